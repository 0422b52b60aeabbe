import { listOrders } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { orderHref } from '../../lib/account-area/paths.ts';
import { orderStatusWord } from '../../lib/account-area/status-words.ts';
import { orderStatusTone } from '../../lib/account-area/timeline.ts';
import type { OrderSummary } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { format } from '../../lib/i18n/format.ts';
import AccountList from './AccountList.tsx';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import { useProfileTexts } from './profile-words.ts';
import type { ProfileIslandWords } from '../../lib/i18n/island-messages.ts';
import { provideWords } from '../ui/words.tsx';
import StatusPill from './StatusPill.tsx';

/** One purchase as a card: number, date, status, thumbnails, total and a link to the detail. */
export function OrderCard({ order, currency }: { order: OrderSummary; currency: CurrencyOption }) {
  const { words, lang, href } = useProfileTexts();
  const more = order.item_count - order.items.length;
  const first = order.items[0];
  const title = first ? `${first.brand} ${first.model}` : format(words.order, { id: order.id });
  const detail = href(orderHref(order.id));
  return (
    <article className="acct-card acct-order" aria-labelledby={`order-${order.id}`}>
      <header className="acct-card__head">
        <div>
          <p className="acct-card__eyebrow">
            {format(words.order, { id: order.id })} · <time dateTime={order.placed_at}>{formatDay(order.placed_at, lang)}</time>
          </p>
          <h3 className="acct-card__title" id={`order-${order.id}`}>
            <a href={detail}>{title}</a>
            {order.item_count > 1 ? <span className="acct-card__count"> {format(words.andMore, { count: order.item_count - 1 })}</span> : null}
          </h3>
        </div>
        <StatusPill label={orderStatusWord(order.status, words)} tone={orderStatusTone(order.status)} />
      </header>
      <div className="acct-order__body">
        <ul className="acct-order__thumbs" aria-label={words.piecesInOrder}>
          {order.items.map((item, index) => (
            <li key={index}>
              <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={88} />
            </li>
          ))}
          {more > 0 ? (
            <li className="acct-order__more" aria-label={format(words.moreCount, { count: more })}>
              +{more}
            </li>
          ) : null}
        </ul>
        <dl className="acct-order__facts">
          <div>
            <dt>{order.item_count === 1 ? words.pieceOne : format(words.pieceMany, { count: order.item_count })}</dt>
            <dd>{format(words.total, { amount: money(order.total, order.currency, currency) })}</dd>
          </div>
        </dl>
        <a className="acct-link" href={detail} aria-label={format(words.viewOrderLabel, { id: order.id })}>
          {words.viewOrder}
        </a>
      </div>
    </article>
  );
}

/** /profile/2: My Purchases. */
export default provideWords<ProfileIslandWords>(Purchases);

function Purchases() {
  return (
    <AccountList kind="purchases" load={listOrders}>
      {(orders, currency) => orders.map((order) => <OrderCard key={order.id} order={order} currency={currency} />)}
    </AccountList>
  );
}
