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

/**
 * Best match ranks at most this many of a text search's matches: its newest. A broad search ('black
 * bag' matches one item in eight) then costs about what a narrow one does, however many items match;
 * the matches past them follow, newest first. A search that can match no more than this many (the
 * index's own counts say so, filter.textDocuments) ranks all of them, with the word-order bonus.
 */
export const RANK_CANDIDATES = 1000;

/** Which expression of a text search (or of the fallback chosen) an operand stands for. */
type TextPart = 'text' | 'rank' | 'bonus';

/** Whether a search can match no more than RANK_CANDIDATES items (the index's counts are an upper bound). */
const isNarrow = (documents: number | undefined): boolean => documents !== undefined && documents <= RANK_CANDIDATES;

/**
 * The operand of 'inventories_fts MATCH …': the text, or when it has looser fallbacks (words left out,
 * issue 37) the first of them that finds something with the other filters, decided by the database in
 * the same statement. `part`: what must match ('text'), the best-match expression of a search that
 * cannot be broad ('rank'), or the word-order phrase ('bonus', the text itself when there is none).
 */
function textOperand(filter: InventoryFilter, nowSeconds: number, part: TextPart): SqlQuery {
  const first = { text: filter.text ?? '', rankText: filter.rankText ?? filter.text ?? '', documents: filter.textDocuments, bonus: filter.textBonus };
  const chosen = (candidate: { text: string; rankText: string; documents?: number | undefined; bonus?: string | undefined }) =>
    part === 'bonus' ? (candidate.bonus ?? candidate.text) : part === 'rank' && isNarrow(candidate.documents) ? candidate.rankText : candidate.text;
  const fallbacks = filter.textFallbacks ?? [];
  if (!fallbacks.length) return { sql: '?', params: [chosen(first)] };
  const test = existsTest(filter, nowSeconds);
  const candidates = [first, ...fallbacks];
  const params: SqlParam[] = [];
  const whens = candidates.map((candidate) => {
    params.push(candidate.text, ...test.params, chosen(candidate));
    return `WHEN ${test.sql} THEN ?`;
  });
  // None finds anything: the text itself (the answer then offers suggestions).
  params.push(chosen(first));
  return { sql: `(CASE ${whens.join(' ')} ELSE ? END)`, params };
}

/** 'EXISTS (…)' of a text match (its one placeholder first) with the filter's other conditions, as the list reads them. */
function existsTest(filter: InventoryFilter, nowSeconds: number): SqlQuery {
  const where = filterWhere(filter, nowSeconds);
  if (where.sql === '1') return { sql: `EXISTS (SELECT 1 FROM inventories_fts WHERE ${FTS_MATCH_ONE})`, params: [] };
  return {
    sql: `EXISTS (SELECT 1 FROM inventories_fts x JOIN inventories i ON i.id = x.rowid WHERE ${FTS_MATCH_ONE} AND ${where.sql})`,
    params: where.params,
  };
}

const FTS_MATCH_ONE = 'inventories_fts MATCH ?';

/**
 * Which of a text search and its fallbacks the operand chose: 0 the text, n its nth fallback (the
 * list answer reports what that one left out). Null without fallbacks.
 */
