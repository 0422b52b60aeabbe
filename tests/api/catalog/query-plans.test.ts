import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { readInventorySearch } from '../../../src/server/catalog/inventory-query.ts';
import { countQuery, pageIdsQuery, type SqlQuery } from '../../../src/server/catalog/inventory-sql.ts';
import { loadCatalogReference } from '../../../src/server/catalog/reference.queries.ts';
import { seedTestCatalog } from './fixture.ts';

beforeAll(async () => {
  await seedTestCatalog(300);
});

async function plan(query: SqlQuery): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params).all<{ detail: string }>();
  return results.map((row) => row.detail);
}

async function queriesFor(qs: string): Promise<{ page: SqlQuery; count: SqlQuery }> {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(qs)) (raw[key] ??= []).push(value);
  const search = readInventorySearch(raw, await loadCatalogReference(env.DB));
  const now = Math.floor(Date.now() / 1000);
  return { page: pageIdsQuery(search.filter, search.sort, search.limit, 0, now), count: countQuery(search.filter, now) };
}

/** A full pass over the inventories table that no index or FTS5 narrows. */
const TABLE_SCAN = /^SCAN i$/;

// Each filter with the index (or the FTS5 table) that must serve it.
const FILTERS: [query: string, access: RegExp][] = [
  ['product=black%20bag', /VIRTUAL TABLE INDEX/],
  ['brand=Chanel', /INDEX inventories_by_brand/],
  ['brand=Others', /INDEX inventories_by_brand/],
  ['category=1,2', /INDEX inventories_by_category/],
  ['gender=Women', /INDEX inventories_by_gender/],
  ['color=black,red', /INDEX inventories_by_color/],
  ['location=SG', /INDEX inventories_by_store/],
  ['price_range=2', /INDEX inventories_by_price/],
  ['price_range=2,5', /INDEX inventories_by_price/],
  ['deal=true', /INDEX inventories_with_deal/],
  ['brand=Chanel&category=1&price_range=3,4', /INDEX inventories_by_(brand|category)/],
];

describe.each([
  ['without statistics', false],
  ['after ANALYZE', true],
])('query plans %s', (_name, analyze) => {
  beforeAll(async () => {
    if (analyze) await env.DB.prepare('ANALYZE').run();
  });

  it.each(FILTERS)('%s: the count uses its index, never a table scan', async (qs, access) => {
    const steps = await plan((await queriesFor(qs)).count);
    expect(steps.some((step) => access.test(step)), steps.join(' | ')).toBe(true);
    expect(steps.some((step) => TABLE_SCAN.test(step)), steps.join(' | ')).toBe(false);
  });

  it.each(FILTERS)('%s: the page uses its index, or walks the primary key in order and stops at the page', async (qs, access) => {
    const steps = await plan((await queriesFor(qs)).page);
    const indexed = steps.some((step) => access.test(step)) && !steps.some((step) => TABLE_SCAN.test(step));
    const orderedWalk = steps.some((step) => TABLE_SCAN.test(step)) && !steps.some((step) => step.includes('TEMP B-TREE'));
    expect(indexed || orderedWalk, steps.join(' | ')).toBe(true);
  });

  it('brand, category and price ranges together are counted from one covering index', async () => {
    const steps = await plan((await queriesFor('brand=Chanel&category=1&price_range=3,4')).count);
    expect(steps.every((step) => step.includes('COVERING INDEX inventories_by_brand_category_price') || !step.startsWith('SEARCH')), steps.join(' | ')).toBe(true);
  });

  it.each(['', 'sort=price_asc', 'sort=price_desc', 'brand=Dior&sort=price_desc'])('%s: sorted pages read an index in order, no sort of the table', async (qs) => {
    const steps = await plan((await queriesFor(qs)).page);
    expect(steps.some((step) => step.includes('TEMP B-TREE')), steps.join(' | ')).toBe(false);
  });
});
