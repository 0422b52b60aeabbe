/** D1 access of saved searches. The new-match SQL is the catalog's (catalog/inventory-sql.ts). */
import { canonicalSavedQuery, savedQueryParams } from '../../lib/saved-searches/saved-search-query.ts';
import { MAX_SAVED_SEARCHES, NEW_COUNT_CAP, type SavedSearch, type SavedSearchQuery } from '../../lib/contract/saved-searches.ts';
import { readFilterQuery, type CatalogReference, type InventoryFilter } from '../catalog/inventory-query.ts';
import { newMatchesCountQuery } from '../catalog/inventory-sql.ts';

export interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  query: string;
  seen_after_id: number;
  alerted_after_id: number;
  created_at: number;
  seen_at: number;
}

const nowSeconds = (now: number) => Math.floor(now / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** The newest listed piece: 'new' means listed after it. MAX of the primary key is one index step. */
const LATEST_ID = '(SELECT COALESCE(MAX(id), 0) FROM inventories)';

export function parseStoredQuery(row: Pick<SavedSearchRow, 'query'>): SavedSearchQuery {
  return canonicalSavedQuery(JSON.parse(row.query) as SavedSearchQuery);
}

/**
 * A stored query read by the catalog's rules, as GET /v2/inventories reads it; null when it no
 * longer reads (a brand or category gone from the reference data): such a search counts nothing new.
 */
export function storedFilter(row: Pick<SavedSearchRow, 'id' | 'query'>, ref: CatalogReference): InventoryFilter | null {
  try {
    return readFilterQuery(savedQueryParams(parseStoredQuery(row)), ref).filter;
  } catch (error) {
    console.warn('saved search no longer reads', row.id, String(error));
    return null;
  }
}

export function toSavedSearch(row: SavedSearchRow, newCount: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: parseStoredQuery(row),
    new_count: newCount,
    created_at: iso(row.created_at),
    seen_at: iso(row.seen_at),
  };
}

export async function listSavedSearches(db: D1Database, userId: number): Promise<SavedSearchRow[]> {
  const { results } = await db.prepare('SELECT * FROM saved_searches WHERE user_id = ? ORDER BY id DESC').bind(userId).all<SavedSearchRow>();
  return results ?? [];
}

export function findSavedSearch(db: D1Database, id: number): Promise<SavedSearchRow | null> {
  return db.prepare('SELECT * FROM saved_searches WHERE id = ?').bind(id).first<SavedSearchRow>();
}

/** New matches of each row since the shopper last opened it (up to NEW_COUNT_CAP each), in one round trip. */
export async function newCounts(db: D1Database, ref: CatalogReference, rows: readonly SavedSearchRow[], now = Date.now()): Promise<number[]> {
  const at = nowSeconds(now);
  const queries = rows.map((row) => {
    const filter = storedFilter(row, ref);
    return filter ? newMatchesCountQuery(filter, row.seen_after_id, NEW_COUNT_CAP, at) : null;
  });
  const runnable = queries.flatMap((query) => (query ? [db.prepare(query.sql).bind(...query.params)] : []));
  const results = runnable.length ? await db.batch<{ total: number }>(runnable) : [];
  let next = 0;
  return queries.map((query) => (query ? (results[next++]?.results[0]?.total ?? 0) : 0));
}

export type SaveOutcome = { kind: 'created' | 'existing'; row: SavedSearchRow } | { kind: 'full' };

/**
 * Saves a query for the shopper, unless they already keep it (the existing one is answered) or keep
 * MAX_SAVED_SEARCHES already. The cap is checked in the INSERT itself, so parallel saves cannot pass it.
 */
export async function saveSearch(db: D1Database, userId: number, name: string, query: SavedSearchQuery, now = Date.now()): Promise<SaveOutcome> {
  const json = JSON.stringify(canonicalSavedQuery(query));
  const at = nowSeconds(now);
  const inserted = await db
    .prepare(
      `INSERT INTO saved_searches (user_id, name, query, seen_after_id, alerted_after_id, created_at, seen_at)
       SELECT ?, ?, ?, ${LATEST_ID}, ${LATEST_ID}, ?, ?
       WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ?) < ?
       ON CONFLICT (user_id, query) DO NOTHING
       RETURNING *`,
    )
    .bind(userId, name, json, at, at, userId, MAX_SAVED_SEARCHES)
    .first<SavedSearchRow>();
  if (inserted) return { kind: 'created', row: inserted };
  const existing = await db.prepare('SELECT * FROM saved_searches WHERE user_id = ? AND query = ?').bind(userId, json).first<SavedSearchRow>();
  return existing ? { kind: 'existing', row: existing } : { kind: 'full' };
}

export function renameSavedSearch(db: D1Database, id: number, name: string): Promise<SavedSearchRow | null> {
  return db.prepare('UPDATE saved_searches SET name = ? WHERE id = ? RETURNING *').bind(name, id).first<SavedSearchRow>();
}

export async function deleteSavedSearch(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM saved_searches WHERE id = ?').bind(id).run();
}

/** Opened: what is listed now is no longer new. */
export function markSeen(db: D1Database, id: number, now = Date.now()): Promise<SavedSearchRow | null> {
  return db
    .prepare(`UPDATE saved_searches SET seen_after_id = max(seen_after_id, ${LATEST_ID}), seen_at = ? WHERE id = ? RETURNING *`)
    .bind(nowSeconds(now), id)
    .first<SavedSearchRow>();
}
