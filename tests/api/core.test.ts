import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StartupSettings } from '../../src/lib/contract/settings.ts';
import { call, guestToken } from './client.ts';

describe('POST /login-guest', () => {
  it('issues a random token and stores only its hash', async () => {
    const uuid = crypto.randomUUID();
    const first = await call('/login-guest', { method: 'POST', json: { uuid } });
    const second = await call('/login-guest', { method: 'POST', json: { uuid } });
    expect(first.status).toBe(200);
    const a = ((await first.json()) as { access_token: string }).access_token;
    const b = ((await second.json()) as { access_token: string }).access_token;
    expect(a).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(a).not.toBe(b);
    const stored = await env.DB.prepare('SELECT token_hash FROM sessions WHERE guest_uuid = ?').bind(uuid).all<{ token_hash: string }>();
    expect(stored.results).toHaveLength(2);
    expect(stored.results.map((r: { token_hash: string }) => r.token_hash)).not.toContain(a);
  });

  it.each([
    ['no body', undefined, 'valid JSON'],
    ['missing uuid', {}, 'uuid'],
    ['short uuid', { uuid: 'abc' }, 'uuid'],
    ['uuid not a string', { uuid: 42 }, 'uuid'],
  ])('refuses %s with a 400 and the error body', async (_name, json, message) => {
    const res = await call('/login-guest', json === undefined ? { method: 'POST', body: 'not json' } : { method: 'POST', json });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('VALIDATION');
    expect(body.error.message).toContain(message);
  });
});

describe('sessions', () => {
  it('answers 401 with the error body for an unknown bearer token', async () => {
    // On a call that reads the session; public reads answer everyone alike (catalog/edge-cache.test.ts).
    const res = await call('/v1/search-terms', { token: 'not-a-real-token' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('UNAUTHORIZED');
  });

  it('accepts a token from guest login', async () => {
    const res = await call('/startup', { token: await guestToken() });
    expect(res.status).toBe(200);
  });
});

describe('GET /startup', () => {
  it('answers every settings list with the spec fields', async () => {
    const res = await call('/startup', { token: await guestToken() });
    const { data } = (await res.json()) as { data: StartupSettings };
    expect(data.currencies[0]).toEqual({ code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', country_code: 'SG' });
    expect(data.stores.length).toBeGreaterThanOrEqual(3);
    for (const store of data.stores) expect(Object.keys(store).sort()).toEqual(['country', 'country_code', 'id']);
    expect(data.brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Hermès', 'Chanel', 'Dior', 'Louis Vuitton']));
    expect(data.brands.length).toBeGreaterThanOrEqual(20);
    expect(data.categories.map((c) => [c.id, c.name])).toEqual([
      [1, 'Bags'],
      [2, 'Small Leather Goods'],
      [3, 'Accessories'],
      [4, 'Shoes'],
      [5, 'Jewelry'],
      [6, 'Ready To Wear'],
      [7, 'Watches'],
      [8, 'Home'],
    ]);
    const color = data.categories[0]?.fields.find((f) => f.id === 'color');
    expect(color?.options.length).toBeGreaterThan(5);
    expect(data.countries.find((c) => c.code === 'SG')?.phone_code).toBe('+65');
    expect(data.price_ranges.length).toBeGreaterThan(3);
    expect(data.privacy_policy).toBe('http://127.0.0.1/policies/privacy-policy.html');
    expect(data.term_condition).toBe('http://127.0.0.1/policies/terms-conditions.html');
  });
});

describe('unknown routes', () => {
  it('answers 404 with the error body', async () => {
    const res = await call('/v9/nothing');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('NOT_FOUND');
  });
});
