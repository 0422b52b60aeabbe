/**
 * Price insight (issue 25): GET /v2/price-guides, /v2/price-guides/lines and
 * /v2/inventories/{id}/price-history on workerd with a real D1, checked against the seeded history
 * computed a second way here; bad input; currencies; the query plans; the edge cache's invalidation.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '../../../src/server/app.ts';
import type { Env } from '../../../src/server/env.ts';
import type { DataResponse } from '../../../src/lib/contract/settings.ts';
import type { ModelLineOption, PriceGuide, PriceHistory } from '../../../src/lib/contract/price-guide.ts';
import type { SeedCatalog } from '../../../src/server/seed/generate-catalog.ts';
import { ascending, percentileSorted, windowStart } from '../../../src/lib/price-guide/stats.ts';
import { CACHE_STATUS_HEADER } from '../../../src/server/public-reads/edge-cache.ts';
import { ITEM_CHANGES_SQL, ITEM_LINE_SQL, LINES_OF_MODEL_SQL, SALES_OF_LINES_SQL } from '../../../src/server/price-guide/price-guide.queries.ts';
import { getJson, RATES, seedTestCatalog } from '../catalog/fixture.ts';

let catalog: SeedCatalog;
beforeAll(async () => {
  catalog = await seedTestCatalog(300);
});

type Guide = DataResponse<PriceGuide>;
const guide = (qs: string) => getJson<Guide>(`/v2/price-guides?${qs}`);

/** The seeded sales of Hermès Birkin (size, condition optional) in the window, in SGD, computed here. */
function oracle(size: string | null, condition: string | null): number[] {
  const since = windowStart(Math.floor(Date.now() / 1000));
  const ids = new Set(catalog.history.lines.filter((l) => l.brand === 'Hermès' && l.name === 'Birkin' && (size === null || l.size === size)).map((l) => l.id));
  return catalog.history.sales
    .filter((s) => ids.has(s.line_id) && s.sold_at >= since && (condition === null || s.condition === condition))
    .map((s) => s.price_sgd);
}

