/**
 * SQL of the catalog's list queries, built from a checked filter. Pure, so the benchmark can run the
 * very same statements on bare SQLite. Every filter maps to an index (or the FTS5 table); lists use a
 * deferred join: the ids of one page are found on the narrow inventories table and its indexes, and
 * only those rows are joined to brands, stores and the wide details.
 * Kept to erasable TypeScript: the benchmark runs it under Node's type stripping.
 */
import { dealInEffectSql } from '../../lib/catalog/deal.ts';
import type { InventorySort } from '../../lib/contract/catalog.ts';
import type { InventoryFilter } from './inventory-query.ts';

export type SqlParam = string | number;
export interface SqlQuery {
  sql: string;
  params: SqlParam[];
}

/** Columns of a product card; see rows.ts for their mapping. */
export const CARD_COLUMNS = `i.id, b.name AS brand, i.model, i.selling_price, i.sold_price, i.status,
  i.min_offer_price_with_fee, i.is_min_offer_price, s.city AS store_city, s.country AS store_country,
  i.deal_price, i.deal_start, i.deal_end, d.assets`;

export const CARD_JOINS = `JOIN brands b ON b.id = i.brand_id
  JOIN stores s ON s.id = i.store_id
  JOIN inventory_details d ON d.inventory_id = i.id`;

const ORDER_BY: Readonly<Record<InventorySort, string>> = {
  // Without text there is nothing to match best: listing order, as newest.
  relevance: 'i.id DESC',
  // Ids are assigned at listing, so the primary key is the listing order.
  newest: 'i.id DESC',
  // Ties keep index order (price, id), read forwards or backwards, so no sort step is needed.
  price_asc: 'i.selling_price ASC, i.id ASC',
  price_desc: 'i.selling_price DESC, i.id DESC',
};

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/**
 * ORDER BY of a list: ids= answers in the order of its ids (their place in the list, then the id, a
 * total order), other lists by their sort. `column` is the id column of the query's row source.
 */
function orderOf(filter: InventoryFilter, sort: InventorySort, column: string): SqlQuery {
  if (!filter.ids.length) return { sql: `${soldLastPrefix(filter)}${ORDER_BY[sort]}`, params: [] };
  return {
    sql: `CASE ${column} ${filter.ids.map(() => 'WHEN ? THEN ?').join(' ')} END, ${column}`,
    params: filter.ids.flatMap((id, place) => [id, place]),
  };
}

/** sold=last: available (status 1) before sold (2); a sort step over the matches, which a collection keeps small. */
const soldLastPrefix = (filter: InventoryFilter): string => (filter.soldLast && !filter.ids.length ? 'i.status, ' : '');

export type PriceRange = InventoryFilter['priceRanges'][number];

/**
 * The chosen price ranges as the fewest disjoint ranges, lowest first: ranges that touch or overlap
 * (min inclusive, max exclusive, so [3000, 7500) and [7500, 15000) are [3000, 15000)) become one. The
 * same prices match; one range is one step through a price index, read in price order, where an OR
 * of ranges is a multi-index OR followed by a sort.
 */
export function mergePriceRanges(ranges: readonly PriceRange[]): PriceRange[] {
  const sorted = [...ranges].sort((a, b) => a.min - b.min);
  const merged: PriceRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && (last.max === null || range.min <= last.max)) {
      if (last.max !== null && (range.max === null || range.max > last.max)) last.max = range.max;
      continue;
    }
    merged.push({ min: range.min, max: range.max });
  }
  return merged;
}

/**
 * WHERE clause (without the keyword; '1' when there is no filter) and its parameters, for every
 * filter except the text, which the callers join in from the FTS5 table (alias f).
 */
