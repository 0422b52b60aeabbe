import { listConsignments } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { consignmentHref, consignmentItemHref } from '../../lib/account-area/paths.ts';
import { consignmentStatusLabel, requestStatusTone } from '../../lib/account-area/timeline.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import StatusPill from './StatusPill.tsx';

/** /profile/3: My Consignments. */
export default function ConsignmentsList() {
  return (
    <AccountList kind="consignments" load={listConsignments}>
      {(rows, currency) =>
        rows.map((item) => {
          const price = item.sold_price ?? item.listing_price ?? item.asking_price;
          const priceLabel = item.sold_price !== null ? 'Sold for' : item.listing_price !== null ? 'Agreed price' : 'Asking price';
          return (
            <article key={item.id} className="acct-card acct-row" aria-labelledby={`consignment-${item.id}`}>
              <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={96} href={consignmentItemHref(item)} />
              <div className="acct-row__main">
                <p className="acct-card__eyebrow">
                  Consignment #{item.id} · <time dateTime={item.submitted_at}>{formatDay(item.submitted_at)}</time>
                </p>
                <h3 className="acct-card__title" id={`consignment-${item.id}`}>
                  <a href={consignmentHref(item.id)}>
                    <span className="acct-card__brand">{item.brand}</span> {item.model}
                  </a>
                </h3>
                <p className="acct-row__meta">
                  {item.category} · {item.condition}
                </p>
              </div>
              <div className="acct-row__side">
                <StatusPill label={consignmentStatusLabel(item.status, item.stage)} tone={requestStatusTone(item.status, item.stage)} />
                <p className="acct-row__price">
                  <span>{priceLabel}</span> {money(price, item.currency, currency)}
                </p>
                <a className="acct-link" href={consignmentHref(item.id)} aria-label={`Track consignment ${item.id}`}>
                  Track
                </a>
              </div>
            </article>
          );
        })
      }
    </AccountList>
  );
}
