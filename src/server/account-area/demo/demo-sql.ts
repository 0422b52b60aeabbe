/**
 * Renders the demo data as SQL statements for the local seed (never a migration: production holds
 * no demo account). Pure and deterministic: the same data always gives the same statements.
 */
import { DEMO_CONSIGNMENTS, DEMO_OFFERS, DEMO_ORDERS, DEMO_USERS, type DemoOrder } from './demo-data.ts';

type SqlValue = string | number | null;

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

export function unixSeconds(iso: string): number {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new Error(`Not an ISO instant: ${iso}`);
  return Math.floor(ms / 1000);
}

/** The user id of a demo email, looked up at migration time (the accounts area assigns ids). */
function userId(email: string): string {
  return `(SELECT id FROM users WHERE email = ${literal(email)})`;
}

function row(values: (SqlValue | { sql: string })[]): string {
  return `(${values.map((v) => (v !== null && typeof v === 'object' ? v.sql : literal(v))).join(', ')})`;
}

function insert(table: string, columns: string[], rows: string[]): string {
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${rows.join(',\n  ')};\n`;
}

/** The events of orders or consignments: one row (record id, step, time) per event. */
function events(table: string, columns: string[], records: readonly { id: string | number; events: readonly [string, string][] }[]): string {
  return insert(table, columns, records.flatMap((record) => record.events.map(([step, at]) => row([record.id, step, unixSeconds(at)]))));
}

export function orderSubtotal(order: DemoOrder): number {
  return order.lines.reduce((sum, line) => sum + line.price_sgd, 0);
}

function firstEventTime(events: readonly [string, string][]): number {
  const first = events[0];
  if (!first) throw new Error('A demo record needs at least one event');
  return unixSeconds(first[1]);
}

function lastEventTime(events: readonly [string, string][]): number {
  const last = events.at(-1);
  if (!last) throw new Error('A demo record needs at least one event');
  return unixSeconds(last[1]);
}

/**
 * One INSERT per table. Users are inserted only when the accounts area has not created them already
 * (same email); every other row finds its user by email. Password of every demo account: README.
 */
export function demoSeedStatements(): string[] {
  const parts: string[] = [];

  parts.push(
    insert(
      'users',
      ['email', 'full_name', 'mobile', 'phone_code', 'currency', 'gender', 'date_of_birth', 'newsletter', 'password_hash', 'activated_at', 'created_at', 'updated_at'],
      DEMO_USERS.map((u) => {
        const created = unixSeconds(u.created_at);
        return row([u.email, u.full_name, u.mobile, u.phone_code, u.currency, u.gender, u.date_of_birth, 0, u.passwordHash, created, created, created]);
      }),
    ).replace('INSERT INTO users', 'INSERT OR IGNORE INTO users'),
  );

  parts.push(
    insert(
      'orders',
      ['id', 'user_id', 'status', 'subtotal_sgd', 'delivery_fee_sgd', 'discount_sgd', 'delivery_method', 'payment_method', 'recipient', 'phone', 'address_line1', 'address_line2', 'city', 'postal_code', 'country_code', 'carrier', 'tracking_number', 'placed_at', 'updated_at'],
      DEMO_ORDERS.map((o) =>
        row([
          o.id, { sql: userId(o.email) }, o.status, orderSubtotal(o), o.delivery_fee_sgd, o.discount_sgd, o.delivery_method, o.payment_method,
          o.address.recipient, o.address.phone, o.address.line1, o.address.line2, o.address.city, o.address.postal_code, o.address.country_code,
          o.carrier, o.tracking_number, firstEventTime(o.events), lastEventTime(o.events),
        ]),
      ),
    ),
  );
  parts.push(
    insert(
      'order_lines',
      ['order_id', 'line_no', 'inventory_id', 'brand', 'model', 'condition', 'image_url', 'price_sgd'],
      DEMO_ORDERS.flatMap((o) => o.lines.map((l, i) => row([o.id, i + 1, l.inventory_id, l.brand, l.model, l.condition, l.image_url, l.price_sgd]))),
    ),
  );
  parts.push(events('order_events', ['order_id', 'status', 'at'], DEMO_ORDERS));

  parts.push(
    insert(
      'consignments',
      ['id', 'user_id', 'status', 'stage', 'inventory_id', 'brand', 'model', 'category_id', 'condition', 'colour', 'description', 'inclusions', 'image_url', 'asking_price_sgd', 'listing_price_sgd', 'sold_price_sgd', 'commission_percent', 'rejection_reason', 'store_id', 'submitted_at', 'updated_at'],
      DEMO_CONSIGNMENTS.map((c) =>
        row([
          c.id, { sql: userId(c.email) }, c.status, c.stage, c.inventory_id, c.brand, c.model, c.category_id, c.condition, c.colour, c.description,
          JSON.stringify(c.inclusions), c.image_url, c.asking_price_sgd, c.listing_price_sgd, c.sold_price_sgd, c.commission_percent, c.rejection_reason,
          c.store_id, firstEventTime(c.events), lastEventTime(c.events),
        ]),
      ),
    ),
  );
  parts.push(events('consignment_events', ['consignment_id', 'step', 'at'], DEMO_CONSIGNMENTS));

  parts.push(
    insert(
      'offers',
      ['id', 'user_id', 'inventory_id', 'brand', 'model', 'image_url', 'listed_price_sgd', 'min_offer_price_sgd', 'amount_sgd', 'status', 'response_note', 'created_at', 'decided_at', 'expires_at'],
      DEMO_OFFERS.map((f) =>
        row([
          f.id, { sql: userId(f.email) }, f.inventory_id, f.brand, f.model, f.image_url, f.listed_price_sgd, f.min_offer_price_sgd, f.amount_sgd, f.status,
          f.response_note, unixSeconds(f.created_at), f.decided_at === null ? null : unixSeconds(f.decided_at), f.expires_at === null ? null : unixSeconds(f.expires_at),
        ]),
      ),
    ),
  );

  return parts.map((sql) => sql.trim().replace(/;$/, ''));
}
