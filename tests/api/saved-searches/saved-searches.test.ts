/**
 * Issue 14: GET/POST /v1/saved-searches, PATCH/DELETE /v1/saved-searches/{id}, POST …/{id}/seen.
 * Owner-scoped like the account area; bad input a clear 400; 'new' counts by the catalog's own rules.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../../src/lib/contract/saved-searches.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { guestToken } from '../client.ts';
import { listPiece, listPieces, listSaved, newShopper, saveSearch, searchWord, send } from './helpers.ts';

type ErrorBody = { error: { type: string; message: string } };
const word = searchWord;

beforeAll(async () => {
  await seedTestCatalog(200);
});

describe('who may call', () => {
  let owner: Awaited<ReturnType<typeof newShopper>>;
  let other: Awaited<ReturnType<typeof newShopper>>;
  let saved: SavedSearch;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newShopper('owner'), newShopper('other')]);
    saved = await saveSearch(owner.token, { brand: ['Chanel'] });
  });

  const calls = (id: () => number): [string, string, () => string, unknown?][] => [
    ['GET', 'list', () => '/v1/saved-searches'],
    ['POST', 'save', () => '/v1/saved-searches', { query: { brand: ['Dior'] } }],
    ['PATCH', 'rename', () => `/v1/saved-searches/${id()}`, { name: 'Mine now' }],
    ['DELETE', 'delete', () => `/v1/saved-searches/${id()}`],
    ['POST', 'seen', () => `/v1/saved-searches/${id()}/seen`],
  ];

  it.each(calls(() => saved.id))('%s %s: no token is a 401', async (method, _what, path, json) => {
    const { status, body } = await send<ErrorBody>(path(), { method, ...(json ? { json } : {}) });
    expect({ status, type: body.error.type }).toEqual({ status: 401, type: 'UNAUTHORIZED' });
  });

  it.each(calls(() => saved.id))('%s %s: a guest is a 403, never a 401 (the storefront keeps its guest session)', async (method, _what, path, json) => {
    const { status, body } = await send<ErrorBody>(path(), { method, token: await guestToken(), ...(json ? { json } : {}) });
    expect({ status, type: body.error.type }).toEqual({ status: 403, type: 'FORBIDDEN' });
  });

  it.each(calls(() => saved.id).slice(2))("%s %s: another shopper's saved search is a 403 and stays as it was", async (method, _what, path, json) => {
    const { status, body } = await send<ErrorBody>(path(), { method, token: other.token, ...(json ? { json } : {}) });
    expect({ status, type: body.error.type }).toEqual({ status: 403, type: 'FORBIDDEN' });
    expect((await listSaved(owner.token)).map((item) => [item.id, item.name])).toEqual([[saved.id, 'Chanel']]);
  });

  it('nobody sees another shopper’s saved searches in their list', async () => {
    expect(await listSaved(other.token)).toEqual([]);
  });

  it.each(calls(() => 999_999_999).slice(2))('%s %s: an unknown id is a 404', async (method, _what, path, json) => {
    const { status, body } = await send<ErrorBody>(path(), { method, token: owner.token, ...(json ? { json } : {}) });
    expect({ status, type: body.error.type }).toEqual({ status: 404, type: 'NOT_FOUND' });
  });

  it('answers are personal: never kept by a shared cache', async () => {
    const { headers } = await send('/v1/saved-searches', { token: owner.token });
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('bad input is a clear 400 naming the field, and saves nothing', () => {
  let shopper: Awaited<ReturnType<typeof newShopper>>;
  beforeAll(async () => {
    shopper = await newShopper('bad-input');
  });

  it.each<[string, string | unknown, RegExp]>([
    ['not JSON', '{"query":', /must be valid JSON/],
    ['no query', { name: 'x' }, /^query: must be an object/],
    ['an unknown field', { query: {}, colour: 'red' }, /Unknown field 'colour'/],
    ['an unknown query field', { query: { size: 'M' } }, /^query: unknown field 'size'/],
    ['an unknown brand (the catalog rules)', { query: { brand: ['Nope'] } }, /^query\.brand: Unknown brand 'Nope'/],
    ['an unknown category', { query: { category: [99] } }, /^query\.category: Unknown category 99/],
    ['an unknown colour', { query: { color: ['plaid'] } }, /^query\.color: Unknown colour 'plaid'/],
    ['an unknown sort', { query: { sort: 'oldest' } }, /^query\.sort: must be newest, price_asc or price_desc/],
    ['a text category id', { query: { category: ['1'] } }, /^query\.category\.0: takes whole-number ids/],
    ['deal as text', { query: { deal: 'yes' } }, /^query\.deal: must be true or false/],
    ['words too long', { query: { product: 'x'.repeat(101) } }, /^query\.product: is limited to 100 characters/],
    ['an empty name', { name: '   ', query: {} }, /^name: must not be empty/],
    ['a name too long', { name: 'n'.repeat(81), query: {} }, /^name: is limited to 80 characters/],
  ])('%s', async (_name, body, message) => {
    const init = typeof body === 'string' ? { body } : { json: body };
    const answer = await send<ErrorBody>('/v1/saved-searches', { method: 'POST', token: shopper.token, ...init });
    expect({ status: answer.status, type: answer.body.error.type }).toEqual({ status: 400, type: 'VALIDATION' });
    expect(answer.body.error.message).toMatch(message);
    expect(await listSaved(shopper.token)).toEqual([]);
  });

  it.each([['abc'], ['0'], ['01'], ['1234567890']])('an id %s is a 400 naming id', async (id) => {
    const answer = await send<ErrorBody>(`/v1/saved-searches/${id}`, { method: 'DELETE', token: shopper.token });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^id: must be a positive whole number/);
  });

  it('a rename to nothing is refused and keeps the name', async () => {
    const saved = await saveSearch(shopper.token, { product: 'kelly' });
    const answer = await send<ErrorBody>(`/v1/saved-searches/${saved.id}`, { method: 'PATCH', token: shopper.token, json: { name: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^name: must not be empty/);
    expect((await listSaved(shopper.token)).map((item) => item.name)).toEqual(['kelly']);
  });

  it('unknown query parameters are refused', async () => {
    const answer = await send<ErrorBody>('/v1/saved-searches?l=5', { token: shopper.token });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/Unknown query parameter 'l'/);
  });
});

describe('saving, renaming and deleting', () => {
  it('saves the query in one form with a default name, and the same search again is the same one', async () => {
    const shopper = await newShopper('save');
    const first = await saveSearch(shopper.token, { brand: ['Dior', 'Chanel', 'Dior'], product: ' black bag ', sort: 'price_asc', deal: false });
    expect(first).toMatchObject({ name: 'black bag', query: { product: 'black bag', brand: ['Chanel', 'Dior'], sort: 'price_asc' }, new_count: 0 });
    const again = await send<{ data: SavedSearch }>('/v1/saved-searches', {
      method: 'POST',
      token: shopper.token,
      json: { query: { product: 'black bag', brand: ['Chanel', 'Dior'], sort: 'price_asc' }, name: 'Other name' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.id);
    expect(await listSaved(shopper.token)).toHaveLength(1);
  });

  it('keeps the name the shopper gave; the heading is the default of a home group link', async () => {
    const shopper = await newShopper('names');
    expect((await saveSearch(shopper.token, { deal: true }, 'Deals I like')).name).toBe('Deals I like');
    expect((await saveSearch(shopper.token, { group: 'gender', heading: 'SHOP WOMEN', gender: ['W'] })).name).toBe('SHOP WOMEN');
  });

  it('renames and deletes, newest first in the list', async () => {
    const shopper = await newShopper('edit');
    const a = await saveSearch(shopper.token, { brand: ['Hermès'] });
    const b = await saveSearch(shopper.token, { brand: ['Rolex'] });
    expect((await listSaved(shopper.token)).map((item) => item.id)).toEqual([b.id, a.id]);
    const renamed = await send<{ data: SavedSearch }>(`/v1/saved-searches/${a.id}`, { method: 'PATCH', token: shopper.token, json: { name: '  Birkins  ' } });
    expect(renamed.body.data.name).toBe('Birkins');
    const deleted = await send<{ data: { deleted: boolean } }>(`/v1/saved-searches/${b.id}`, { method: 'DELETE', token: shopper.token });
    expect(deleted).toMatchObject({ status: 200, body: { data: { deleted: true } } });
    expect((await listSaved(shopper.token)).map((item) => [item.id, item.name])).toEqual([[a.id, 'Birkins']]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per shopper: one more is a 409 with the reason`, async () => {
    const shopper = await newShopper('cap');
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) await saveSearch(shopper.token, { product: `piece ${i}` });
    const over = await send<ErrorBody>('/v1/saved-searches', { method: 'POST', token: shopper.token, json: { query: { product: 'one more' } } });
    expect({ status: over.status, type: over.body.error.type }).toEqual({ status: 409, type: 'CONFLICT' });
    expect(over.body.error.message).toMatch(/up to 20 saved searches/);
    expect(await listSaved(shopper.token)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('goes with the account', async () => {
    const shopper = await newShopper('gone');
    await saveSearch(shopper.token, { product: 'gone' });
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(shopper.id).run();
    const left = await env.DB.prepare('SELECT count(*) AS n FROM saved_searches WHERE user_id = ?').bind(shopper.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("'N new': available matches listed since the search was last opened", () => {
  it('counts a matching piece listed after saving, not other pieces, not sold ones; opening clears it', async () => {
    const shopper = await newShopper('counts');
    const tag = word();
    const saved = await saveSearch(shopper.token, { product: tag, brand: ['Chanel'] });
    expect(saved.new_count).toBe(0);

    await listPiece({ brand: 'Chanel', description: `A ${tag} piece` });
    await listPiece({ brand: 'Dior', description: `A ${tag} piece` }); // another brand
    await listPiece({ brand: 'Chanel', description: 'Nothing to do with it' }); // other words
    await listPiece({ brand: 'Chanel', description: `A ${tag} piece`, status: 2 }); // sold already
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(1);

    const seen = await send<{ data: SavedSearch }>(`/v1/saved-searches/${saved.id}/seen`, { method: 'POST', token: shopper.token });
    expect(seen.body.data.new_count).toBe(0);
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(0);

    await listPiece({ brand: 'Chanel', description: `Another ${tag}` });
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(1);
  });

  it('uses the same filter rules as GET /v2/inventories (gender aliases and unisex, price ranges, deal)', async () => {
    const shopper = await newShopper('rules');
    const tag = word();
    await saveSearch(shopper.token, { product: tag, gender: ['W'], price_range: [3] }); // 3,000 to 7,500 SGD
    await listPiece({ description: tag, gender: 'U', price: 5_000 }); // unisex is listed under Women
    await listPiece({ description: tag, gender: 'M', price: 5_000 }); // not Women
    await listPiece({ description: tag, gender: 'W', price: 7_500 }); // the upper bound is exclusive
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(1);
    const inventories = await send<{ total_count: number }>(`/v2/inventories?product=${tag}&gender=W&price_range=3`);
    expect(inventories.body.total_count).toBe(1);
  });

  it('counts up to the cap and no further', async () => {
    const shopper = await newShopper('many');
    const tag = word();
    await saveSearch(shopper.token, { product: tag });
    await listPieces(101, { description: tag });
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(100);
  });
});