describe('GET /v2/price-guides', () => {
  it('answers a line’s quartiles, monthly figures, trend and days to sell, as computed from the sales', async () => {
    const { status, body } = await guide('brand=Herm%C3%A8s&model=Birkin&size=30&condition=Excellent');
    expect(status).toBe(200);
    const prices = ascending(oracle('30', 'Excellent'));
    expect(prices.length).toBeGreaterThanOrEqual(5);
    const g = body.data;
    expect(g.line).toEqual({ brand: 'Hermès', model: 'Birkin', size: '30' });
    expect([g.condition, g.currency, g.months, g.sales_count]).toEqual(['Excellent', 'SGD', 24, prices.length]);
    expect(g.range).toEqual({
      p25: Math.round(percentileSorted(prices, 0.25) ?? 0),
      median: Math.round(percentileSorted(prices, 0.5) ?? 0),
      p75: Math.round(percentileSorted(prices, 0.75) ?? 0),
    });
    expect(g.monthly).toHaveLength(24);
    expect(g.monthly.reduce((n, m) => n + m.count, 0)).toBe(prices.length);
    expect(g.typical_days_to_sell).toBeGreaterThan(0);
  });

  it('takes every size together without size=, and names without case or accents for the house', async () => {
    const { status, body } = await guide('brand=hermes&model=birkin');
    expect(status).toBe(200);
    expect(body.data.line).toEqual({ brand: 'Hermès', model: 'Birkin', size: null });
    expect(body.data.sales_count).toBe(oracle(null, null).length);
    expect(body.data.trend?.direction).toBe('up');
  });

  it('converts every figure as prices are: the SGD figure times the rate, rounded', async () => {
    const sgd = (await guide('brand=Herm%C3%A8s&model=Birkin&size=30')).body.data;
    const prices = ascending(oracle('30', null));
    for (const [code, rate] of Object.entries(RATES)) {
      const { status, body } = await guide(`brand=Herm%C3%A8s&model=Birkin&size=30&currency=${code.toLowerCase()}`);
      expect(status).toBe(200);
      expect(body.data.currency).toBe(code);
      expect(body.data.range?.median).toBe(Math.round((percentileSorted(prices, 0.5) ?? 0) * rate));
      expect(body.data.sales_count).toBe(sgd.sales_count);
    }
  });

  it('says too few sales with no range (fewer than 5)', async () => {
    // A material the line is made in, in its rarest condition, narrows it below five.
    const { body } = await guide('brand=Herm%C3%A8s&model=Birkin&size=25&condition=Fair&material=Niloticus%20crocodile');
    expect(body.data.sales_count).toBeLessThan(5);
    expect(body.data.range).toBeNull();
    expect(body.data.trend).toBeNull();
  });

  const BAD: [qs: string, status: number, message: RegExp][] = [
    ['model=Birkin', 400, /brand: is required/],
    ['brand=Herm%C3%A8s', 400, /model: is required/],
    ['brand=Nobody&model=Birkin', 404, /No house named 'Nobody'/],
    ['brand=Herm%C3%A8s&model=Nothing', 404, /no model line 'Nothing'/],
    ['brand=Herm%C3%A8s&model=Birkin&size=31', 400, /size: the Hermès Birkin comes in 25, 30, 35; got '31'/],
    ['brand=Herm%C3%A8s&model=Twilly&size=30', 400, /has no sizes/],
    ['brand=Herm%C3%A8s&model=Birkin&condition=Mint', 400, /condition: Unknown condition 'Mint'/],
    ['brand=Herm%C3%A8s&model=Birkin&material=Denim', 400, /material: the Hermès Birkin is not made in 'Denim'/],
    ['brand=Herm%C3%A8s&model=Birkin&currency=XYZ', 400, /Unknown currency 'XYZ'/],
    ['brand=Herm%C3%A8s&model=Birkin&colour=red', 400, /Unknown query parameter 'colour'/],
    ['brand=Herm%C3%A8s&model=Birkin&brand=Chanel', 400, /brand: must be given once/],
    [`brand=Herm%C3%A8s&model=${'x'.repeat(121)}`, 400, /model: is limited to 120 characters/],
    ['brand=__proto__&model=constructor', 404, /No house named '__proto__'/],
  ];
  it.each(BAD)('refuses %s with a clear %i in the envelope', async (qs, status, message) => {
    const res = await getJson<{ error: { type: string; message: string } }>(`/v2/price-guides?${qs}`);
    expect(res.status).toBe(status);
    expect(res.body.error.type).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION');
    expect(res.body.error.message).toMatch(message);
  });
});

describe('GET /v2/price-guides/lines', () => {
  it('lists every seeded line with its sizes in order and its materials', async () => {
    const { status, body } = await getJson<DataResponse<ModelLineOption[]>>('/v2/price-guides/lines');
    expect(status).toBe(200);
    const birkin = body.data.find((l) => l.brand === 'Hermès' && l.model === 'Birkin');
    expect(birkin?.sizes).toEqual(['25', '30', '35']);
    expect(birkin?.materials).toContain('Togo leather');
    expect(new Set(body.data.map((l) => `${l.brand}|${l.model}`)).size).toBe(body.data.length);
    expect(body.data.find((l) => l.model === 'Twilly')?.sizes).toEqual([]);
  });
});

describe('GET /v2/inventories/{id}/price-history', () => {
  it('answers a reduced piece’s changes, oldest first, converted, with its line', async () => {
    const change = catalog.history.priceChanges[0];
    expect(change).toBeDefined();
    const id = change?.inventory_id ?? 0;
    const item = catalog.items.find((i) => i.id === id);
    const expected = catalog.history.priceChanges.filter((c) => c.inventory_id === id);
    const { status, body } = await getJson<DataResponse<PriceHistory>>(`/v2/inventories/${id}/price-history?currency=USD`);
    expect(status).toBe(200);
    expect(body.data.line).toEqual({ brand: item?.brand, model: item?.line_name, size: item?.line_size || null });
    expect(body.data.condition).toBe(item?.condition);
    expect(body.data.changes).toEqual(
      expected.map((c) => ({
        from: Math.round(c.old_price_sgd * 0.74),
        to: Math.round(c.new_price_sgd * 0.74),
        changed_at: new Date(c.changed_at * 1000).toISOString(),
      })),
    );
  });

  it.each([
    ['0', 400],
    ['abc', 400],
    ['1234567890', 400],
    ['999999', 404],
  ])('refuses item %s with %i', async (id, status) => {
    const res = await getJson<{ error: { message: string } }>(`/v2/inventories/${id}/price-history`);
    expect(res.status).toBe(status);
    expect(res.body.error.message.length).toBeGreaterThan(5);
  });
});

