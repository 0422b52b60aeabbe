/**
 * Favourites of the built-in API (issue 14), extensions of the spec's contract:
 * src/lib/contract/favourites.ts. Owner-scoped like the account area (account-area/owner.ts): no
 * session 401, a guest 403, and every statement is bound to the signed-in shopper's id.
 */
import { Hono, type Context } from 'hono';
import { FAVOURITES_MAX, type FavouriteMarkResponse, type FavouritesPage, type MergeResponse } from '../../lib/contract/favourites.ts';
import { planMerge } from '../../lib/favourites/favourites.ts';
import type { AppEnv } from '../app-env.ts';
import { answerCurrency, isoFromUnix } from '../account-area/money.queries.ts';
import { requireUserId } from '../account-area/owner.ts';
import { convertFromSgd } from '../catalog/pricing.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { readJson, readParam, readQuery } from '../http/validate.ts';
import { deleteFavourite, favouriteIds, favouritesPage, findFavourite, insertFavourites, pricesToPay, type NewFavourite } from './favourites.queries.ts';
import { favouriteIdParam, favouritesQuery, mergeBody, type MergeItem } from './schemas.ts';

type FavouritesContext = Context<AppEnv>;

export const FULL_MESSAGE = `You can keep up to ${FAVOURITES_MAX} favourites. Remove one to add another.`;

/** Personal data: never kept by a shared cache. */
function noStore(c: FavouritesContext): void {
  c.header('Cache-Control', 'private, no-store');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The SGD price a guest saw: when today's price, converted as the catalog converts, is exactly what
 * they saw, today's SGD price (no rounding drift); otherwise their price converted back to SGD.
 */
export function guestSavedPriceSgd(item: Pick<MergeItem, 'saved_price'>, rateFromSgd: number, todaySgd: number): number {
  if (convertFromSgd(todaySgd, rateFromSgd) === item.saved_price) return todaySgd;
  return Math.max(0, Math.round(item.saved_price / rateFromSgd));
}

export const favouritesRoutes = new Hono<AppEnv>()
  .get('/v1/favourites', async (c) => {
    const userId = requireUserId(c.var.session);
    const query = readQuery(c, favouritesQuery);
    const currency = await answerCurrency(c.env.DB, query.currency);
    const { rows, ids } = await favouritesPage(c.env.DB, userId, { size: query.l, number: query.p, sort: query.sort }, currency);
    noStore(c);
    return c.json<FavouritesPage>({ data: rows, total_count: ids.length, ids });
  })
  .put('/v1/favourites/:id', async (c) => {
    const userId = requireUserId(c.var.session);
    const id = readParam(c, 'id', favouriteIdParam);
    noStore(c);
    const existing = await findFavourite(c.env.DB, userId, id);
    if (existing) return c.json<FavouriteMarkResponse>({ data: { id, saved_at: isoFromUnix(existing.saved_at) } }, 200);
    const price = (await pricesToPay(c.env.DB, [id])).get(id);
    if (price === undefined) throw notFound(`Item ${id} not found.`);
    const savedAt = nowSeconds();
    const inserted = await insertFavourites(c.env.DB, userId, [{ id, savedAt, savedPrice: price }], FAVOURITES_MAX);
    if (!inserted.length) {
      // Saved meanwhile from another device, or the list is full.
      const raced = await findFavourite(c.env.DB, userId, id);
      if (raced) return c.json<FavouriteMarkResponse>({ data: { id, saved_at: isoFromUnix(raced.saved_at) } }, 200);
      throw new ApiError(409, 'CONFLICT', FULL_MESSAGE);
    }
    return c.json<FavouriteMarkResponse>({ data: { id, saved_at: isoFromUnix(savedAt) } }, 201);
  })
  .delete('/v1/favourites/:id', async (c) => {
    const userId = requireUserId(c.var.session);
    const id = readParam(c, 'id', favouriteIdParam);
    await deleteFavourite(c.env.DB, userId, id);
    noStore(c);
    return c.body(null, 204);
  })
  .post('/v1/favourites/merge', async (c) => {
    const userId = requireUserId(c.var.session);
    const { items } = await readJson(c, mergeBody);
    const now = nowSeconds();
    const codes = [...new Set(items.map((item) => item.currency))];
    const currencies = new Map<string, number>();
    for (const code of codes) currencies.set(code, (await answerCurrency(c.env.DB, code)).rateFromSgd);
    const [existing, prices] = await Promise.all([
      favouriteIds(c.env.DB, userId),
      pricesToPay(
        c.env.DB,
        items.map((item) => item.id),
      ),
    ]);
    const known = items.filter((item) => prices.has(item.id));
    const unknown = [...new Set(items.filter((item) => !prices.has(item.id)).map((item) => item.id))];
    const plan = planMerge(
      existing,
      known.map((item) => ({ ...item, savedAt: Math.min(now, Math.floor(Date.parse(item.saved_at) / 1000)) })),
    );
    const rows: NewFavourite[] = plan.add.map((item) => ({
      id: item.id,
      savedAt: item.savedAt,
      savedPrice: guestSavedPriceSgd(item, currencies.get(item.currency) ?? 1, prices.get(item.id) ?? 0),
    }));
    const added = await insertFavourites(c.env.DB, userId, rows, FAVOURITES_MAX);
    const addedSet = new Set(added);
    // What the planned rows could not take (another device filled the list meanwhile) is over the cap too.
    const overCap = [...plan.overCap, ...rows.filter((row) => !addedSet.has(row.id)).map((row) => row.id)];
    noStore(c);
    return c.json<MergeResponse>({ data: { ids: await favouriteIds(c.env.DB, userId), added, unknown, over_cap: overCap } });
  });
