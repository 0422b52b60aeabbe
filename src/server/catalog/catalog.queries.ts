/** D1 access of the catalog calls. SQL text lives in inventory-sql.ts; row mapping in rows.ts. */
import type { DeliveryRate, ProductCard, ProductDetail, ProductGroup, ProductListResponse, SearchTerm } from '../../lib/contract/catalog.ts';
import { closestNames, type SearchVocabulary } from '../../lib/search/query-understanding.ts';
import { convertFromSgd } from './pricing.ts';
import { readGroupQuery, type CatalogReference, type CurrencyChoice, type InventorySearch } from './inventory-query.ts';
import { countQuery, DETAIL_QUERY, pageQuery, recommendationQueries, type SqlQuery } from './inventory-sql.ts';
import { toCard, toDetail, type CardRow, type DetailRow } from './rows.ts';
import type { SeedDeliveryRate } from '../seed/generate-catalog.ts';

/** Cards per home carousel. */
export const HOME_GROUP_SIZE = 12;
export const POPULAR_TERMS_LIMIT = 10;

const prepare = (db: D1Database, query: SqlQuery) => db.prepare(query.sql).bind(...query.params);
const nowSeconds = (now: number) => Math.floor(now / 1000);

/**
 * GET /v2/inventories: one page and the total, in one round trip. A text search says when its text
 * was corrected, and one that found nothing carries suggestions (both from memory: no more queries).
 */
export async function searchInventories(
  db: D1Database,
  search: InventorySearch,
  now = Date.now(),
  vocabulary: SearchVocabulary | null = null,
  typed: string | null = null,
): Promise<ProductListResponse> {
  const at = nowSeconds(now);
  const offset = (search.page - 1) * search.limit;
  const [page, count] = await db.batch([
    prepare(db, pageQuery(search.filter, search.sort, search.limit, offset, at)),
    prepare(db, countQuery(search.filter, at)),
  ]);
  const rows = (page?.results ?? []) as CardRow[];
  const counted = (count?.results ?? [])[0] as { total: number; chosen?: number } | undefined;
  const total = counted?.total ?? 0;
  const answer: ProductListResponse = { data: rows.map((row) => toCard(row, search.currency)), total_count: total };
  // The text itself (0) or the looser search (n) the database chose: what it says it left out and corrected.
  const fallback = search.fallbacks[(counted?.chosen ?? 0) - 1];
  const correction = fallback ? fallback.correction : search.correction;
  const relaxation = fallback ? fallback.relaxation : search.relaxation;
  if (correction && total > 0) answer.correction = { ...correction };
  if (relaxation && total > 0) answer.relaxation = { text: relaxation.text, original: relaxation.original, dropped: [...relaxation.dropped] };
  if (total === 0 && search.filter.text !== null && vocabulary && typed) {
    answer.suggestions = { closest: closestNames(typed, vocabulary), popular: [...vocabulary.popular] };
  }
  return answer;
}

interface GroupRow {
  id: number;
  heading: string;
  query: string;
}

/**
 * GET /v3/home: every product group with its newest available items, at the chosen store location
 * when one is given. Groups left without items are not answered (the page then shows 'No DATA').
 */
export async function loadHomeGroups(
  db: D1Database,
  ref: CatalogReference,
  currency: CurrencyChoice,
  storeId: number | null,
  now = Date.now(),
): Promise<ProductGroup[]> {
  const groups = (await db.prepare('SELECT id, heading, query FROM product_groups ORDER BY sort_order, id').all<GroupRow>()).results ?? [];
  const at = nowSeconds(now);
  const runnable: { group: GroupRow; query: SqlQuery }[] = [];
  for (const group of groups) {
    let search: ReturnType<typeof readGroupQuery>;
    try {
      search = readGroupQuery(group.query, ref);
    } catch (error) {
      // A bad stored query is our data's fault: leave the group out rather than fail the page.
      console.error('product group with an unreadable query', group.id, group.query, error);
      continue;
    }
    const filter = { ...search.filter, availableOnly: true };
    if (storeId !== null) {
      if (filter.storeIds.length && !filter.storeIds.includes(storeId)) continue;
      filter.storeIds = [storeId];
    }
    runnable.push({ group, query: pageQuery(filter, search.sort, HOME_GROUP_SIZE, 0, at) });
  }
  if (!runnable.length) return [];
  const results = await db.batch(runnable.map((entry) => prepare(db, entry.query)));
  const answer: ProductGroup[] = [];
  runnable.forEach(({ group }, index) => {
    const rows = (results[index]?.results ?? []) as CardRow[];
    if (rows.length) {
      answer.push({ id: group.id, heading: group.heading, query: group.query, items: rows.map((row) => toCard(row, currency)) });
    }
  });
  return answer;
}

export async function loadDetail(db: D1Database, id: number, currency: CurrencyChoice): Promise<ProductDetail | null> {
  const row = await db.prepare(DETAIL_QUERY).bind(id).first<DetailRow>();
  return row ? toDetail(row, currency) : null;
}

/** Similar items, never the item itself; null when the item does not exist. */
export async function loadRecommendations(db: D1Database, id: number, limit: number, currency: CurrencyChoice): Promise<ProductCard[] | null> {
  const [exists, ...parts] = await db.batch([
    db.prepare('SELECT id FROM inventories WHERE id = ?').bind(id),
    ...recommendationQueries(id, limit).map((query) => prepare(db, query)),
  ]);
  if (!exists?.results?.length) return null;
  const seen = new Set<number>();
  const cards: ProductCard[] = [];
  for (const part of parts) {
    for (const row of (part.results ?? []) as CardRow[]) {
      if (cards.length >= limit) break;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      cards.push(toCard(row, currency));
    }
  }
  return cards;
}

export async function loadSearchTerms(db: D1Database): Promise<SearchTerm[]> {
  const { results } = await db.prepare('SELECT term FROM search_terms ORDER BY popularity DESC, id LIMIT ?').bind(POPULAR_TERMS_LIMIT).all<SearchTerm>();
  return results ?? [];
}

/** The delivery_rates columns, as the seed writes them. */
type RateRow = SeedDeliveryRate;

export async function loadDeliveryRates(
  db: D1Database,
  where: { country: string | null; category: number | null },
  currency: CurrencyChoice,
): Promise<DeliveryRate[]> {
  const terms: string[] = [];
  const params: (string | number)[] = [];
  if (where.country !== null) {
    terms.push('country_code = ?');
    params.push(where.country);
  }
  if (where.category !== null) {
    terms.push('category_id = ?');
    params.push(where.category);
  }
  const sql = `SELECT country_code, category_id, method, price_sgd, min_days, max_days FROM delivery_rates
    ${terms.length ? `WHERE ${terms.join(' AND ')}` : ''} ORDER BY country_code, category_id, price_sgd, method`;
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<RateRow>();
  return (results ?? []).map((row) => ({
    country_code: row.country_code,
    category_id: row.category_id,
    method: row.method,
    price: convertFromSgd(row.price_sgd, currency.rate),
    currency: currency.code,
    min_days: row.min_days,
    max_days: row.max_days,
  }));
}
