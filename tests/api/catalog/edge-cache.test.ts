/**
 * Public reads (src/server/public-reads): no session lookup, the Workers cache keyed by the normalised
 * URL and the catalog version, invalidation by any catalog write, 304 from the cache, and the D1
 * bookmark round trip. Calls go through a counting D1 binding so "no query" is observed, not assumed.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductListResponse } from '../../../src/lib/contract/catalog.ts';
import type { DataResponse } from '../../../src/lib/contract/settings.ts';
import { apiApp } from '../../../src/server/app.ts';
import type { Env } from '../../../src/server/env.ts';
import { CATALOG_VERSION_SQL } from '../../../src/server/public-reads/catalog-version.queries.ts';
import { CACHE_STATUS_HEADER, cacheKeyUrl, FRESH_MS } from '../../../src/server/public-reads/edge-cache.ts';
import { BOOKMARK_HEADER } from '../../../src/server/public-reads/read-db.ts';
import { createSession } from '../../../src/server/session/sessions.ts';
import { seedTestCatalog } from './fixture.ts';

/** Every statement prepared on the binding or on any of its sessions, in order. */
function countingBinding(db: D1Database): { db: D1Database; sql: string[] } {
  const sql: string[] = [];
  const session = (inner: D1DatabaseSession): D1DatabaseSession => ({
    prepare: (query: string) => {
      sql.push(query);
      return inner.prepare(query);
    },
    batch: <T>(statements: D1PreparedStatement[]) => inner.batch<T>(statements),
    getBookmark: () => inner.getBookmark(),
  });
  const counted: D1Database = {
    prepare: (query) => {
      sql.push(query);
      return db.prepare(query);
    },
    batch: <T>(statements: D1PreparedStatement[]) => db.batch<T>(statements),
    exec: (query) => db.exec(query),
    withSession: (constraint) => session(db.withSession(constraint)),
    dump: () => db.dump(),
  };
  return { db: counted, sql };
}

/** A test env whose isolate trusts the version it read for `memoMs` (production: 1000). */
function testEnv(memoMs: number): { env: Env; sql: string[] } {
  const { db, sql } = countingBinding(env.DB);
  return { env: { ...(env as unknown as Env), DB: db, CATALOG_VERSION_MEMO_MS: String(memoMs) }, sql };
}

async function get(target: Env, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return apiApp.request(`http://127.0.0.1${path}`, { headers }, target);
}

const statusOf = (res: Response) => res.headers.get(CACHE_STATUS_HEADER);

