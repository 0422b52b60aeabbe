import { listOffers } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { requestStatusWord } from '../../lib/account-area/status-words.ts';
import { requestStatusTone } from '../../lib/account-area/timeline.ts';
import type { Offer } from '../../lib/contract/account-area.ts';
import { format } from '../../lib/i18n/format.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import { useProfileTexts, type ProfileTexts } from './profile-words.ts';
import type { ProfileIslandWords } from '../../lib/i18n/island-messages.ts';
import { provideWords } from '../ui/words.tsx';
import StatusPill from './StatusPill.tsx';

function offerNote(offer: Offer, now: number, { words, lang }: ProfileTexts): string | null {
  if (offer.status === 'requested') return words.awaitingReply;
  if (offer.status === 'approved' && offer.expires_at) {
    const held = Date.parse(offer.expires_at) > now;
    return format(held ? words.heldUntil : words.holdEnded, { date: formatDay(offer.expires_at, lang) });
  }
  return null;
}

/** /profile/4: My Offers — offers on items that take a minimum offer, with their request status. */
export default provideWords<ProfileIslandWords>(Offers);

function Offers() {
  const texts = useProfileTexts();
  const { words, lang, href } = texts;
  return (
    <AccountList kind="offers" load={listOffers}>
      {(rows, currency) => {
        const now = Date.now();
        return rows.map((offer) => {
          const note = offerNote(offer, now, texts);
          const product = offer.product_path ? href(offer.product_path) : null;
          return (
            <article key={offer.id} className="acct-card acct-row" aria-labelledby={`offer-${offer.id}`}>
              <ItemThumb src={offer.image_url} alt={`${offer.brand} ${offer.model}`} size={96} href={product} />
              <div className="acct-row__main">
                <p className="acct-card__eyebrow">
                  {words.offerMade} <time dateTime={offer.created_at}>{formatDay(offer.created_at, lang)}</time>
                </p>
                <h3 className="acct-card__title" id={`offer-${offer.id}`}>
                  {product ? (
                    <a href={product}>
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
                    <dt>{words.yourOffer}</dt>
                    <dd>{money(offer.amount, offer.currency, currency)}</dd>
                  </div>
                  <div>
                    <dt>{words.listedAt}</dt>
                    <dd>{money(offer.listed_price, offer.currency, currency)}</dd>
                  </div>
                  <div>
                    <dt>{words.minimumOffer}</dt>
                    <dd>{money(offer.min_offer_price, offer.currency, currency)}</dd>
                  </div>
                </dl>
                {offer.response_note ? <p className="acct-offer__note">“{offer.response_note}”</p> : null}
              </div>
              <div className="acct-row__side">
                <StatusPill label={requestStatusWord(offer.status, words)} tone={requestStatusTone(offer.status)} />
                {offer.decided_at ? (
                  <p className="acct-row__meta">
                    {words.answered} <time dateTime={offer.decided_at}>{formatDay(offer.decided_at, lang)}</time>
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