export function filterWhere(filter: InventoryFilter, nowSeconds: number): SqlQuery {
  const terms: string[] = [];
  const params: SqlParam[] = [];
  const inList = (column: string, values: readonly SqlParam[]) => {
    if (!values.length) return;
    terms.push(values.length === 1 ? `${column} = ?` : `${column} IN (${placeholders(values.length)})`);
    params.push(...values);
  };
  inList('i.id', filter.ids);
  inList('i.brand_id', filter.brandIds);
  inList('i.category_id', filter.categoryIds);
  inList('i.gender', filter.genders);
  inList('i.color', filter.colors);
  inList('i.store_id', filter.storeIds);
  if (filter.priceRanges.length) {
    const ranges = mergePriceRanges(filter.priceRanges).map((range) => {
      params.push(range.min);
      if (range.max === null) return 'i.selling_price >= ?';
      params.push(range.max);
      return '(i.selling_price >= ? AND i.selling_price < ?)';
    });
    terms.push(ranges.length === 1 ? (ranges[0] ?? '1') : `(${ranges.join(' OR ')})`);
  }
  inList('i.condition', filter.conditions ?? []);
  // A price range in SGD, both ends included (a collection's rule, issue 36): one range on a price index.
  if (filter.priceMin != null) {
    terms.push('i.selling_price >= ?');
    params.push(filter.priceMin);
  }
  if (filter.priceMax != null) {
    terms.push('i.selling_price <= ?');
    params.push(filter.priceMax);
  }
  // Listed in the last N days: a range on inventories_by_created (migration 0054).
  if (filter.newInDays != null) {
    terms.push('i.created_at >= ?');
    params.push(nowSeconds - filter.newInDays * 86_400);
  }
  if (filter.dealOnly) {
    // The one deal rule (lib/catalog/deal.ts); deal_price IS NOT NULL matches the partial index
    // inventories_with_deal, and the window is checked on its entries.
    const deal = dealInEffectSql('i');
    terms.push(deal.sql);
    params.push(...deal.params(nowSeconds));
  }
  if (filter.availableOnly) terms.push('i.status = 1');
  return { sql: terms.length ? terms.join(' AND ') : '1', params };
}

const FTS_MATCH = 'inventories_fts MATCH ?';

/**
 * Best match: FTS5's BM25 with the columns weighed (brand, model, description, tags), so the house and
 * the model named beat a word found only in the description, a field where every typed word occurs
 * beats one where some do, and rarer words count more; lower is better. Newest first among equals.
 */
export const RELEVANCE_SCORE = 'bm25(inventories_fts, 6.0, 10.0, 0.5, 2.0)';

/**
 * ' WHERE …' for a filter, or nothing when there is none: SQLite counts a whole table from its
 * b-tree pages' cell counts (no row is visited) only for a count with no WHERE clause at all.
 */
const whereClause = (where: SqlQuery): string => (where.sql === '1' ? '' : ` WHERE ${where.sql}`);

/**
 * The ids of one page, in order. A text search walks the FTS5 index newest first (its rowid is the
 * inventory id), joining each hit to its row only to check the other filters, and stops at the page.
 */