let itemId = 0;
beforeAll(async () => {
  const catalog = await seedTestCatalog(200);
  itemId = catalog.items.find((item) => item.status === 1)?.id ?? 0;
  expect(itemId).toBeGreaterThan(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalog version', () => {
  it('is read through the primary key, never a scan', async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${CATALOG_VERSION_SQL}`).all<{ detail: string }>();
    expect(results.map((row) => row.detail)).toEqual([expect.stringMatching(/^SEARCH catalog_version USING INTEGER PRIMARY KEY \(rowid=\?\)$/)]);
  });

  it('moves on every write to inventories, their details, groups, delivery rates and currencies', async () => {
    const read = async () => (await env.DB.prepare(CATALOG_VERSION_SQL).first<{ version: number }>())?.version ?? -1;
    const writes = [
      `UPDATE inventories SET selling_price = selling_price WHERE id = ${itemId}`,
      `UPDATE inventory_details SET dimensions = dimensions WHERE inventory_id = ${itemId}`,
      'UPDATE product_groups SET heading = heading WHERE id = (SELECT min(id) FROM product_groups)',
      'UPDATE delivery_rates SET min_days = min_days WHERE rowid = (SELECT min(rowid) FROM delivery_rates)',
      "UPDATE currencies SET rate_from_sgd = rate_from_sgd WHERE code = 'USD'",
    ];
    for (const sql of writes) {
      const before = await read();
      await env.DB.prepare(sql).run();
      expect(await read(), sql).toBe(before + 1);
    }
  });
});

describe('GET public reads from the edge cache', () => {
  it('serves a repeated read from the cache without a D1 query', async () => {
    const t = testEnv(60_000);
    const path = `/v2/inventories?brand=Chanel&currency=USD&l=7`;
    const first = await get(t.env, path);
    expect(first.status).toBe(200);
    expect(statusOf(first)).toBe('MISS');
    const body = await first.text();
    const queriesBefore = t.sql.length;
    expect(queriesBefore).toBeGreaterThan(0);

    const second = await get(t.env, path);
    expect(statusOf(second)).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(t.sql.slice(queriesBefore)).toEqual([]);
    expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(second.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it("answers a fresh repeat from the isolate's memory, without a cache lookup; a stale one goes to the cache", async () => {
    const t = testEnv(60_000);
    const path = '/v2/inventories?brand=Dior&currency=GBP&l=6';
    const first = await get(t.env, path);
    expect(statusOf(first)).toBe('MISS');
    const body = await first.text();
    const match = vi.spyOn(caches.default, 'match');
    try {
      const again = await get(t.env, path, { 'If-None-Match': first.headers.get('ETag') ?? '' });
      expect([again.status, statusOf(again)]).toEqual([304, 'HIT']);
      const full = await get(t.env, path);
      expect(statusOf(full)).toBe('HIT');
      expect(await full.text()).toBe(body);
      expect(full.headers.get('ETag')).toBe(first.headers.get('ETag'));
      expect(full.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
      expect(match).not.toHaveBeenCalled();

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + FRESH_MS + 1000);
      const ctx = createExecutionContext();
      const stale = await apiApp.fetch(new Request(`http://127.0.0.1${path}`), t.env, ctx);
      expect(statusOf(stale)).toBe('STALE');
      expect(match).toHaveBeenCalledTimes(1);
      await waitOnExecutionContext(ctx);
    } finally {
      match.mockRestore();
    }
  });

  it('keys on the parameters sorted, so their order does not matter', async () => {
    const t = testEnv(60_000);
    expect(statusOf(await get(t.env, '/v2/inventories?currency=EUR&category=1&l=5'))).toBe('MISS');
    const reordered = await get(t.env, '/v2/inventories?l=5&category=1&currency=EUR');
    expect(statusOf(reordered)).toBe('HIT');
    expect(cacheKeyUrl('http://x/v2/inventories?l=5&category=1&currency=EUR', 'v')).toBe(
      cacheKeyUrl('http://x/v2/inventories?currency=EUR&l=5&category=1', 'v'),
    );
  });

  it('keys ids= by the order of its ids, which is the order of the answer', async () => {
    const t = testEnv(60_000);
    expect(statusOf(await get(t.env, '/v2/inventories?ids=3,1,2&currency=EUR'))).toBe('MISS');
    const same = await get(t.env, '/v2/inventories?currency=EUR&ids=3,1,2');
    expect(statusOf(same)).toBe('HIT');
    const reordered = await get(t.env, '/v2/inventories?ids=1,2,3&currency=EUR');
    expect(statusOf(reordered)).toBe('MISS');
    expect(((await reordered.json()) as { data: { id: number }[] }).data.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(cacheKeyUrl('http://x/v2/inventories?ids=3,1,2', 'v')).not.toBe(cacheKeyUrl('http://x/v2/inventories?ids=1,2,3', 'v'));
  });

  it('gives each currency and each location its own entry', async () => {
    const t = testEnv(60_000);
    const usd = await get(t.env, '/v3/home?currency=USD');
    const eur = await get(t.env, '/v3/home?currency=EUR');
    expect([statusOf(usd), statusOf(eur)]).toEqual(['MISS', 'MISS']);
    const usdBody = (await usd.json()) as DataResponse<{ items: { currency: string }[] }[]>;
    const eurBody = (await eur.json()) as DataResponse<{ items: { currency: string }[] }[]>;
    expect(usdBody.data[0]?.items[0]?.currency).toBe('USD');
    expect(eurBody.data[0]?.items[0]?.currency).toBe('EUR');

    const sg = await get(t.env, '/v2/inventories?location=SG&l=3');
    const my = await get(t.env, '/v2/inventories?location=MY&l=3');
    expect([statusOf(sg), statusOf(my)]).toEqual(['MISS', 'MISS']);
    expect(await sg.text()).not.toBe(await my.text());
    expect(statusOf(await get(t.env, '/v3/home?currency=EUR'))).toBe('HIT');
    expect(statusOf(await get(t.env, '/v2/inventories?location=MY&l=3'))).toBe('HIT');
  });

  it('answers 304 from the cache to a matching If-None-Match, and never stores a Vary', async () => {
    const t = testEnv(60_000);
    const path = `/v2/inventories/${itemId}?currency=GBP`;
    const first = await get(t.env, path);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\//);
    const cached = await get(t.env, path, { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
    expect(statusOf(cached)).toBe('HIT');
    expect(cached.headers.get('ETag')).toBe(etag);
    expect(await cached.text()).toBe('');
    expect(first.headers.get('Vary')).toBeNull();
    expect(cached.headers.get('Vary')).toBeNull();
  });

  it('answers the same entry whoever asks: a shopper, another shopper, no bearer', async () => {
    const t = testEnv(60_000);
    const path = `/v1/inventories/${itemId}/recommendation?currency=HKD&l=4`;
    const guest = await createSession(env.DB, crypto.randomUUID(), null);
    const first = await get(t.env, path, { Authorization: `Bearer ${guest}` });
    expect(statusOf(first)).toBe('MISS');
    const other = await get(t.env, path, { Authorization: `Bearer ${await createSession(env.DB, crypto.randomUUID(), null)}` });
    const none = await get(t.env, path);
    expect([statusOf(other), statusOf(none)]).toEqual(['HIT', 'HIT']);
  });

  it('answers Cache-Control: no-cache from D1 only on this machine; elsewhere the cache still answers', async () => {
    const t = testEnv(60_000);
    const path = '/v2/inventories?gender=Women&l=3';
    expect(statusOf(await get(t.env, path))).toBe('MISS');
    const before = t.sql.length;
    const local = await get(t.env, path, { 'Cache-Control': 'no-cache' });
    expect(statusOf(local)).toBe('BYPASS');
    expect(t.sql.length).toBeGreaterThan(before);
    const remote = await apiApp.request(`https://shop.example${path}`, { headers: { 'Cache-Control': 'no-cache' } }, t.env);
    expect(statusOf(remote)).toBe('MISS');
    expect(statusOf(await apiApp.request(`https://shop.example${path}`, { headers: { 'Cache-Control': 'no-cache' } }, t.env))).toBe('HIT');
  });

  it('serves an answer older than the fresh time and refreshes it after the answer', async () => {
    const t = testEnv(60_000);
    const path = '/v2/delivery-rates?country=SG&currency=USD';
    expect(statusOf(await get(t.env, path))).toBe('MISS');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_MS + 1000);
    const before = t.sql.length;
    const ctx = createExecutionContext();
    const stale = await apiApp.fetch(new Request(`http://127.0.0.1${path}`), t.env, ctx);
    expect(stale.status).toBe(200);
    expect(statusOf(stale)).toBe('STALE');
    await waitOnExecutionContext(ctx);
    // The refresh ran the rates query after the answer, and stored a fresh copy.
    expect(t.sql.slice(before).some((sql) => sql.includes('FROM delivery_rates'))).toBe(true);
    const again = await get(t.env, path);
    expect(statusOf(again)).toBe('HIT');
    expect(again.headers.get('Age')).toBe('0');
  });
});

describe('a catalog change invalidates cached answers', () => {
  it('a price change: the next read answers the new price', async () => {
    const t = testEnv(0);
    const path = `/v2/inventories/${itemId}?currency=SGD`;
    await get(t.env, path);
    expect(statusOf(await get(t.env, path))).toBe('HIT');
    await env.DB.prepare('UPDATE inventories SET selling_price = 123457 WHERE id = ?').bind(itemId).run();
    const after = await get(t.env, path);
    expect(statusOf(after)).toBe('MISS');
    expect(((await after.json()) as DataResponse<ProductDetail>).data.selling_price).toBe(123457);
  });

  it('a sale: the list and the detail show the item sold', async () => {
    const t = testEnv(0);
    const path = `/v2/inventories/${itemId}`;
    await get(t.env, path);
    expect(statusOf(await get(t.env, path))).toBe('HIT');
    await env.DB.prepare('UPDATE inventories SET status = 2, sold_price = selling_price WHERE id = ?').bind(itemId).run();
    const after = (await (await get(t.env, path)).json()) as DataResponse<ProductDetail>;
    expect(after.data.status).toBe(2);
  });

  it('a reseed: the totals are the new catalog', async () => {
    const t = testEnv(0);
    const path = '/v2/inventories?l=1';
    await get(t.env, path);
    expect(statusOf(await get(t.env, path))).toBe('HIT');
    await seedTestCatalog(150);
    const after = await get(t.env, path);
    expect(statusOf(after)).toBe('MISS');
    expect(((await after.json()) as ProductListResponse).total_count).toBe(150);
    itemId = ((await (await get(t.env, '/v2/inventories?l=1')).json()) as ProductListResponse).data[0]?.id ?? 0;
  });

  it('with the isolate memo on, a client holding a newer bookmark sees the write at once', async () => {
    const t = testEnv(60_000);
    const path = `/v2/inventories/${itemId}?currency=JPY`;
    const first = await get(t.env, path);
    expect(statusOf(first)).toBe('MISS');
    const seen = first.headers.get(BOOKMARK_HEADER) ?? '';
    expect(seen).not.toBe('');

    // A write in a session that continues from what the client saw: its bookmark is newer.
    const writer = env.DB.withSession(seen);
    await writer.prepare('UPDATE inventories SET selling_price = 98765 WHERE id = ?').bind(itemId).run();
    const written = writer.getBookmark() ?? '';
    expect(written > seen).toBe(true);

    // Without the bookmark this isolate still trusts the version it read (for up to its memo time).
    expect(statusOf(await get(t.env, path))).toBe('HIT');
    const fresh = await get(t.env, path, { [BOOKMARK_HEADER]: written });
    expect(statusOf(fresh)).toBe('MISS');
    expect(((await fresh.json()) as DataResponse<ProductDetail>).data.selling_price).toBe(Math.round(98765 * 112));
    expect((fresh.headers.get(BOOKMARK_HEADER) ?? '') >= written).toBe(true);
  });

  it('ignores a malformed bookmark instead of failing the call', async () => {
    const t = testEnv(0);
    const res = await get(t.env, '/startup', { [BOOKMARK_HEADER]: 'not-a-bookmark' });
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(/^[0-9a-f]{8}-/);
  });
});

describe('the session lookup', () => {
  it('is skipped by public reads: an unknown or expired token gets the public answer, with no sessions query', async () => {
    const t = testEnv(0);
    const uuid = crypto.randomUUID();
    const expired = await createSession(env.DB, uuid, null);
    await env.DB.prepare('UPDATE sessions SET expires_at = 1 WHERE guest_uuid = ?').bind(uuid).run();
    for (const path of [
      '/startup',
      '/v3/home',
      `/v2/inventories/${itemId}`,
      '/v2/inventories?l=2',
      `/v1/inventories/${itemId}/recommendation`,
      '/v2/delivery-rates',
    ]) {
      for (const token of [expired, 'unknown-token']) {
        const before = t.sql.length;
        const res = await get(t.env, path, { Authorization: `Bearer ${token}` });
        expect(res.status, path).toBe(200);
        expect(
          t.sql.slice(before).filter((sql) => /\bsessions\b/.test(sql)),
          path,
        ).toEqual([]);
      }
    }
  });

  it('still guards everything else: popular searches and owner-scoped reads answer 401 to an expired token', async () => {
    const t = testEnv(0);
    const uuid = crypto.randomUUID();
    const token = await createSession(env.DB, uuid, null);
    await env.DB.prepare('UPDATE sessions SET expires_at = 1 WHERE guest_uuid = ?').bind(uuid).run();
    for (const path of ['/v1/search-terms', '/v1/users/me', '/v1/orders']) {
      expect((await get(t.env, path, { Authorization: `Bearer ${token}` })).status, path).toBe(401);
    }
  });

  it("never caches a signed-in shopper's owner-scoped reads", async () => {
    const t = testEnv(60_000);
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = 'demo@reluxe.sg'").first<{ id: number }>();
    const token = await createSession(env.DB, crypto.randomUUID(), user?.id ?? null);
    for (const path of ['/v1/orders', '/v1/users/me', '/v1/search-terms']) {
      const first = await get(t.env, path, { Authorization: `Bearer ${token}` });
      expect(first.status, path).toBe(200);
      const before = t.sql.length;
      const second = await get(t.env, path, { Authorization: `Bearer ${token}` });
      expect(second.status, path).toBe(200);
      expect(statusOf(second), path).toBeNull();
      // Each call looked the session up again and ran its own queries.
      expect(
        t.sql.slice(before).some((sql) => /\bsessions\b/.test(sql)),
        path,
      ).toBe(true);
    }
    const orders = await get(t.env, '/v1/orders', { Authorization: `Bearer ${token}` });
    expect(orders.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
