/** D1 access of the alert digest job (digest-job.ts). */
import type { AlertFrequency } from '../../lib/contract/saved-searches.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CardRow } from '../catalog/rows.ts';
import { newMatchesCountQuery, newMatchesQuery } from '../catalog/inventory-sql.ts';
import type { CatalogReference } from '../catalog/inventory-query.ts';
import { listSavedSearches, storedFilter, type SavedSearchRow } from '../saved-searches/saved-searches.queries.ts';

export interface Recipient {
  id: number;
  email: string;
  full_name: string;
  currency: string;
  alert_frequency: AlertFrequency;
  /** The profile's language (migration 0053): the digest is written in it. */
  language: Locale | null;
  last_sent_day: number | null;
  last_sent_at: number | null;
}

/**
 * Shoppers who may get a digest and were not looked at today: alerts on, account activated, something
 * saved to follow. Oldest accounts first, `limit` per run (the next run takes the rest).
 */
export async function digestCandidates(db: D1Database, today: number, limit: number): Promise<Recipient[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.full_name, u.currency, u.alert_frequency, u.language, d.last_sent_day, d.last_sent_at
       FROM users u LEFT JOIN alert_digests d ON d.user_id = u.id
       WHERE u.alert_frequency <> 'off' AND u.activated_at IS NOT NULL
         AND (d.user_id IS NULL OR d.last_checked_day < ?)
         AND (EXISTS (SELECT 1 FROM saved_searches s WHERE s.user_id = u.id)
              OR EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = u.id))
       ORDER BY u.id LIMIT ?`,
    )
    .bind(today, limit)
    .all<Recipient>();
  return results ?? [];
}

/** Looked at today with nothing to send (or not due): skipped until tomorrow. */
export function markChecked(db: D1Database, userId: number, today: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO alert_digests (user_id, last_sent_day, last_sent_at, last_checked_day) VALUES (?, NULL, NULL, ?)
       ON CONFLICT (user_id) DO UPDATE SET last_checked_day = excluded.last_checked_day`,
    )
    .bind(userId, today);
}

/**
 * Claims today's digest for the shopper: succeeds (1 change) only if no digest was sent on or after
 * `notSinceDay`, so two runs at once cannot both send.
 */
export async function claimDigest(db: D1Database, userId: number, today: number, notSinceDay: number, nowSeconds: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO alert_digests (user_id, last_sent_day, last_sent_at, last_checked_day) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET last_sent_day = excluded.last_sent_day, last_sent_at = excluded.last_sent_at,
         last_checked_day = excluded.last_checked_day
       WHERE alert_digests.last_sent_day IS NULL OR alert_digests.last_sent_day < ?`,
    )
    .bind(userId, today, nowSeconds, today, notSinceDay)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** A failed send gives the claim back (and the day's check), so the next run tries again. */
export function releaseDigest(db: D1Database, recipient: Recipient, today: number): D1PreparedStatement {
  return db
    .prepare('UPDATE alert_digests SET last_sent_day = ?, last_sent_at = ?, last_checked_day = ? WHERE user_id = ?')
    .bind(recipient.last_sent_day, recipient.last_sent_at, today - 1, recipient.id);
}

export async function latestInventoryId(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM inventories').first<{ id: number }>())?.id ?? 0;
}

export interface SearchNews {
  search: SavedSearchRow;
  count: number;
  newest: CardRow[];
}

/** Per saved search: new available matches since the shopper last opened it or was last told, counted to `cap`, and the newest few. */
export async function savedSearchNews(
  db: D1Database,
  ref: CatalogReference,
  userId: number,
  cap: number,
  shown: number,
  nowSeconds: number,
): Promise<SearchNews[]> {
  const searches = await listSavedSearches(db, userId);
  const runnable: { search: SavedSearchRow; count: D1PreparedStatement; newest: D1PreparedStatement }[] = [];
  for (const search of searches) {
    const filter = storedFilter(search, ref);
    if (!filter) continue;
    const after = Math.max(search.seen_after_id, search.alerted_after_id);
    const count = newMatchesCountQuery(filter, after, cap, nowSeconds);
    const newest = newMatchesQuery(filter, after, shown, nowSeconds);
    runnable.push({ search, count: db.prepare(count.sql).bind(...count.params), newest: db.prepare(newest.sql).bind(...newest.params) });
  }
  if (!runnable.length) return [];
  const results = await db.batch(runnable.flatMap((entry) => [entry.count, entry.newest]));
  return runnable
    .map((entry, index) => ({
      search: entry.search,
      count: ((results[index * 2]?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
      newest: (results[index * 2 + 1]?.results ?? []) as CardRow[],
    }))
    .filter((news) => news.count > 0);
}

/** After a digest: the searches' news so far has been told. */
export function markSearchesAlerted(db: D1Database, searchIds: readonly number[], latestId: number): D1PreparedStatement[] {
  return searchIds.map((id) => db.prepare('UPDATE saved_searches SET alerted_after_id = max(alerted_after_id, ?) WHERE id = ?').bind(latestId, id));
}

export interface FavouriteRow extends CardRow {
  saved_price: number;
  alerted_price: number | null;
  alerted_sold: number | null;
}

/** The shopper's favourites with what the last digest told about each (favourites: migration 0042). */
export async function favouritesOf(db: D1Database, userId: number): Promise<FavouriteRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, b.name AS brand, i.model, i.selling_price, i.sold_price, i.status, i.min_offer_price_with_fee, i.is_min_offer_price,
         '' AS store_city, '' AS store_country, i.deal_price, i.deal_start, i.deal_end, '[]' AS assets,
         f.saved_price, a.alerted_price, a.alerted_sold
       FROM favourites f
       JOIN inventories i ON i.id = f.inventory_id
       JOIN brands b ON b.id = i.brand_id
       LEFT JOIN favourite_alerts a ON a.user_id = f.user_id AND a.inventory_id = f.inventory_id
       WHERE f.user_id = ?
       ORDER BY f.saved_at DESC`,
    )
    .bind(userId)
    .all<FavouriteRow>();
  return results ?? [];
}

/** After a digest: the price and state each told favourite had. */
export function markFavouritesAlerted(
  db: D1Database,
  userId: number,
  told: readonly { id: number; price: number; sold: boolean }[],
  nowSeconds: number,
): D1PreparedStatement[] {
  return told.map((item) =>
    db
      .prepare(
        `INSERT INTO favourite_alerts (user_id, inventory_id, alerted_price, alerted_sold, alerted_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, inventory_id) DO UPDATE SET alerted_price = excluded.alerted_price,
           alerted_sold = excluded.alerted_sold, alerted_at = excluded.alerted_at`,
      )
      .bind(userId, item.id, item.price, item.sold ? 1 : 0, nowSeconds),
  );
}

export async function currencyOf(db: D1Database, code: string): Promise<{ code: string; symbol: string; rate: number }> {
  const row = await db
    .prepare('SELECT code, symbol, rate_from_sgd AS rate FROM currencies WHERE code = ?')
    .bind(code)
    .first<{ code: string; symbol: string; rate: number }>();
  return row ?? { code: 'SGD', symbol: 'S$', rate: 1 };
}