export function pageIdsQuery(filter: InventoryFilter, sort: InventorySort, limit: number, offset: number, nowSeconds: number): SqlQuery {
  const where = filterWhere(filter, nowSeconds);
  if (filter.text === null) {
    const order = orderOf(filter, sort, 'i.id');
    return {
      sql: `SELECT i.id FROM inventories i${whereClause(where)} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
      params: [...where.params, ...order.params, limit, offset],
    };
  }
  const relevance = sort === 'relevance' && !filter.ids.length;
  const order = filter.ids.length
    ? orderOf(filter, sort, 'i.id')
    : { sql: `${soldLastPrefix(filter)}${relevance ? 'score, f.rowid DESC' : sort === 'newest' ? 'f.rowid DESC' : ORDER_BY[sort]}`, params: [] };
  const from =
    where.sql === '1' && !soldLastPrefix(filter) && (sort === 'newest' || relevance)
      ? `inventories_fts f WHERE ${FTS_MATCH}`
      : `inventories_fts f JOIN inventories i ON i.id = f.rowid WHERE ${FTS_MATCH} AND ${where.sql}`;
  return {
    sql: `SELECT f.rowid AS id${relevance ? `, ${RELEVANCE_SCORE} AS score` : ''} FROM ${from} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    params: [filter.text, ...where.params, ...order.params, limit, offset],
  };
}

/** One page of cards, in order: the page's ids first, then only those rows joined to the wide data. */
export function pageQuery(filter: InventoryFilter, sort: InventorySort, limit: number, offset: number, nowSeconds: number): SqlQuery {
  const ids = pageIdsQuery(filter, sort, limit, offset, nowSeconds);
  if (sort === 'relevance' && filter.text !== null && !filter.ids.length) {
    // The page's ids come with their score; the cards keep that order.
    return {
      sql: `SELECT ${CARD_COLUMNS}
  FROM (${ids.sql}) p
  JOIN inventories i ON i.id = p.id
  ${CARD_JOINS}
  ORDER BY ${soldLastPrefix(filter)}p.score, p.id DESC`,
      params: ids.params,
    };
  }
  const order = orderOf(filter, sort, 'i.id');
  return {
    sql: `SELECT ${CARD_COLUMNS}
  FROM inventories i
  ${CARD_JOINS}
  WHERE i.id IN (${ids.sql})
  ORDER BY ${order.sql}`,
    params: [...ids.params, ...order.params],
  };
}

export function countQuery(filter: InventoryFilter, nowSeconds: number): SqlQuery {
  const where = filterWhere(filter, nowSeconds);
  if (filter.text === null) return { sql: `SELECT count(*) AS total FROM inventories i${whereClause(where)}`, params: where.params };
  if (where.sql === '1') return { sql: `SELECT count(*) AS total FROM inventories_fts WHERE ${FTS_MATCH}`, params: [filter.text] };
  return {
    sql: `SELECT count(*) AS total FROM inventories_fts f JOIN inventories i ON i.id = f.rowid WHERE ${FTS_MATCH} AND ${where.sql}`,
    params: [filter.text, ...where.params],
  };
}

/**
 * The ids of available pieces matching a filter that were listed after an inventory id (ids are
 * assigned at listing, so this is 'new since'), newest first, at most `limit`: a saved search's new
 * matches. 'id > ?' is a range on the primary key, or on whichever filter index the planner takes
 * (every index carries the id); a text search passes it to FTS5 as a rowid bound.
 */
function newMatchIdsQuery(filter: InventoryFilter, afterId: number, limit: number, nowSeconds: number, ordered: boolean): SqlQuery {
  const where = filterWhere({ ...filter, availableOnly: true }, nowSeconds);
  const order = ordered ? ' ORDER BY id DESC' : '';
  if (filter.text === null) {
    return { sql: `SELECT i.id AS id FROM inventories i WHERE i.id > ? AND ${where.sql}${order} LIMIT ?`, params: [afterId, ...where.params, limit] };
  }
  return {
    sql: `SELECT f.rowid AS id FROM inventories_fts f JOIN inventories i ON i.id = f.rowid WHERE ${FTS_MATCH} AND f.rowid > ? AND ${where.sql}${order} LIMIT ?`,
    params: [filter.text, afterId, ...where.params, limit],
  };
}

/** How many new matches there are, counting no further than `cap` (the work stays bounded however many there are). */
export function newMatchesCountQuery(filter: InventoryFilter, afterId: number, cap: number, nowSeconds: number): SqlQuery {
  const ids = newMatchIdsQuery(filter, afterId, cap, nowSeconds, false);
  return { sql: `SELECT count(*) AS total FROM (${ids.sql})`, params: ids.params };
}

/** The newest `limit` new matches as cards (the alert digest), with the highest new id first. */
export function newMatchesQuery(filter: InventoryFilter, afterId: number, limit: number, nowSeconds: number): SqlQuery {
  const ids = newMatchIdsQuery(filter, afterId, limit, nowSeconds, true);
  return { sql: `SELECT ${CARD_COLUMNS} FROM inventories i ${CARD_JOINS} WHERE i.id IN (${ids.sql}) ORDER BY i.id DESC`, params: ids.params };
}

export const DETAIL_QUERY = `SELECT ${CARD_COLUMNS},
  i.category_id, c.name AS category_name, i.gender, o.option_name AS color_name, i.condition, i.created_at,
  s.id AS store_id, s.country_code AS store_country_code,
  d.description, d.material, d.material_others, d.has_receipt, d.is_original_receipt, d.dimensions, d.inclusions
  FROM inventories i
  ${CARD_JOINS}
  JOIN categories c ON c.id = i.category_id
  LEFT JOIN category_field_options o ON o.field_id = 'color' AND o.option_id = i.color
  WHERE i.id = ?`;

/**
 * Similar items, best first: same brand and category, then same brand, then same category (all
 * available), then sold ones. Each part is a small indexed query; the caller merges them in order.
 */
export function recommendationQueries(id: number, limit: number): SqlQuery[] {
  const of = (column: string) => `(SELECT ${column} FROM inventories WHERE id = ?)`;
  const part = (where: string, params: SqlParam[]): SqlQuery => ({
    sql: `SELECT ${CARD_COLUMNS} FROM inventories i ${CARD_JOINS} WHERE ${where} AND i.id <> ? ORDER BY i.id DESC LIMIT ?`,
    params: [...params, id, limit],
  });
  return [
    part(`i.brand_id = ${of('brand_id')} AND i.category_id = ${of('category_id')} AND i.status = 1`, [id, id]),
    part(`i.brand_id = ${of('brand_id')} AND i.status = 1`, [id]),
    part(`i.category_id = ${of('category_id')} AND i.status = 1`, [id]),
    part(`i.brand_id = ${of('brand_id')} AND i.status = 2`, [id]),
    part(`i.category_id = ${of('category_id')} AND i.status = 2`, [id]),
  ];
}
