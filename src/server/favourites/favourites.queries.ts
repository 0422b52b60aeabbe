/**
 * D1 access of the favourites calls (issue 14). Prices are whole SGD in the table; the price to pay
 * today comes from the one deal rule (dealInEffectSql, src/lib/catalog/deal.ts).
 */
import { dealInEffectSql } from '../../lib/catalog/deal.ts';
import type { Favourite, FavouriteSort } from '../../lib/contract/favourites.ts';
import { isPriceDropped } from '../../lib/favourites/favourites.ts';
import { INVENTORY_STATUS } from '../../lib/contract/catalog.ts';
import type { AnswerCurrency } from '../account-area/money.queries.ts';
import { fromSgd, isoFromUnix } from '../account-area/money.queries.ts';
import { CARD_COLUMNS, CARD_JOINS } from '../catalog/inventory-sql.ts';
import { toCard, type CardRow } from '../catalog/rows.ts';

/** The price to pay at `nowSeconds` of inventories row `i`, as SQL, and its two parameters. */
function priceToPaySql(nowSeconds: number): { sql: string; params: number[] } {
  const deal = dealInEffectSql('i');
  return { sql: `CASE WHEN ${deal.sql} THEN i.deal_price ELSE i.selling_price END`, params: deal.params(nowSeconds) };
}

const ORDER_BY: Readonly<Record<FavouriteSort, string>> = {
  newest: 'f.saved_at DESC, f.inventory_id DESC',
  price_asc: 'price_to_pay ASC, f.saved_at DESC, f.inventory_id DESC',
  price_desc: 'price_to_pay DESC, f.saved_at DESC, f.inventory_id DESC',
};

interface FavouriteRow extends CardRow {
  saved_at: number;
  saved_price: number;
  price_to_pay: number;
}

export interface FavouritesPageRequest {
  size: number;
  number: number;
  sort: FavouriteSort;
}

/** One page of the shopper's favourites and every favourite id (newest save first), in one round trip. */
export async function favouritesPage(
  db: D1Database,
  userId: number,
  page: FavouritesPageRequest,
  currency: AnswerCurrency,
  now = Date.now(),
): Promise<{ rows: Favourite[]; ids: number[] }> {
  const price = priceToPaySql(Math.floor(now / 1000));
  const [pageRows, idRows] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, f.saved_at, f.saved_price, ${price.sql} AS price_to_pay
  FROM favourites f
  JOIN inventories i ON i.id = f.inventory_id
  ${CARD_JOINS}
  WHERE f.user_id = ?
  ORDER BY ${ORDER_BY[page.sort]}
  LIMIT ? OFFSET ?`,
      )
      .bind(...price.params, userId, page.size, (page.number - 1) * page.size),
    db.prepare('SELECT inventory_id FROM favourites WHERE user_id = ? ORDER BY saved_at DESC, inventory_id DESC').bind(userId),
  ]);
  const rows = ((pageRows?.results ?? []) as FavouriteRow[]).map(
    (row): Favourite => ({
      product: toCard(row, { code: currency.code, rate: currency.rateFromSgd }),
      saved_at: isoFromUnix(row.saved_at),
      saved_price: fromSgd(row.saved_price, currency),
      // Compared in the SGD the table keeps, so a conversion's rounding never invents a drop.
      price_dropped: isPriceDropped(row.price_to_pay, row.saved_price, row.status === INVENTORY_STATUS.SOLD),
    }),
  );
  const ids = ((idRows?.results ?? []) as { inventory_id: number }[]).map((row) => row.inventory_id);
  return { rows, ids };
}

/** The shopper's favourite ids, newest save first. */
export async function favouriteIds(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT inventory_id FROM favourites WHERE user_id = ? ORDER BY saved_at DESC, inventory_id DESC')
    .bind(userId)
    .all<{ inventory_id: number }>();
  return (results ?? []).map((row) => row.inventory_id);
}

/** Today's price to pay (SGD) of each item that exists; ids not in the catalog are absent. */
export async function pricesToPay(db: D1Database, ids: readonly number[], now = Date.now()): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  if (!ids.length) return prices;
  const price = priceToPaySql(Math.floor(now / 1000));
  // json_each keeps one statement (and one bound parameter) for up to FAVOURITES_MAX ids.
  const { results } = await db
    .prepare(`SELECT i.id, ${price.sql} AS price_to_pay FROM inventories i WHERE i.id IN (SELECT value FROM json_each(?))`)
    .bind(...price.params, JSON.stringify(ids))
    .all<{ id: number; price_to_pay: number }>();
  for (const row of results ?? []) prices.set(row.id, row.price_to_pay);
  return prices;
}

export interface NewFavourite {
  id: number;
  savedAt: number;
  savedPrice: number;
}

/**
 * Inserts favourites the account lacks, as long as it stays within `max` (checked in the same
 * statement, so two devices saving at once cannot pass it). Answers the ids inserted.
 */
export async function insertFavourites(db: D1Database, userId: number, items: readonly NewFavourite[], max: number): Promise<number[]> {
  if (!items.length) return [];
  const statements = items.map((item) =>
    db
      .prepare(
        `INSERT INTO favourites (user_id, inventory_id, saved_at, saved_price)
  SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM favourites WHERE user_id = ?) < ?
  ON CONFLICT (user_id, inventory_id) DO NOTHING`,
      )
      .bind(userId, item.id, item.savedAt, item.savedPrice, userId, max),
  );
  const results = await db.batch(statements);
  return items.filter((_, index) => (results[index]?.meta.changes ?? 0) > 0).map((item) => item.id);
}

export async function findFavourite(db: D1Database, userId: number, id: number): Promise<{ saved_at: number } | null> {
  return db.prepare('SELECT saved_at FROM favourites WHERE user_id = ? AND inventory_id = ?').bind(userId, id).first<{ saved_at: number }>();
}

export async function deleteFavourite(db: D1Database, userId: number, id: number): Promise<void> {
  await db.prepare('DELETE FROM favourites WHERE user_id = ? AND inventory_id = ?').bind(userId, id).run();
}
