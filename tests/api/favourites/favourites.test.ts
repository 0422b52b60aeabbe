/**
 * GET/PUT/DELETE /v1/favourites (issue 14): owner-scoped like the account area, the price seen at
 * saving, 'Price dropped' and sold after the catalog changes, pages, sorts and currencies.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX } from '../../../src/lib/contract/favourites.ts';
import { call, guestToken } from '../client.ts';
import { RATES } from '../catalog/fixture.ts';
import { deleteFavourite, expectError, listFavourites, merge, newShopper, putFavourite, seededItems, sellingPrice } from './helpers.ts';

const items = seededItems();

describe('who may call', () => {
  it('answers 401 without a session and 403 to a guest, on every call', async () => {
    const guest = await guestToken();
    const id = items.plain[0] ?? 0;
    for (const [token, status, type] of [
      [undefined, 401, 'UNAUTHORIZED'],
      [guest, 403, 'FORBIDDEN'],
    ] as const) {
      expectError(await listFavourites(token), status, type);
      expectError(await putFavourite(token, id), status, type);
      expectError(await deleteFavourite(token, id), status, type);
      expectError(await merge(token, { items: [] }), status, type);
    }
  });

  it('never shows or changes another shopper’s favourites', async () => {
    const [amelia, marcus] = [await newShopper(), await newShopper()];
    const [mine, theirs] = [items.plain[0] ?? 0, items.plain[1] ?? 0];
    expect((await putFavourite(amelia.token, mine)).status).toBe(201);
    expect((await putFavourite(marcus.token, theirs)).status).toBe(201);
    // Marcus deleting Amelia's piece changes nothing of hers.
    expect((await deleteFavourite(marcus.token, mine)).status).toBe(204);
    const ameliaList = await listFavourites(amelia.token);
    const marcusList = await listFavourites(marcus.token);
    expect(ameliaList.body).toMatchObject({ total_count: 1, ids: [mine] });
    expect(ameliaList.body.data.map((f) => f.product.id)).toEqual([mine]);
    expect(marcusList.body).toMatchObject({ total_count: 1, ids: [theirs] });
    expect(ameliaList.body.data.some((f) => f.product.id === theirs)).toBe(false);
    expect(ameliaList.body.data.length + marcusList.body.data.length).toBe(2);
    // Personal data is never cached by a shared cache.
    expect((await call('/v1/favourites', { token: amelia.token })).headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('PUT and DELETE /v1/favourites/{id}', () => {
  it('saves once (201, then 200 with the first save) and deletes idempotently (204)', async () => {
    const { token } = await newShopper();
    const id = items.plain[2] ?? 0;
    const first = await putFavourite(token, id);
    expect(first.status).toBe(201);
    expect(first.body.data.id).toBe(id);
    const again = await putFavourite(token, id);
    expect(again).toEqual({ status: 200, body: { data: first.body.data } });
    expect((await listFavourites(token)).body.ids).toEqual([id]);
    expect((await deleteFavourite(token, id)).status).toBe(204);
    expect((await deleteFavourite(token, id)).status).toBe(204);
    expect((await listFavourites(token)).body).toEqual({ data: [], total_count: 0, ids: [] });
  });

  it('records the price to pay: the deal price while a deal is in effect', async () => {
    const { token } = await newShopper();
    await putFavourite(token, items.onDeal);
    const [favourite] = (await listFavourites(token)).body.data;
    const deal = await env.DB.prepare('SELECT deal_price FROM inventories WHERE id = ?').bind(items.onDeal).first<{ deal_price: number }>();
    expect(favourite?.saved_price).toBe(deal?.deal_price);
    expect(favourite?.price_dropped).toBe(false);
    expect(favourite?.product.deal?.price).toBe(deal?.deal_price);
  });

  it('answers 404 for an item that is not in the catalog and 409 when the list is full', async () => {
    const { token, userId } = await newShopper();
    expectError(await putFavourite(token, 999_999_998), 404, 'NOT_FOUND', 'Item 999999998 not found');
    // Fill the list straight in D1 (the cap is the API's rule), then one more is refused.
    const ids = (
      await env.DB.prepare('SELECT id FROM inventories ORDER BY id LIMIT ?')
        .bind(FAVOURITES_MAX + 1)
        .all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(ids.length).toBe(FAVOURITES_MAX + 1);
    await env.DB.batch(
      ids.slice(0, FAVOURITES_MAX).map((id, n) => env.DB.prepare('INSERT INTO favourites VALUES (?, ?, ?, ?)').bind(userId, id, 1_700_000_000 + n, 100)),
    );
    expectError(await putFavourite(token, ids[FAVOURITES_MAX] ?? 0), 409, 'CONFLICT', 'You can keep up to 200 favourites');
    // Saving one already kept still answers 200.
    expect((await putFavourite(token, ids[0] ?? 0)).status).toBe(200);
  });
});

describe('GET /v1/favourites', () => {
  it('shows Price dropped after a price change and the sold state after a sale', async () => {
    const { token } = await newShopper();
    const [dropped, sold, same] = [items.plain[3] ?? 0, items.plain[4] ?? 0, items.plain[5] ?? 0];
    for (const id of [dropped, sold, same]) await putFavourite(token, id);
    const before = await sellingPrice(dropped);
    await env.DB.batch([
      env.DB.prepare('UPDATE inventories SET selling_price = ? WHERE id = ?').bind(before - 100, dropped),
      env.DB.prepare('UPDATE inventories SET status = 2, sold_price = selling_price WHERE id = ?').bind(sold),
    ]);
    const { body } = await listFavourites(token);
    const byId = new Map(body.data.map((f) => [f.product.id, f]));
    expect(byId.get(dropped)).toMatchObject({ saved_price: before, price_dropped: true, product: { selling_price: before - 100 } });
    expect(byId.get(sold)).toMatchObject({ price_dropped: false, product: { status: 2 } });
    expect(byId.get(same)?.price_dropped).toBe(false);
    // A rise is not a drop.
    await env.DB.prepare('UPDATE inventories SET selling_price = ? WHERE id = ?')
      .bind(before + 500, dropped)
      .run();
    expect((await listFavourites(token)).body.data.find((f) => f.product.id === dropped)?.price_dropped).toBe(false);
  });

  it('pages newest save first, sorts by the price to pay and answers every id', async () => {
    const { token, userId } = await newShopper();
    const ids = items.plain.slice(0, 7);
    // Saved one second apart, in list order: the last is the newest.
    await env.DB.batch(
      ids.map((id, n) =>
        env.DB.prepare('INSERT INTO favourites SELECT ?, id, ?, selling_price FROM inventories WHERE id = ?').bind(userId, 1_800_000_000 + n, id),
      ),
    );
    const newest = [...ids].reverse();
    const page2 = await listFavourites(token, 'l=3&p=2');
    expect(page2.body.total_count).toBe(7);
    expect(page2.body.ids).toEqual(newest);
    expect(page2.body.data.map((f) => f.product.id)).toEqual(newest.slice(3, 6));
    expect((await listFavourites(token, 'l=3&p=3')).body.data.map((f) => f.product.id)).toEqual(newest.slice(6));
    expect((await listFavourites(token, 'l=3&p=9')).body.data).toEqual([]);
    const prices = await Promise.all(ids.map(async (id) => ({ id, price: await sellingPrice(id) })));
    const ascending = (await listFavourites(token, 'sort=price_asc&l=100')).body.data.map((f) => f.product.selling_price);
    expect(ascending).toEqual(prices.map((p) => p.price).sort((a, b) => a - b));
    const descending = (await listFavourites(token, 'sort=price_desc')).body.data.map((f) => f.product.selling_price);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('answers in the chosen currency, comparing in SGD', async () => {
    const { token } = await newShopper();
    const id = items.plain[6] ?? 0;
    await putFavourite(token, id);
    const sgd = await sellingPrice(id);
    const { body } = await listFavourites(token, 'currency=jpy');
    const [favourite] = body.data;
    expect(favourite?.product.currency).toBe('JPY');
    expect(favourite?.saved_price).toBe(Math.round(sgd * (RATES['JPY'] ?? 0)));
    expect(favourite?.product.selling_price).toBe(favourite?.saved_price);
    expect(favourite?.price_dropped).toBe(false);
  });
});

describe('bad input gets a clear 400', () => {
  it.each([
    ['l=0', 'l: must be a whole number from 1 to 100'],
    ['l=101', 'l: must be a whole number from 1 to 100'],
    ['p=0', 'p: must be a whole number from 1'],
    ['p=x', 'p: must be a whole number'],
    ['currency=ZZZZ', 'currency: must be a three-letter currency code'],
    ['currency=ZZZ', 'currency: ZZZ is not offered'],
    ['sort=cheapest', 'sort: must be one of newest, price_asc, price_desc'],
    ['l=1&l=2', 'l: must be given once'],
    ['page=2', "Unknown query parameter 'page'"],
  ])('GET /v1/favourites?%s', async (query, message) => {
    const { token } = await newShopper();
    expectError(await listFavourites(token, query), 400, 'VALIDATION', message);
  });

  it.each(['0', '-1', 'abc', '1.5', '1234567890', '%20'])('PUT and DELETE /v1/favourites/%s', async (id) => {
    const { token } = await newShopper();
    expectError(await putFavourite(token, id), 400, 'VALIDATION', 'id: must be a product id');
    expectError(await deleteFavourite(token, id), 400, 'VALIDATION', 'id: must be a product id');
  });
});
