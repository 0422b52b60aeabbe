import { listOrders } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { orderHref } from '../../lib/account-area/paths.ts';
import { ORDER_STATUS_LABELS, orderStatusTone } from '../../lib/account-area/timeline.ts';
import type { OrderSummary } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import StatusPill from './StatusPill.tsx';

/** One purchase as a card: number, date, status, thumbnails, total and a link to the detail. */
export function OrderCard({ order, currency }: { order: OrderSummary; currency: CurrencyOption }) {
  const more = order.item_count - order.items.length;
  const first = order.items[0];
  const title = first ? `${first.brand} ${first.model}` : `Order ${order.id}`;
  return (
    <article className="acct-card acct-order" aria-labelledby={`order-${order.id}`}>
      <header className="acct-card__head">
        <div>
          <p className="acct-card__eyebrow">
            Order {order.id} · <time dateTime={order.placed_at}>{formatDay(order.placed_at)}</time>
          </p>
          <h3 className="acct-card__title" id={`order-${order.id}`}>
            <a href={orderHref(order.id)}>{title}</a>
            {order.item_count > 1 ? <span className="acct-card__count"> and {order.item_count - 1} more</span> : null}
          </h3>
        </div>
        <StatusPill label={ORDER_STATUS_LABELS[order.status]} tone={orderStatusTone(order.status)} />
      </header>
      <div className="acct-order__body">
        <ul className="acct-order__thumbs" aria-label="Pieces in this order">
          {order.items.map((item, index) => (
            <li key={index}>
              <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={88} />
            </li>
          ))}
          {more > 0 ? (
            <li className="acct-order__more" aria-label={`${more} more`}>
              +{more}
            </li>
          ) : null}
        </ul>
        <dl className="acct-order__facts">
          <div>
            <dt>{order.item_count === 1 ? '1 piece' : `${order.item_count} pieces`}</dt>
            <dd>Total {money(order.total, order.currency, currency)}</dd>
          </div>
        </dl>
        <a className="acct-link" href={orderHref(order.id)} aria-label={`View order ${order.id}`}>
          View order
        </a>
      </div>
    </article>
  );
}

/** /profile/2: My Purchases. */
export default function PurchasesList() {
  return (
    <AccountList kind="purchases" load={listOrders}>
      {(orders, currency) => orders.map((order) => <OrderCard key={order.id} order={order} currency={currency} />)}
    </AccountList>
  );
}
