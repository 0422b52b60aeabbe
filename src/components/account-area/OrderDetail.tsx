import { getOrder } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { orderIdFromPath, profileHref } from '../../lib/account-area/paths.ts';
import { ORDER_STATUS_LABELS, orderStatusTone, orderTimeline } from '../../lib/account-area/timeline.ts';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import Panel, { RecordArticle } from './Panel.tsx';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import Timeline from './Timeline.tsx';
import { useRecordAt } from './use-record.ts';

/** /order-detail/{orderid}: the purchase with its pieces, amounts, delivery address and status timeline. */
export default function OrderDetail() {
  const { state, retry, currency } = useRecordAt(orderIdFromPath, getOrder, 'Cannot load this order.');
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel="Loading your order" />;
  const order = state.record;
  const amount = (value: number) => money(value, order.currency, currency);
  const { address } = order;

  return (
    <RecordArticle
      titleId="order-title"
      back={{ href: profileHref('purchases'), label: 'My Purchases' }}
      eyebrow="Purchase"
      title={`Order ${order.id}`}
      meta={
        <>
          Placed <time dateTime={order.placed_at}>{formatDay(order.placed_at)}</time> · {order.item_count === 1 ? '1 piece' : `${order.item_count} pieces`}
        </>
      }
      status={<StatusPill label={ORDER_STATUS_LABELS[order.status]} tone={orderStatusTone(order.status)} />}
    >
      <div className="acct-detail__grid">
        <div className="acct-detail__main">
          <Panel id="order-items" title="Items">
            <ul className="acct-lines">
              {order.items.map((line, index) => (
                <li key={index} className="acct-line">
                  <ItemThumb src={line.image_url} alt={`${line.brand} ${line.model}`} size={112} href={line.product_path} />
                  <div className="acct-line__text">
                    <p className="acct-card__brand">{line.brand}</p>
                    <p className="acct-line__model">{line.product_path ? <a href={line.product_path}>{line.model}</a> : line.model}</p>
                    {line.condition ? <p className="acct-muted">Condition: {line.condition}</p> : null}
                  </div>
                  <p className="acct-line__price">{amount(line.price)}</p>
                </li>
              ))}
            </ul>
          </Panel>

          <Panel id="order-status" title="Order status">
            <Timeline steps={orderTimeline(order.status, order.events)} label="Order status timeline" />
          </Panel>
        </div>

        <aside className="acct-detail__side">
          <Panel id="order-summary" title="Summary">
            <dl className="acct-sums">
              <div>
                <dt>Subtotal</dt>
                <dd>{amount(order.subtotal)}</dd>
              </div>
              <div>
                <dt>Delivery ({order.delivery_method})</dt>
                <dd>{order.delivery_fee === 0 ? 'Complimentary' : amount(order.delivery_fee)}</dd>
              </div>
              {order.discount > 0 ? (
                <div>
                  <dt>Discount</dt>
                  <dd>−{amount(order.discount)}</dd>
                </div>
              ) : null}
              <div className="acct-sums__total">
                <dt>Total</dt>
                <dd>{amount(order.total)}</dd>
              </div>
            </dl>
            <p className="acct-muted acct-sums__paid">Payment: {order.payment_method}</p>
          </Panel>

          <Panel id="order-address" title={order.delivery_method === 'Boutique collection' ? 'Collection' : 'Delivery address'}>
            <address className="acct-address">
              {address.recipient}
              <br />
              {address.line1}
              {address.line2 ? (
                <>
                  <br />
                  {address.line2}
                </>
              ) : null}
              <br />
              {address.city} {address.postal_code}
              <br />
              {address.country}
              <br />
              {address.phone}
            </address>
            {order.carrier && order.tracking_number ? (
              <p className="acct-tracking">
                <span className="acct-tracking__label">Tracking</span> {order.carrier} · {order.tracking_number}
              </p>
            ) : null}
          </Panel>
        </aside>
      </div>
    </RecordArticle>
  );
}
