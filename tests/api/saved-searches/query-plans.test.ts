/**
 * Issue 14: a saved search's 'N new' count stays fast at 100,000 items because it never scans the
 * catalog: 'listed since' is a range on the primary key or on the filter's own index (which carries
 * the id), and a text search hands the bound to FTS5. The plans are read from D1 itself, before and
 * after ANALYZE (the statistics a seeded store has).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedQueryParams } from '../../../src/lib/saved-searches/saved-search-query.ts';
import type { SavedSearchQuery } from '../../../src/lib/contract/saved-searches.ts';
import { readFilterQuery } from '../../../src/server/catalog/inventory-query.ts';
import { newMatchesCountQuery, newMatchesQuery, type SqlQuery } from '../../../src/server/catalog/inventory-sql.ts';
import { loadCatalogReference } from '../../../src/server/catalog/reference.queries.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { describePlans, expectIndexed, plan } from '../query-plan.ts';

let seenAfter = 0;
beforeAll(async () => {
  await seedTestCatalog(600);
  // As a saved search a while ago: most of the catalog is older than it.
  seenAfter = ((await env.DB.prepare('SELECT MAX(id) AS id FROM inventories').first<{ id: number }>())?.id ?? 0) - 50;
});

async function queriesFor(saved: SavedSearchQuery): Promise<{ count: SqlQuery; newest: SqlQuery }> {
  const { filter } = readFilterQuery(savedQueryParams(saved), await loadCatalogReference(env.DB));
  const now = Math.floor(Date.now() / 1000);
  return { count: newMatchesCountQuery(filter, seenAfter, 100, now), newest: newMatchesQuery(filter, seenAfter, 3, now) };
}

/** A pass over the whole inventories table, not narrowed by any index. */
const TABLE_SCAN = /^SCAN (i|inventories)$/;
/**
 * The catalog read through an index or the primary key (with its id range), or through FTS5; or the
 * partial index of items with a deal (only those rows are in it), as GET /v2/inventories?deal=true does.
 */
const INDEXED = /SEARCH i USING (INTEGER PRIMARY KEY|(COVERING )?INDEX inventories_\w+)|SCAN i USING INDEX inventories_with_deal|VIRTUAL TABLE INDEX/;

const SAVED: [string, SavedSearchQuery][] = [
  ['nothing but the sort', { sort: 'price_asc' }],
  ['words', { product: 'black bag' }],
  ['words and a brand', { product: 'flap', brand: ['Chanel'] }],
  ['a brand', { brand: ['Chanel'] }],
  ['Others (every house but four)', { brand: ['Others'] }],
  ['categories', { category: [1, 2] }],
  ['gender', { gender: ['W'] }],
  ['colours', { color: ['black', 'red'] }],
  ['a store location', { location: ['SG'] }],
  ['price ranges', { price_range: [2, 5] }],
  ['deals', { deal: true }],
  ['brand, category and price', { brand: ['Chanel'], category: [1], price_range: [3, 4] }],
];

describePlans('new-match queries', () => {
  it.each(SAVED)('%s: the count reads an index, never the whole table', async (_label, saved) => {
    expectIndexed(await plan((await queriesFor(saved)).count), INDEXED, TABLE_SCAN);
  });

  it.each(SAVED)('%s: the digest’s newest pieces read an index, never the whole table', async (_label, saved) => {
    expectIndexed(await plan((await queriesFor(saved)).newest), INDEXED, TABLE_SCAN);
  });

  it('a search with no filter reads only the ids listed since (a primary-key range)', async () => {
    const steps = await plan((await queriesFor({})).count);
    expect(steps.join(' | ')).toMatch(/SEARCH i USING INTEGER PRIMARY KEY \(rowid>\?\)/);
  });

  it('a text search gives FTS5 the id bound (only newer rows of the index are read)', async () => {
    const { count } = await queriesFor({ product: 'bag' });
    expect(count.sql).toMatch(/inventories_fts MATCH \? AND f\.rowid > \?/);
    const steps = await plan(count);
    expect(
      steps.some((step) => /SCAN f VIRTUAL TABLE INDEX/.test(step)),
      steps.join(' | '),
    ).toBe(true);
  });
});

describe('the shopper’s own list', () => {
  it('is read through the (user_id, query) index', async () => {
    const { results } = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT * FROM saved_searches WHERE user_id = ? ORDER BY id DESC')
      .bind(1)
      .all<{ detail: string }>();
    const steps = results.map((row) => row.detail);
    expect(
      steps.some((step) => /SEARCH saved_searches USING INDEX sqlite_autoindex_saved_searches_1 \(user_id=\?\)/.test(step)),
      steps.join(' | '),
    ).toBe(true);
  });
});
