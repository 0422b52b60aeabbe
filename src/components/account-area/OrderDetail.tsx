import { useState } from 'react';
import { getOrder } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { orderIdFromPath, profileHref } from '../../lib/account-area/paths.ts';
import { storeWord } from '../../lib/account-area/record-words.ts';
import { orderStatusWord } from '../../lib/account-area/status-words.ts';
import { orderStatusTone, orderTimeline } from '../../lib/account-area/timeline.ts';
import { format } from '../../lib/i18n/format.ts';
import ItemThumb from './ItemThumb.tsx';
import { money } from './money.ts';
import Panel, { RecordArticle } from './Panel.tsx';
import { recordTexts, type RecordLanguage } from './record-texts.ts';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import Timeline from './Timeline.tsx';
import { recordAt } from './record-source.ts';
import { useRecordAt } from './use-record.ts';

// Module level: the order's call starts as this island's code runs, before React renders it.
const orderSource = recordAt(orderIdFromPath, getOrder);

/** 'Placed {date}' with the date as a <time> element, wherever the language puts it. */
function withDate(message: string, iso: string, day: string) {
  const [before = '', after = ''] = message.split('{date}');
  return (
    <>
      {before}
      <time dateTime={iso}>{day}</time>
      {after}
    </>
  );
}

/** /order-detail/{orderid} (and /ms/order-detail/…): the purchase with its pieces, amounts, delivery address and status timeline. */
export default function OrderDetail(props: RecordLanguage) {
  const [texts] = useState(() => recordTexts(props));
  const { words, lang, href } = texts;
  const { record: t, status: s } = words;
  const { state, retry, currency } = useRecordAt(orderSource, t.orderFailure, texts);
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel={t.orderLoading} words={s} />;
  const order = state.record;
  const amount = (value: number) => money(value, order.currency, currency);
  const { address } = order;
  const pieces = order.item_count === 1 ? s.pieceOne : format(s.pieceMany, { count: order.item_count });

  return (
    <RecordArticle
      titleId="order-title"
      back={{ href: href(profileHref('purchases')), label: s.tabPurchases }}
      eyebrow={t.purchase}
      title={format(s.order, { id: order.id })}
      meta={
        <>
          {withDate(t.placed, order.placed_at, formatDay(order.placed_at, lang))} · {pieces}
        </>
      }
      status={<StatusPill label={orderStatusWord(order.status, s)} tone={orderStatusTone(order.status)} />}
    >
      <div className="acct-detail__grid">
        <div className="acct-detail__main">
          <Panel id="order-items" title={t.items}>
            <ul className="acct-lines">
              {order.items.map((line, index) => {
                const productHref = line.product_path ? href(line.product_path) : null;
                return (
                  <li key={index} className="acct-line">
                    <ItemThumb src={line.image_url} alt={`${line.brand} ${line.model}`} size={112} href={productHref} />
                    <div className="acct-line__text">
                      <p className="acct-card__brand">{line.brand}</p>
                      <p className="acct-line__model">{productHref ? <a href={productHref}>{line.model}</a> : line.model}</p>
                      {line.condition ? (
                        <p className="acct-muted">{format(t.conditionIs, { condition: storeWord(words.conditions, line.condition) })}</p>
                      ) : null}
                    </div>
                    <p className="acct-line__price">{amount(line.price)}</p>
                  </li>
                );
              })}
            </ul>
          </Panel>

          <Panel id="order-status" title={t.orderStatus}>
            <Timeline steps={orderTimeline(order.status, order.events, texts.timeline)} label={t.orderTimeline} words={t} lang={lang} />
          </Panel>
        </div>

        <aside className="acct-detail__side">
          <Panel id="order-summary" title={t.summary}>
            <dl className="acct-sums">
              <div>
                <dt>{t.subtotal}</dt>
                <dd>{amount(order.subtotal)}</dd>
              </div>
              <div>
                <dt>{format(t.delivery, { method: order.delivery_method })}</dt>
                <dd>{order.delivery_fee === 0 ? t.complimentary : amount(order.delivery_fee)}</dd>
              </div>
              {order.discount > 0 ? (
                <div>
                  <dt>{t.discount}</dt>
                  <dd>−{amount(order.discount)}</dd>
                </div>
              ) : null}
              <div className="acct-sums__total">
                <dt>{t.total}</dt>
                <dd>{amount(order.total)}</dd>
              </div>
            </dl>
            <p className="acct-muted acct-sums__paid">{format(t.payment, { method: order.payment_method })}</p>
          </Panel>

          <Panel id="order-address" title={order.delivery_method === 'Boutique collection' ? t.collection : t.deliveryAddress}>
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
                <span className="acct-tracking__label">{t.tracking}</span> {order.carrier} · {order.tracking_number}
              </p>
            ) : null}
          </Panel>
        </aside>
      </div>
    </RecordArticle>
  );
}
