/**
 * One door for input (src/server/http/validate.ts): every route's bad query, path parameter or body
 * answers 400 with exactly the spec's envelope {error:{type:'VALIDATION',message}}, and the message
 * names what was wrong.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AMELIA, tokenOf } from './account-area/helpers.ts';
import { seedTestCatalog } from './catalog/fixture.ts';
import { call } from './client.ts';

let user = '';
beforeAll(async () => {
  await seedTestCatalog(40);
  user = await tokenOf(AMELIA);
});

async function expectValidation(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { type: string; message: string } };
  expect(Object.keys(body)).toStrictEqual(['error']);
  expect(Object.keys(body.error).sort()).toStrictEqual(['message', 'type']);
  expect(body.error.type).toBe('VALIDATION');
  expect(body.error.message).toContain(message);
}

describe('queries and path parameters', () => {
  it.each([
    // catalog
    ['/v2/inventories?l=0', 'l: must be a whole number from 1 to 100'],
    ['/v2/inventories?p=1000001', 'p: must be a whole number from 1 to 1000000'],
    ['/v2/inventories?group=colour', "group: Unknown group 'colour'"],
    ['/v2/inventories?gender=Unisex', "gender: Unknown gender 'Unisex'"],
    ['/v2/inventories?colour=red', "Unknown query parameter 'colour'"],
    ['/v2/inventories/0', 'id: must be a positive whole number'],
    ['/v2/inventories/0042', 'id: must be a positive whole number'],
    ['/v2/inventories/1000000000', 'id: must be a positive whole number'],
    ['/v2/inventories/1?currency=XYZ', "currency: Unknown currency 'XYZ'"],
    ['/v1/inventories/abc/recommendation', 'id: must be a positive whole number'],
    ['/v1/inventories/1/recommendation?l=51', 'l: must be a whole number from 1 to 50'],
    ['/v3/home?country=FR', "country: Unknown store location 'FR'"],
    ['/v3/home?currency=SGD&currency=USD', 'currency: must be given once'],
    ['/v1/search-terms?q=bag', "Unknown query parameter 'q'"],
    ['/v2/delivery-rates?category=one', 'category: must be a whole number'],
    // settings
    ['/startup?lang=en', "Unknown query parameter 'lang'"],
  ])('GET %s', async (path, message) => {
    await expectValidation(await call(path), message);
  });

  it.each([
    ['/v1/orders?p=0', 'p: must be a whole number from 1'],
    ['/v1/orders?l=1000', 'l: must be a whole number from 1 to'],
    ['/v1/offers?currency=ZZZZ', 'currency: must be a three-letter currency code'],
    ['/v1/consignments?page=2', "Unknown query parameter 'page'"],
    ['/v1/orders/bad%20id', 'id: The order number is not valid'],
    ['/v1/consignments/0', 'id: The consignment id must be a positive whole number'],
  ])('GET %s (signed in)', async (path, message) => {
    await expectValidation(await call(path, { token: user }), message);
  });
});

describe('bodies', () => {
  it('guest login: a short uuid is named', async () => {
    await expectValidation(await call('/login-guest', { method: 'POST', json: { uuid: 'x' } }), 'uuid: must be at least 8 characters');
  });
  it('guest login: a body that is not JSON', async () => {
    await expectValidation(
      await call('/login-guest', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }),
      'The request body must be valid JSON.',
    );
  });
});
