import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { readInventorySearch } from '../../../src/server/catalog/inventory-query.ts';
import { countQuery, pageIdsQuery, type SqlQuery } from '../../../src/server/catalog/inventory-sql.ts';
import { loadCatalogReference } from '../../../src/server/catalog/reference.queries.ts';
import { describePlans, expectIndexed, plan } from '../query-plan.ts';
import { seedTestCatalog } from './fixture.ts';

beforeAll(async () => {
  await seedTestCatalog(300);
});

async function queriesFor(qs: string): Promise<{ page: SqlQuery; count: SqlQuery }> {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(qs)) (raw[key] ??= []).push(value);
  const search = readInventorySearch(raw, await loadCatalogReference(env.DB));
  const now = Math.floor(Date.now() / 1000);
  const offset = (search.page - 1) * search.limit;
  return { page: pageIdsQuery(search.filter, search.sort, search.limit, offset, now), count: countQuery(search.filter, now) };
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

// FTS5 serves a prefix from a prefix index only at exactly that length (migration 0045): words of up to
// 6 characters, most of what shoppers type, are read there instead of merged from every longer term.
it('the text index keeps prefix indexes of 1 to 6 characters', async () => {
  const row = await env.DB.prepare("SELECT sql FROM sqlite_schema WHERE name = 'inventories_fts'").first<{ sql: string }>();
  expect(row?.sql.replace(/\s+/g, ' ')).toMatch(/prefix = '1 2 3 4 5 6'/);
});

describePlans('query plans', () => {
  it.each(FILTERS)('%s: the count uses its index, never a table scan', async (qs, access) => {
    expectIndexed(await plan((await queriesFor(qs)).count), access, TABLE_SCAN);
  });

  it.each(FILTERS)('%s: the page uses its index, or walks the primary key in order and stops at the page', async (qs, access) => {
    const steps = await plan((await queriesFor(qs)).page);
    const indexed = steps.some((step) => access.test(step)) && !steps.some((step) => TABLE_SCAN.test(step));
    const orderedWalk = steps.some((step) => TABLE_SCAN.test(step)) && !steps.some((step) => step.includes('TEMP B-TREE'));
    expect(indexed || orderedWalk, steps.join(' | ')).toBe(true);
  });

  it.each(['ids=9,3,120', 'ids=9,3&brand=Chanel', 'ids=9,3&product=bag'])('%s: the items are looked up by primary key, never a scan', async (qs) => {
    const { page, count } = await queriesFor(qs);
    for (const steps of [await plan(page), await plan(count)]) {
      // inventories_by_id (0044) holds the primary key alone: a lookup on it is a primary-key lookup.
      expect(
        steps.some((step) => /USING INTEGER PRIMARY KEY|rowid=\?|VIRTUAL TABLE INDEX|USING COVERING INDEX inventories_by_id \(id=\?\)/.test(step)),
        steps.join(' | '),
      ).toBe(true);
      expect(
        steps.some((step) => TABLE_SCAN.test(step)),
        steps.join(' | '),
      ).toBe(false);
    }
  });

  it('brand, category and price ranges together are counted from one covering index', async () => {
    const steps = await plan((await queriesFor('brand=Chanel&category=1&price_range=3,4')).count);
    expect(
      steps.every((step) => step.includes('COVERING INDEX inventories_by_brand_category_price') || !step.startsWith('SEARCH')),
      steps.join(' | '),
    ).toBe(true);
  });

  it.each(['', 'sort=price_asc', 'sort=price_desc', 'brand=Dior&sort=price_desc'])(
    '%s: sorted pages read an index in order, no sort of the table',
    async (qs) => {
      const steps = await plan((await queriesFor(qs)).page);
      expect(
        steps.some((step) => step.includes('TEMP B-TREE')),
        steps.join(' | '),
      ).toBe(false);
    },
  );

  // The filter panel's price ranges are next to each other: 3,4 is one price range of one index, read in
  // price order and stopped at the page, where an OR of two ranges would be merged and sorted first.
  it.each([
    ['brand=Chanel&category=1&price_range=3,4&sort=price_asc', 'inventories_by_brand_category_price'],
    ['brand=Chanel&category=1&price_range=4,3&sort=price_desc', 'inventories_by_brand_category_price'],
    ['price_range=1,2,3&sort=price_asc', 'inventories_by_price'],
  ])('%s: adjacent price ranges are one range of %s, in order, no OR and no sort', async (qs, index) => {
    const { page, count } = await queriesFor(qs);
    for (const steps of [await plan(page), await plan(count)]) {
      expect(
        steps.filter((step) => step.startsWith('SEARCH i USING COVERING INDEX')),
        steps.join(' | '),
      ).toEqual([expect.stringMatching(new RegExp(`^SEARCH i USING COVERING INDEX ${index} \\(.*selling_price>\\? AND selling_price<\\?\\)$`))]);
      expect(
        steps.some((step) => step.includes('MULTI-INDEX OR') || step.includes('TEMP B-TREE')),
        steps.join(' | '),
      ).toBe(false);
    }
  });

  // A deep page of the unfiltered list steps over the skipped ids on the ids-only index (migration
  // 0044), not over table rows; the whole-table count has no WHERE, so SQLite counts b-tree cells.
  it.each(['l=50&p=5', 'sort=newest&l=10&p=25'])('%s: a deep page steps over ids on inventories_by_id, and the count reads no rows', async (qs) => {
    const { page, count } = await queriesFor(qs);
    const pageSteps = await plan(page);
    expect(pageSteps, pageSteps.join(' | ')).toEqual(['SCAN i USING COVERING INDEX inventories_by_id']);
    expect(count.sql).not.toMatch(/\bWHERE\b/);
    const countSteps = await plan(count);
    expect(countSteps.length > 0 && countSteps.every((step) => /^SCAN (i|inventories) USING COVERING INDEX /.test(step)), countSteps.join(' | ')).toBe(true);
  });
});
