/** POST /v1/favourites/merge (issue 14): a guest's local favourites join the account on login. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX } from '../../../src/lib/contract/favourites.ts';
import { guestSavedPriceSgd } from '../../../src/server/favourites/routes.ts';
import { call } from '../client.ts';
import { RATES } from '../catalog/fixture.ts';
import { expectError, guestItem, listFavourites, merge, newShopper, putFavourite, seededItems, sellingPrice } from './helpers.ts';

const items = seededItems();

describe('POST /v1/favourites/merge', () => {
  it('adds what the account lacks, once, keeping saves already in the account', async () => {
    const { token } = await newShopper();
    const [a, b, c] = [items.plain[0] ?? 0, items.plain[1] ?? 0, items.plain[2] ?? 0];
    const kept = await putFavourite(token, a);
    const result = await merge(token, {
      items: [
        guestItem(a, '2026-01-01T00:00:00Z', await sellingPrice(a)),
        guestItem(b, '2026-02-01T00:00:00Z', await sellingPrice(b)),
        guestItem(b, '2026-01-15T00:00:00Z', await sellingPrice(b)),
        guestItem(c, '2026-03-01T00:00:00.000+08:00', await sellingPrice(c)),
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ ids: [a, c, b], added: [c, b], unknown: [], over_cap: [] });
    const { body } = await listFavourites(token);
    expect(body.total_count).toBe(3);
    const byId = new Map(body.data.map((f) => [f.product.id, f]));
    // A duplicate counts once, at its earliest save; the account's own save wins over the guest's.
    expect(byId.get(b)?.saved_at).toBe('2026-01-15T00:00:00.000Z');
    expect(byId.get(c)?.saved_at).toBe('2026-02-28T16:00:00.000Z');
    expect(byId.get(a)?.saved_at).toBe(kept.body.data.saved_at);
    // Merging the same list again adds nothing.
    const again = await merge(token, { items: [guestItem(b, '2026-01-01T00:00:00Z', 1), guestItem(c, '2026-01-01T00:00:00Z', 1)] });
    expect(again.body.data).toEqual({ ids: [a, c, b], added: [], unknown: [], over_cap: [] });
  });

  it('skips ids that are not in the catalog and counts a future save as now', async () => {
    const { token } = await newShopper();
    const id = items.plain[3] ?? 0;
    const before = Date.now();
    const result = await merge(token, {
      items: [guestItem(999_999_990, '2026-01-01T00:00:00Z', 10), guestItem(id, '2099-01-01T00:00:00Z', await sellingPrice(id))],
    });
    expect(result.body.data).toMatchObject({ ids: [id], added: [id], unknown: [999_999_990] });
    const [favourite] = (await listFavourites(token)).body.data;
    expect(Date.parse(favourite?.saved_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(favourite?.saved_at ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('keeps the account within the cap: the newest guest saves first, the rest over the cap', async () => {
    const { token, userId } = await newShopper();
    const ids = (
      await env.DB.prepare('SELECT id FROM inventories ORDER BY id LIMIT ?')
        .bind(FAVOURITES_MAX + 2)
        .all<{ id: number }>()
    ).results.map((r) => r.id);
    await env.DB.batch(
      ids.slice(0, FAVOURITES_MAX - 1).map((id, n) => env.DB.prepare('INSERT INTO favourites VALUES (?, ?, ?, ?)').bind(userId, id, 1_700_000_000 + n, 100)),
    );
    const [older, newer, newest] = ids.slice(FAVOURITES_MAX - 1);
    const result = await merge(token, {
      items: [
        guestItem(older ?? 0, '2026-01-01T00:00:00Z', 1),
        guestItem(newest ?? 0, '2026-03-01T00:00:00Z', 1),
        guestItem(newer ?? 0, '2026-02-01T00:00:00Z', 1),
      ],
    });
    expect(result.body.data.added).toEqual([newest]);
    expect(result.body.data.over_cap).toEqual([newer, older]);
    expect(result.body.data.ids).toHaveLength(FAVOURITES_MAX);
  });

  it('records the guest’s price: today’s SGD price when it converts to what they saw, else theirs converted back', async () => {
    const { token } = await newShopper();
    const [same, higher] = [items.plain[4] ?? 0, items.plain[5] ?? 0];
    const rate = RATES['USD'] ?? 0;
    const seen = (id: number) => sellingPrice(id).then((sgd) => Math.round(sgd * rate));
    await merge(token, {
      items: [guestItem(same, '2026-01-01T00:00:00Z', await seen(same), 'usd'), guestItem(higher, '2026-01-02T00:00:00Z', (await seen(higher)) + 740, 'USD')],
    });
    const { body } = await listFavourites(token);
    const byId = new Map(body.data.map((f) => [f.product.id, f]));
    expect(byId.get(same)?.saved_price).toBe(await sellingPrice(same));
    expect(byId.get(same)?.price_dropped).toBe(false);
    expect(byId.get(higher)?.saved_price).toBe(Math.round(((await seen(higher)) + 740) / rate));
    expect(byId.get(higher)?.price_dropped).toBe(true);
    expect(guestSavedPriceSgd({ saved_price: 74 }, 0.74, 100)).toBe(100);
    expect(guestSavedPriceSgd({ saved_price: 75 }, 0.74, 100)).toBe(101);
  });

  it.each([
    [{}, 'items: '],
    [{ items: 'x' }, 'items: '],
    [{ items: [{ id: 1, saved_at: 'yesterday', saved_price: 1, currency: 'SGD' }] }, 'items.0.saved_at: must be an ISO 8601 date'],
    [{ items: [{ id: 0, saved_at: '2026-01-01T00:00:00Z', saved_price: 1, currency: 'SGD' }] }, 'items.0.id: must be a positive product id'],
    [{ items: [{ id: 1, saved_at: '2026-01-01T00:00:00Z', saved_price: -1, currency: 'SGD' }] }, 'items.0.saved_price: must not be negative'],
    [{ items: [{ id: 1, saved_at: '2026-01-01T00:00:00Z', saved_price: 1, currency: 'S' }] }, 'items.0.currency: must be a three-letter currency code'],
    [{ items: [{ id: 1, saved_at: '2026-01-01T00:00:00Z', saved_price: 1, currency: 'SGD', extra: 1 }] }, 'items.0: '],
    [{ items: Array.from({ length: FAVOURITES_MAX + 1 }, (_, n) => guestItem(n + 1, '2026-01-01T00:00:00Z', 1)) }, 'items: takes at most 200 favourites'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const { token } = await newShopper();
    expectError(await merge(token, body), 400, 'VALIDATION', message);
    expect((await listFavourites(token)).body.total_count).toBe(0);
  });

  it('refuses a currency that is not offered and malformed JSON', async () => {
    const { token } = await newShopper();
    expectError(
      await merge(token, { items: [guestItem(items.plain[0] ?? 0, '2026-01-01T00:00:00Z', 1, 'ZZZ')] }),
      400,
      'VALIDATION',
      'currency: ZZZ is not offered',
    );
    const res = await call('/v1/favourites/merge', { method: 'POST', token, body: '{', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});
