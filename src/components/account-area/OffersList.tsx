import { listOffers } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { REQUEST_STATUS_LABELS, requestStatusTone } from '../../lib/account-area/timeline.ts';
import type { Offer } from '../../lib/contract/account-area.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import StatusPill from './StatusPill.tsx';

function offerNote(offer: Offer, now: number): string | null {
  if (offer.status === 'requested') return 'Awaiting a reply from our team.';
  if (offer.status === 'approved' && offer.expires_at) {
    const held = Date.parse(offer.expires_at) > now;
    return held ? `Held for you until ${formatDay(offer.expires_at)}.` : `The hold ended on ${formatDay(offer.expires_at)}.`;
  }
  return null;
}

/** /profile/4: My Offers — offers on items that take a minimum offer, with their request status. */
export default function OffersList() {
  return (
    <AccountList kind="offers" load={listOffers}>
      {(rows, currency) => {
        const now = Date.now();
        return rows.map((offer) => {
          const note = offerNote(offer, now);
          return (
            <article key={offer.id} className="acct-card acct-row" aria-labelledby={`offer-${offer.id}`}>
              <ItemThumb src={offer.image_url} alt={`${offer.brand} ${offer.model}`} size={96} href={offer.product_path} />
              <div className="acct-row__main">
                <p className="acct-card__eyebrow">
                  Offer made <time dateTime={offer.created_at}>{formatDay(offer.created_at)}</time>
                </p>
                <h3 className="acct-card__title" id={`offer-${offer.id}`}>
                  {offer.product_path ? (
                    <a href={offer.product_path}>
                      <span className="acct-card__brand">{offer.brand}</span> {offer.model}
                    </a>
                  ) : (
                    <>
                      <span className="acct-card__brand">{offer.brand}</span> {offer.model}
                    </>
                  )}
                </h3>
                <dl className="acct-offer__prices">
                  <div>
                    <dt>Your offer</dt>
                    <dd>{money(offer.amount, offer.currency, currency)}</dd>
                  </div>
                  <div>
                    <dt>Listed at</dt>
                    <dd>{money(offer.listed_price, offer.currency, currency)}</dd>
                  </div>
                  <div>
                    <dt>Minimum offer</dt>
                    <dd>{money(offer.min_offer_price, offer.currency, currency)}</dd>
                  </div>
                </dl>
                {offer.response_note ? <p className="acct-offer__note">“{offer.response_note}”</p> : null}
              </div>
              <div className="acct-row__side">
                <StatusPill label={REQUEST_STATUS_LABELS[offer.status]} tone={requestStatusTone(offer.status)} />
                {offer.decided_at ? (
                  <p className="acct-row__meta">
                    Answered <time dateTime={offer.decided_at}>{formatDay(offer.decided_at)}</time>
                  </p>
                ) : null}
                {note ? <p className="acct-row__meta">{note}</p> : null}
              </div>
            </article>
          );
        });
      }}
    </AccountList>
  );
}
