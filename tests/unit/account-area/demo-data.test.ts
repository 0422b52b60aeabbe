import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_STAGES } from '../../../src/lib/contract/account-area.ts';
import { DEMO_CONSIGNMENTS, DEMO_OFFERS, DEMO_ORDERS, DEMO_USERS } from '../../../src/server/account-area/demo/demo-data.ts';
import { demoSeedStatements, unixSeconds } from '../../../src/server/account-area/demo/demo-sql.ts';
import { verifyPassword } from '../../../src/server/accounts/passwords.ts';

const MIGRATIONS = new URL('../../../src/server/migrations/', import.meta.url);

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const name of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(new URL(name, MIGRATIONS), 'utf8'));
  return db;
}

const count = (db: DatabaseSync, table: string) => Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);

const emails = new Set(DEMO_USERS.map((u) => u.email));
const ordered = (events: readonly (readonly [string, string])[]) =>
  events.every((e, i) => i === 0 || unixSeconds(e[1]) >= unixSeconds(events[i - 1]?.[1] ?? ''));

describe('account-area demo data', () => {
  // Production is what the migrations make: schema and reference data, never an account.
  it('is not in the migrations: every migration on an empty database creates no user, order, consignment or offer', () => {
    const db = migratedDatabase();
    for (const table of ['users', 'orders', 'consignments', 'offers', 'user_identities', 'sessions']) expect(count(db, table), table).toBe(0);
  });

  it('seeds a migrated database with every demo record (the local seed)', () => {
    const db = migratedDatabase();
    for (const sql of demoSeedStatements()) db.exec(sql);
    expect(count(db, 'users')).toBe(DEMO_USERS.length);
    expect(count(db, 'orders')).toBe(DEMO_ORDERS.length);
    expect(count(db, 'consignments')).toBe(DEMO_CONSIGNMENTS.length);
    expect(count(db, 'offers')).toBe(DEMO_OFFERS.length);
  });

  it('gives every demo account its documented password', async () => {
    for (const user of DEMO_USERS) expect((await verifyPassword(user.password, user.passwordHash)).ok).toBe(true);
  });

  it('belongs to demo accounts, with unique ids and events in time order', () => {
    for (const record of [...DEMO_ORDERS, ...DEMO_CONSIGNMENTS, ...DEMO_OFFERS]) expect(emails.has(record.email)).toBe(true);
    expect(new Set(DEMO_ORDERS.map((o) => o.id)).size).toBe(DEMO_ORDERS.length);
    expect(new Set(DEMO_CONSIGNMENTS.map((c) => c.id)).size).toBe(DEMO_CONSIGNMENTS.length);
    expect(new Set(DEMO_OFFERS.map((o) => o.id)).size).toBe(DEMO_OFFERS.length);
    for (const record of [...DEMO_ORDERS, ...DEMO_CONSIGNMENTS]) expect(ordered(record.events)).toBe(true);
  });

  it('ends each record’s events at its status', () => {
    for (const order of DEMO_ORDERS) expect(order.events.at(-1)?.[0]).toBe(order.status);
    for (const c of DEMO_CONSIGNMENTS) expect(c.events.at(-1)?.[0]).toBe(c.stage ?? c.status);
  });

  it('shows every order status, request status and journey stage for the main demo account', () => {
    const mainOrders = DEMO_ORDERS.filter((o) => o.email === 'demo@reluxe.sg');
    expect(new Set(mainOrders.map((o) => o.status))).toEqual(new Set(['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled']));
    const mainConsignments = DEMO_CONSIGNMENTS.filter((c) => c.email === 'demo@reluxe.sg');
    expect(new Set(mainConsignments.map((c) => c.status))).toEqual(new Set(['requested', 'approved', 'rejected']));
    expect(new Set(mainConsignments.map((c) => c.stage))).toEqual(new Set([null, ...CONSIGNMENT_STAGES]));
    expect(new Set(DEMO_OFFERS.filter((o) => o.email === 'demo@reluxe.sg').map((o) => o.status))).toEqual(new Set(['requested', 'approved', 'rejected']));
  });

  it('keeps offers at or above the minimum offer and rejected consignments explained', () => {
    for (const offer of DEMO_OFFERS) {
      expect(offer.amount_sgd).toBeGreaterThanOrEqual(offer.min_offer_price_sgd);
      expect(offer.min_offer_price_sgd).toBeLessThan(offer.listed_price_sgd);
    }
    for (const c of DEMO_CONSIGNMENTS) expect(c.rejection_reason !== null).toBe(c.status === 'rejected');
  });
});
