/** D1 reads of the purchases (GET /v1/orders, /v1/orders/{id}). */
import type { OrderDetail, OrderEvent, OrderLine, OrderStatus, OrderSummary } from '../../lib/contract/account-area.ts';
import { fromSgd, isoFromUnix, type AnswerCurrency } from './money.queries.ts';
import { ownedPage, type PageRequest } from './page.queries.ts';
import { liveListingJoin, snapshotFields } from './snapshots.ts';

/** The list shows this many thumbnails per order. */
export const SUMMARY_LINES = 3;

export interface OrderRow {
  id: string;
  user_id: number;
  status: OrderStatus;
  subtotal_sgd: number;
  delivery_fee_sgd: number;
  discount_sgd: number;
  delivery_method: string;
  payment_method: string;
  recipient: string;
  phone: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country_code: string;
  country: string | null;
  carrier: string | null;
  tracking_number: string | null;
  placed_at: number;
  updated_at: number;
  item_count: number;
}

interface LineRow {
  order_id: string;
  line_no: number;
  inventory_id: number | null;
  brand: string;
  model: string;
  condition: string | null;
  image_url: string;
  price_sgd: number;
  live_id: number | null;
}

const ORDER_COLUMNS = `o.*, c.name AS country,
  (SELECT COUNT(*) FROM order_lines n WHERE n.order_id = o.id) AS item_count`;

function totalSgd(row: OrderRow): number {
  return row.subtotal_sgd + row.delivery_fee_sgd - row.discount_sgd;
}

function toLine(row: LineRow, currency: AnswerCurrency): OrderLine {
  return {
    inventory_id: row.inventory_id,
    ...snapshotFields(row),
    condition: row.condition,
    price: fromSgd(row.price_sgd, currency),
  };
}

function toSummary(row: OrderRow, lines: OrderLine[], currency: AnswerCurrency): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    placed_at: isoFromUnix(row.placed_at),
    updated_at: isoFromUnix(row.updated_at),
    item_count: row.item_count,
    total: fromSgd(totalSgd(row), currency),
    currency: currency.code,
    items: lines,
  };
}

async function linesOf(db: D1Database, orderIds: string[], currency: AnswerCurrency, limitPerOrder: number | null): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const placeholders = orderIds.map(() => '?').join(', ');
  const limit = limitPerOrder === null ? '' : `AND l.line_no <= ${limitPerOrder}`;
  const { results } = await db
    .prepare(
      `SELECT l.*, live.id AS live_id FROM order_lines l ${liveListingJoin('l')}
       WHERE l.order_id IN (${placeholders}) ${limit} ORDER BY l.order_id, l.line_no`,
    )
    .bind(...orderIds)
    .all<LineRow>();
  for (const row of results) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(toLine(row, currency));
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

export async function listOrders(
  db: D1Database,
  userId: number,
  page: PageRequest,
  currency: AnswerCurrency,
): Promise<{ rows: OrderSummary[]; total: number }> {
  const select = `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN countries c ON c.code = o.country_code WHERE o.user_id = ? ORDER BY o.placed_at DESC, o.id DESC`;
  const { rows, total } = await ownedPage<OrderRow>(db, select, 'orders', userId, page);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
    currency,
    SUMMARY_LINES,
  );
  return { rows: rows.map((row) => toSummary(row, lines.get(row.id) ?? [], currency)), total };
}

/** The order with this number, whoever owns it (the route checks ownership). */
export async function findOrder(db: D1Database, orderId: string): Promise<OrderRow | null> {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN countries c ON c.code = o.country_code WHERE o.id = ?`).bind(orderId).first<OrderRow>();
}

export async function orderDetail(db: D1Database, row: OrderRow, currency: AnswerCurrency): Promise<OrderDetail> {
  const [lines, events] = await Promise.all([
    linesOf(db, [row.id], currency, null),
    db.prepare('SELECT status, at FROM order_events WHERE order_id = ? ORDER BY at, rowid').bind(row.id).all<{ status: OrderStatus; at: number }>(),
  ]);
  return {
    ...toSummary(row, lines.get(row.id) ?? [], currency),
    subtotal: fromSgd(row.subtotal_sgd, currency),
    delivery_fee: fromSgd(row.delivery_fee_sgd, currency),
    discount: fromSgd(row.discount_sgd, currency),
    delivery_method: row.delivery_method,
    payment_method: row.payment_method,
    address: {
      recipient: row.recipient,
      phone: row.phone,
      line1: row.address_line1,
      line2: row.address_line2,
      city: row.city,
      postal_code: row.postal_code,
      country: row.country ?? row.country_code,
      country_code: row.country_code,
    },
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    events: events.results.map((e): OrderEvent => ({ status: e.status, at: isoFromUnix(e.at) })),
  };
}
