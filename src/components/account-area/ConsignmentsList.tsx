import { listConsignments } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { consignmentHref, consignmentItemHref } from '../../lib/account-area/paths.ts';
import { consignmentStatusWord } from '../../lib/account-area/status-words.ts';
import { requestStatusTone } from '../../lib/account-area/timeline.ts';
import { format } from '../../lib/i18n/format.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import { useProfileTexts } from './profile-words.ts';
import type { ProfileIslandWords } from '../../lib/i18n/island-messages.ts';
import { provideWords } from '../ui/words.tsx';
import StatusPill from './StatusPill.tsx';

/** /profile/3: My Consignments. */
export default provideWords<ProfileIslandWords>(Consignments);

function Consignments() {
  const { words, lang, href } = useProfileTexts();
  return (
    <AccountList kind="consignments" load={listConsignments}>
      {(rows, currency) =>
        rows.map((item) => {
          const price = item.sold_price ?? item.listing_price ?? item.asking_price;
          const priceLabel = item.sold_price !== null ? words.soldFor : item.listing_price !== null ? words.agreedPrice : words.askingPrice;
          return (
            <article key={item.id} className="acct-card acct-row" aria-labelledby={`consignment-${item.id}`}>
              <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={96} href={href(consignmentItemHref(item))} />
              <div className="acct-row__main">
                <p className="acct-card__eyebrow">
                  {format(words.consignment, { id: item.id })} · <time dateTime={item.submitted_at}>{formatDay(item.submitted_at, lang)}</time>
                </p>
                <h3 className="acct-card__title" id={`consignment-${item.id}`}>
                  <a href={href(consignmentHref(item.id))}>
                    <span className="acct-card__brand">{item.brand}</span> {item.model}
                  </a>
                </h3>
                <p className="acct-row__meta">
                  {item.category} · {item.condition}
                </p>
              </div>
              <div className="acct-row__side">
                <StatusPill label={consignmentStatusWord(item.status, item.stage, words)} tone={requestStatusTone(item.status, item.stage)} />
                <p className="acct-row__price">
                  <span>{priceLabel}</span> {money(price, item.currency, currency)}
                </p>
                <a className="acct-link" href={href(consignmentHref(item.id))} aria-label={format(words.trackLabel, { id: item.id })}>
                  {words.track}
                </a>
              </div>
            </article>
          );
        })
      }
    </AccountList>
  );
}
