import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionRuleToQuery } from '../../../src/lib/collections/rule-query.ts';
import { collectionRuleSchema } from '../../../src/lib/content/schemas.ts';
import { readInventorySearch } from '../../../src/server/catalog/inventory-query.ts';
import { countQuery, pageIdsQuery } from '../../../src/server/catalog/inventory-sql.ts';
import { loadCatalogReference } from '../../../src/server/catalog/reference.queries.ts';
import type { SeedItem } from '../../../src/server/seed/generate-catalog.ts';
import { describePlans, expectIndexed, plan } from '../query-plan.ts';
import { expectPage, expectRefused, list, newestFirst, priceAsc, seedTestCatalog } from './fixture.ts';

// The parameters a collection's rule adds to GET /v2/inventories (issue 36): each answers exactly the
// pieces the rule means, by an index, and is refused with a 400 naming it when malformed.
let items: SeedItem[];
beforeAll(async () => {
  items = (await seedTestCatalog()).items;
});

const where = (test: (item: SeedItem) => boolean, order = newestFirst) => items.filter(test).sort(order);
const DAY = 86_400;

describe('GET /v2/inventories: the collection parameters', () => {
  it('condition= lists the grades given, any case', async () => {
    expectPage(
      await list('condition=pristine,Very%20Good'),
      where((item) => item.condition === 'Pristine' || item.condition === 'Very Good'),
    );
  });

  it('price_min= and price_max= bound the SGD price, both ends included', async () => {
    const prices = [...new Set(items.map((item) => item.selling_price))].sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)] ?? 0;
    const high = prices[Math.floor(prices.length / 2)] ?? 0;
    const answer = await list(`price_min=${low}&price_max=${high}&sort=price_asc&l=100`);
    expectPage(
      answer,
      where((item) => item.selling_price >= low && item.selling_price <= high, priceAsc),
      100,
    );
    expect(answer.data.some((card) => card.selling_price === low)).toBe(true);
  });

  it('new_days= lists pieces listed in the last N days', async () => {
    const now = Math.floor(Date.now() / 1000);
    const answer = await list('new_days=30&l=100');
    const expected = where((item) => item.created_at >= now - 30 * DAY);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(items.length);
    // The bound moves with the clock: a piece listed within a second of it may fall either side.
    expect(Math.abs(answer.total_count - expected.length)).toBeLessThanOrEqual(1);
  });

  it('sold=hide lists available pieces only; sold=last puts the sold ones after them', async () => {
    expectPage(
      await list('sold=hide'),
      where((item) => item.status === 1),
    );
    const pages = await Promise.all(Array.from({ length: Math.ceil(items.length / 100) }, (_, index) => list(`sold=last&l=100&p=${index + 1}`)));
    const byStatus = (a: SeedItem, b: SeedItem) => a.status - b.status || newestFirst(a, b);
    expect(pages.flatMap((page) => page.data.map((card) => card.id))).toEqual(where(() => true, byStatus).map((item) => item.id));
  });

  it('a collection rule becomes one query string the reader accepts, answering only fitting pieces', async () => {
    const rule = collectionRuleSchema.parse({ houses: ['Hermès'], priceMax: 15000, conditions: ['Pristine', 'Excellent'] });
    const answer = await list(collectionRuleToQuery(rule, { pageSize: 100 }));
    expectPage(
      answer,
      where((item) => item.brand === 'Hermès' && item.selling_price <= 15000 && ['Pristine', 'Excellent'].includes(item.condition) && item.status === 1),
      100,
    );
    expect(answer.total_count).toBeGreaterThan(0);
  });

  it.each([
    ['condition=Mint', "condition: Unknown condition 'Mint'"],
    ['price_min=-5', 'price_min: must be a whole number from 0'],
    ['price_max=abc', 'price_max: must be a whole number from 0'],
    ['price_min=20000&price_max=15000', 'price_max: must not be below price_min (20000); got 15000.'],
    ['new_days=0', 'new_days: must be a whole number from 1 to 365'],
    ['sold=first', "sold: Unknown choice 'first'. Use one of: hide, last."],
  ])('%s is refused, naming the parameter', async (query, message) => {
    await expectRefused(`/v2/inventories?${query}`, message);
  });
});

async function queriesFor(qs: string) {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(qs)) (raw[key] ??= []).push(value);
  const search = readInventorySearch(raw, await loadCatalogReference(env.DB));
  const now = Math.floor(Date.now() / 1000);
  return { page: pageIdsQuery(search.filter, search.sort, search.limit, 0, now), count: countQuery(search.filter, now) };
}

const TABLE_SCAN = /^SCAN i$/;

describePlans('query plans of the collection parameters', () => {
  it.each<[string, RegExp]>([
    ['condition=Pristine', /INDEX inventories_by_condition/],
    ['new_days=7', /INDEX inventories_by_created/],
    ['price_min=1000&price_max=15000', /INDEX inventories_by_price/],
    ['brand=Hermès&price_max=15000', /INDEX inventories_by_brand_price/],
  ])('%s: the count uses its index, never a table scan', async (qs, access) => {
    expectIndexed(await plan((await queriesFor(qs)).count), access, TABLE_SCAN);
  });
});