export function chosenTextQuery(filter: InventoryFilter, nowSeconds: number): SqlQuery | null {
  const fallbacks = filter.textFallbacks ?? [];
  if (filter.text === null || !fallbacks.length) return null;
  const test = existsTest(filter, nowSeconds);
  const candidates = [filter.text, ...fallbacks.map((fallback) => fallback.text)];
  const params: SqlParam[] = [];
  const whens = candidates.map((text, at) => {
    params.push(text, ...test.params, at);
    return `WHEN ${test.sql} THEN ?`;
  });
  return { sql: `SELECT CASE ${whens.join(' ')} ELSE 0 END AS chosen`, params };
}

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
 * Best match ranks the first RANK_CANDIDATES of that walk (tier 0) and lists the rest newest first
 * (tier 1), so its cost does not grow with the number of matches.
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
  const soldLast = soldLastPrefix(filter);
  const from = (alias: string, operand: SqlQuery): SqlQuery =>
    where.sql === '1' && !soldLast && (sort === 'newest' || relevance)
      ? { sql: `inventories_fts ${alias} WHERE inventories_fts MATCH ${operand.sql}`, params: operand.params }
      : {
          sql: `inventories_fts ${alias} JOIN inventories i ON i.id = ${alias}.rowid WHERE inventories_fts MATCH ${operand.sql} AND ${where.sql}`,
          params: [...operand.params, ...where.params],
        };
  if (relevance) {
    const ranked = rankedCandidates(filter, nowSeconds, from);
    const rest = from('g', textOperand(filter, nowSeconds, 'text'));
    const restSql = `SELECT g.rowid AS id, ${soldLast ? 'i.status' : '0'} AS status, NULL AS score, 2 AS tier FROM ${rest.sql} ORDER BY ${soldLast}g.rowid DESC`;
    if (offset + limit <= RANK_CANDIDATES) return { sql: `${ranked.sql} LIMIT ? OFFSET ?`, params: [...ranked.params, limit, offset] };
    if (offset >= RANK_CANDIDATES) return { sql: `${restSql} LIMIT ? OFFSET ?`, params: [...rest.params, limit, offset] };
    // A page across the two: the end of the ranked part, then the first of the rest.
    return {
      sql: `SELECT * FROM (${ranked.sql} LIMIT -1 OFFSET ?) UNION ALL SELECT * FROM (${restSql} LIMIT ? OFFSET ?)`,
      params: [...ranked.params, offset, ...rest.params, offset + limit - RANK_CANDIDATES, RANK_CANDIDATES],
    };
  }
  const source = from('f', textOperand(filter, nowSeconds, 'text'));
  const order = filter.ids.length ? orderOf(filter, sort, 'i.id') : { sql: `${soldLast}${sort === 'newest' ? 'f.rowid DESC' : ORDER_BY[sort]}`, params: [] };
  return {
    sql: `SELECT f.rowid AS id FROM ${source.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    params: [...source.params, ...order.params, limit, offset],
  };
}

/**
 * The first RANK_CANDIDATES matches in listing order (newest first; available before sold with
 * sold=last), ranked best first (id, status, score, tier), without LIMIT. A search that cannot match
 * more ranks them with the word-order bonus in the expression, as BM25 weighs it. A broad one ranks
 * them by what must match, and those holding the typed words in order come first (tier 0, the others
 * tier 1): the phrase is looked for only among the candidates (a rowid range), where BM25 would read
 * it in every item that has the words.
 */
function rankedCandidates(filter: InventoryFilter, nowSeconds: number, from: (alias: string, operand: SqlQuery) => SqlQuery): SqlQuery {
  const soldLast = soldLastPrefix(filter);
  const narrow = isNarrow(filter.textDocuments) && (filter.textFallbacks ?? []).every((fallback) => isNarrow(fallback.documents));
  const source = from('f', textOperand(filter, nowSeconds, narrow ? 'rank' : 'text'));
  const candidates = `SELECT f.rowid AS id, ${soldLast ? 'i.status' : '0'} AS status, ${RELEVANCE_SCORE} AS score FROM ${source.sql} ORDER BY ${soldLast}f.rowid DESC LIMIT ${RANK_CANDIDATES}`;
  const hasBonus = filter.textBonus !== undefined || (filter.textFallbacks ?? []).some((fallback) => fallback.bonus !== undefined);
  if (narrow || !hasBonus) return { sql: `SELECT id, status, score, 0 AS tier FROM (${candidates}) ORDER BY status, score, id DESC`, params: source.params };
  const bonus = textOperand(filter, nowSeconds, 'bonus');
  return {
    sql: `WITH c AS MATERIALIZED (${candidates})
  SELECT id, status, score, CASE WHEN id IN (SELECT rowid FROM inventories_fts WHERE inventories_fts MATCH ${bonus.sql} AND rowid >= (SELECT min(id) FROM c)) THEN 0 ELSE 1 END AS tier
  FROM c ORDER BY status, tier, score, id DESC`,
    params: [...source.params, ...bonus.params],
  };
}

/** One page of cards, in order: the page's ids first, then only those rows joined to the wide data. */
export function pageQuery(filter: InventoryFilter, sort: InventorySort, limit: number, offset: number, nowSeconds: number): SqlQuery {
  const ids = pageIdsQuery(filter, sort, limit, offset, nowSeconds);
  if (sort === 'relevance' && filter.text !== null && !filter.ids.length) {
    // The page's ids come with their tier and score; the cards keep that order.
    return {
      sql: `SELECT ${CARD_COLUMNS}
  FROM (${ids.sql}) p
  JOIN inventories i ON i.id = p.id
  ${CARD_JOINS}
  ORDER BY p.status, p.tier, p.score, p.id DESC`,
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

/** The total of a list (what must match, never the best-match bonus); a text search with fallbacks also says which it chose. */
export function countQuery(filter: InventoryFilter, nowSeconds: number): SqlQuery {
  const where = filterWhere(filter, nowSeconds);
  if (filter.text === null) return { sql: `SELECT count(*) AS total FROM inventories i${whereClause(where)}`, params: where.params };
  const operand = textOperand(filter, nowSeconds, 'text');
  const chosen = chosenTextQuery(filter, nowSeconds);
  const select = chosen ? `count(*) AS total, (${chosen.sql}) AS chosen` : 'count(*) AS total';
  const selectParams = chosen ? chosen.params : [];
  if (where.sql === '1') {
    return { sql: `SELECT ${select} FROM inventories_fts WHERE inventories_fts MATCH ${operand.sql}`, params: [...selectParams, ...operand.params] };
  }
  return {
    sql: `SELECT ${select} FROM inventories_fts f JOIN inventories i ON i.id = f.rowid WHERE inventories_fts MATCH ${operand.sql} AND ${where.sql}`,
    params: [...selectParams, ...operand.params, ...where.params],
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
  const operand = textOperand(filter, nowSeconds, 'text');
  return {
    sql: `SELECT f.rowid AS id FROM inventories_fts f JOIN inventories i ON i.id = f.rowid WHERE inventories_fts MATCH ${operand.sql} AND f.rowid > ? AND ${where.sql}${order} LIMIT ?`,
    params: [...operand.params, afterId, ...where.params, limit],
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