async function plan(sql: string, ...params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

describe('query plans', () => {
  it('reads a guide’s sales from the covering index, lines by their unique index, changes by item', async () => {
    await env.DB.prepare('ANALYZE').run();
    const sales = await plan(SALES_OF_LINES_SQL, '[1,2]', 0, 'Excellent', null);
    expect(sales.join('\n')).toMatch(/SEARCH sales USING COVERING INDEX sales_by_line_time \(line_id=\? AND sold_at>\?\)/);
    expect(sales.join('\n')).not.toMatch(/SCAN sales/);
    expect((await plan(LINES_OF_MODEL_SQL, 1, 'Birkin')).join('\n')).toMatch(
      /SEARCH model_lines USING (COVERING )?INDEX sqlite_autoindex_model_lines_1 \(brand_id=\? AND name=\?\)/,
    );
    expect((await plan(ITEM_CHANGES_SQL, 1)).join('\n')).toMatch(/SEARCH price_changes USING INDEX price_changes_by_item \(inventory_id=\?\)/);
    const item = (await plan(ITEM_LINE_SQL, 1)).join('\n');
    expect(item).toMatch(/SEARCH i USING INTEGER PRIMARY KEY/);
    expect(item).not.toMatch(/SCAN/);
  });
});

describe('cached at the edge, invalidated when a sale or a price change lands', () => {
  const get = (path: string) => apiApp.request(`http://127.0.0.1${path}`, {}, env as unknown as Env);
  const statusOf = (res: Response) => res.headers.get(CACHE_STATUS_HEADER);

  it('a sale of a Birkin 30 moves its guide', async () => {
    const path = '/v2/price-guides?brand=Herm%C3%A8s&model=Birkin&size=30';
    const first = (await (await get(path)).json()) as Guide;
    expect(statusOf(await get(path))).toBe('HIT');
    const piece = catalog.items.find((i) => i.status === 1 && i.line_name === 'Birkin' && i.line_size === '30');
    expect(piece).toBeDefined();
    await env.DB.prepare('UPDATE inventories SET status = 2, sold_price = 1 WHERE id = ?').bind(piece?.id).run();
    const after = await get(path);
    expect(statusOf(after)).toBe('MISS');
    const moved = (await after.json()) as Guide;
    expect(moved.data.sales_count).toBe(first.data.sales_count + 1);
    expect(moved.data.monthly.at(-1)?.count).toBe((first.data.monthly.at(-1)?.count ?? 0) + 1);
  });

  it('a repricing is recorded and answered at once', async () => {
    const piece = catalog.items.find((i) => i.status === 1 && !catalog.history.priceChanges.some((c) => c.inventory_id === i.id));
    const path = `/v2/inventories/${piece?.id}/price-history`;
    expect(((await (await get(path)).json()) as DataResponse<PriceHistory>).data.changes).toEqual([]);
    expect(statusOf(await get(path))).toBe('HIT');
    await env.DB.prepare('UPDATE inventories SET selling_price = selling_price - 100 WHERE id = ?').bind(piece?.id).run();
    const after = await get(path);
    expect(statusOf(after)).toBe('MISS');
    const changes = ((await after.json()) as DataResponse<PriceHistory>).data.changes;
    expect(changes).toHaveLength(1);
    expect(changes[0]?.from).toBe(piece?.selling_price);
    expect(changes[0]?.to).toBe((piece?.selling_price ?? 0) - 100);
  });
});
