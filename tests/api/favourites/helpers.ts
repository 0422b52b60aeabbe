/** Shared helpers of the favourites API tests: fresh shoppers, a seeded catalog, typed calls. */
import { env } from 'cloudflare:test';
import { beforeAll, expect } from 'vitest';
import type { FavouriteMarkResponse, FavouritesPage, GuestFavourite, MergeResponse } from '../../../src/lib/contract/favourites.ts';
import { createSession } from '../../../src/server/session/sessions.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { call } from '../client.ts';
import { insertShopper } from '../shoppers.ts';

/** A new activated shopper with a session: every test starts from an empty list. */
export async function newShopper(): Promise<{ userId: number; token: string }> {
  const { id } = await insertShopper('fav', 'Favourite Shopper');
  return { userId: id, token: await createSession(env.DB, crypto.randomUUID(), id) };
}

export interface Answer<T> {
  status: number;
  body: T;
}

async function answer<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export const listFavourites = async (token: string | undefined, query = '') =>
  answer<FavouritesPage>(await call(`/v1/favourites${query ? `?${query}` : ''}`, token === undefined ? {} : { token }));

export const putFavourite = async (token: string | undefined, id: number | string) =>
  answer<FavouriteMarkResponse>(await call(`/v1/favourites/${id}`, token === undefined ? { method: 'PUT' } : { method: 'PUT', token }));

export const deleteFavourite = async (token: string | undefined, id: number | string) =>
  answer<null>(await call(`/v1/favourites/${id}`, token === undefined ? { method: 'DELETE' } : { method: 'DELETE', token }));

export const merge = async (token: string | undefined, body: unknown) =>
  answer<MergeResponse>(await call('/v1/favourites/merge', token === undefined ? { method: 'POST', json: body } : { method: 'POST', token, json: body }));

export function guestItem(id: number, savedAt: string, savedPrice: number, currency = 'SGD'): GuestFavourite {
  return { id, saved_at: savedAt, saved_price: savedPrice, currency };
}

export interface ErrorAnswer {
  error: { type: string; message: string };
}

/** The answer is the error envelope with this status and type, and a message that starts as given. */
export function expectError(result: Answer<unknown>, status: number, type: string, messageStart = ''): void {
  const body = result.body as ErrorAnswer;
  expect({ status: result.status, type: body?.error?.type }).toEqual({ status, type });
  expect(body.error.message.startsWith(messageStart), `'${body.error.message}' starts with '${messageStart}'`).toBe(true);
}

/** Inventory rows to favourite: available items without a deal ever, an item with a deal in effect. */
export async function itemIds(): Promise<{ plain: number[]; onDeal: number; sold: number }> {
  const now = Math.floor(Date.now() / 1000);
  const plain = (
    await env.DB.prepare('SELECT id FROM inventories WHERE status = 1 AND deal_price IS NULL ORDER BY id LIMIT 12').all<{ id: number }>()
  ).results.map((r) => r.id);
  const onDeal = await env.DB.prepare(
    'SELECT id FROM inventories WHERE status = 1 AND deal_price IS NOT NULL AND (deal_start IS NULL OR deal_start <= ?) AND (deal_end IS NULL OR deal_end > ?) ORDER BY id LIMIT 1',
  )
    .bind(now, now)
    .first<{ id: number }>();
  const sold = await env.DB.prepare('SELECT id FROM inventories WHERE status = 2 ORDER BY id LIMIT 1').first<{ id: number }>();
  if (!onDeal || !sold || plain.length < 12) throw new Error('the test catalog lacks an item kind');
  return { plain, onDeal: onDeal.id, sold: sold.id };
}

type Items = Awaited<ReturnType<typeof itemIds>>;

/** The file's catalog, seeded once before its tests: the items to favourite, filled in by then. */
export function seededItems(): Items {
  const items = { plain: [], onDeal: 0, sold: 0 } as Items;
  beforeAll(async () => {
    await seedTestCatalog(260);
    Object.assign(items, await itemIds());
  });
  return items;
}

export async function sellingPrice(id: number): Promise<number> {
  const row = await env.DB.prepare('SELECT selling_price FROM inventories WHERE id = ?').bind(id).first<{ selling_price: number }>();
  if (!row) throw new Error(`no item ${id}`);
  return row.selling_price;
}
