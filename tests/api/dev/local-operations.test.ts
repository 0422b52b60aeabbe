/**
 * The store's local-only writes (src/server/dev/routes.ts): POST /dev/d1 changes the catalog as the
 * back office would, POST /dev/alerts/run runs the digest job inside the store. Only for local
 * conveniences, and never for what a web page in the developer's browser could send.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_SQL_MAX_LENGTH, DEV_SQL_MAX_STATEMENTS } from '../../../src/server/dev/routes.ts';
import { api, expectError, testEnv } from '../accounts/helpers.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';

beforeAll(async () => {
  await seedTestCatalog(50);
});

async function priceOf(id: number): Promise<number> {
  const row = await env.DB.prepare('SELECT selling_price FROM inventories WHERE id = ?').bind(id).first<{ selling_price: number }>();
  return row?.selling_price ?? NaN;
}

async function catalogVersion(): Promise<number> {
  return (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())?.version ?? NaN;
}

async function anyItem(): Promise<{ id: number; selling_price: number }> {
  const row = await env.DB.prepare('SELECT id, selling_price FROM inventories WHERE status = 1 ORDER BY id LIMIT 1').first<{
    id: number;
    selling_price: number;
  }>();
  if (!row) throw new Error('the API test catalog has no available item');
  return row;
}

const d1 = (statements: unknown, options: Parameters<typeof api>[1] = {}) => api('/dev/d1', { method: 'POST', json: { statements }, ...options });

describe('POST /dev/d1', () => {
  it('runs the statements in one batch and moves the catalog version, so cached public reads are left behind', async () => {
    const item = await anyItem();
    const before = await catalogVersion();
    const res = await d1([
      `UPDATE inventories SET selling_price = ${item.selling_price + 100} WHERE id = ${item.id}`,
      `UPDATE inventories SET selling_price = selling_price + 1 WHERE id = ${item.id}`,
    ]);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { changes: number[] } };
    // Rows written per statement (D1 counts the catalog version trigger's row too).
    expect(data.changes).toHaveLength(2);
    expect(data.changes.every((n) => n >= 1)).toBe(true);
    expect(await priceOf(item.id)).toBe(item.selling_price + 101);
    expect(await catalogVersion()).toBeGreaterThan(before);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('changes nothing when one statement of the batch fails, and says why', async () => {
    const item = await anyItem();
    const res = await d1([`UPDATE inventories SET selling_price = 1 WHERE id = ${item.id}`, 'UPDATE no_such_table SET x = 1']);
    await expectError(res, 400, 'VALIDATION', /The statements failed: .*no_such_table/);
    expect(await priceOf(item.id)).toBe(item.selling_price);
  });

  it.each([
    ['no statements field', undefined],
    ['an empty list', []],
    ['a string instead of a list', 'SELECT 1'],
    ['a blank statement', ['  ']],
    ['a number', [42]],
    ['too many statements', Array.from({ length: DEV_SQL_MAX_STATEMENTS + 1 }, () => 'SELECT 1')],
    ['a statement too long', [`SELECT '${'x'.repeat(DEV_SQL_MAX_LENGTH)}'`]],
  ])('refuses %s with a clear 400', async (_name, statements) => {
    await expectError(await d1(statements), 400, 'VALIDATION', /Send \{"statements": \[\.\.\.\]\}/);
  });

  it('refuses a body that is not JSON (what a form on a visited web page could post)', async () => {
    const res = await api('/dev/d1', {
      method: 'POST',
      body: 'statements=DELETE FROM users',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await expectError(res, 415, 'VALIDATION', 'Send a JSON body (Content-Type: application/json).');
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site', { Origin: 'http://evil.example' }],
    ['an Origin of another local port', { Origin: 'http://127.0.0.1:9999' }],
  ])('refuses a request with %s', async (_name, headers) => {
    const item = await anyItem();
    const res = await d1([`UPDATE inventories SET selling_price = 1 WHERE id = ${item.id}`], { headers });
    await expectError(res, 403, 'FORBIDDEN', 'Local operations are refused for requests from another site.');
    expect(await priceOf(item.id)).toBe(item.selling_price);
  });

  it.each([
    ['production', { env: testEnv({ ENVIRONMENT: 'production' }) }],
    ['an unset environment', { env: testEnv({ ENVIRONMENT: undefined }) }],
    ['a public host', { origin: 'https://shop.example' }],
    ['a client from the internet', { headers: { 'CF-Connecting-IP': '203.0.113.9' } }],
  ])('does not exist for %s', async (_name, options) => {
    const item = await anyItem();
    const res = await d1([`UPDATE inventories SET selling_price = 1 WHERE id = ${item.id}`], options);
    await expectError(res, 404, 'NOT_FOUND', 'No API route for POST /dev/d1');
    expect(await priceOf(item.id)).toBe(item.selling_price);
  });
});

describe('POST /dev/alerts/run', () => {
  it('runs the digest job inside the store and answers its result', async () => {
    const res = await api('/dev/alerts/run', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { status: string; sent: number; failed: number; checked: number } };
    expect(data).toEqual({ status: 'ran', sent: expect.any(Number), failed: 0, checked: expect.any(Number) });
  });

  it.each([
    ['production', { env: testEnv({ ENVIRONMENT: 'production' }) }],
    ['a public host', { origin: 'https://shop.example' }],
  ])('does not exist for %s', async (_name, options) => {
    await expectError(await api('/dev/alerts/run', { method: 'POST', json: {}, ...options }), 404, 'NOT_FOUND', 'No API route for POST /dev/alerts/run');
  });

  it('refuses a cross-site request', async () => {
    const res = await api('/dev/alerts/run', { method: 'POST', json: {}, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    await expectError(res, 403, 'FORBIDDEN');
  });
});
