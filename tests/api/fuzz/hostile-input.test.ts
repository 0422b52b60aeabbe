/**
 * Issue 23: the API's last bad-input gaps, each named. Prototype names as values of every table
 * lookup, bodies above the cap (413 before parsing, whatever Content-Length says), and odd methods
 * and paths under /api: all a 4xx in the JSON envelope, never a 5xx, an empty body or HTML.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsAuthApp } from '../../../src/server/cms/oauth.ts';
import type { Env } from '../../../src/server/env.ts';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from '../../../src/server/http/body-limit.ts';
import { throughMiddleware } from '../browse/middleware-chain.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { call, guestToken } from '../client.ts';
import { PROTOTYPE_NAMES } from './arbitraries.ts';

const testEnv = env as unknown as Env;

async function expectEnvelope(res: Response, status: number | ((s: number) => boolean), label: string): Promise<{ type: string; message: string }> {
  if (typeof status === 'number') expect(res.status, label).toBe(status);
  else expect(status(res.status), `${label}: ${res.status}`).toBe(true);
  expect(res.headers.get('Content-Type') ?? '', label).toMatch(/^application\/json\b/);
  const body = (await res.json()) as { error?: { type?: unknown; message?: unknown } };
  expect(typeof body.error?.type, label).toBe('string');
  expect(typeof body.error?.message, label).toBe('string');
  return body.error as { type: string; message: string };
}

const is4xx = (status: number) => status >= 400 && status < 500;

beforeAll(async () => {
  await seedTestCatalog(20);
});

describe('prototype names are no table entry', () => {
  const PARAMS = ['gender', 'sort', 'currency', 'country', 'category', 'brand', 'color', 'location', 'price_range', 'group', 'deal', 'l', 'p'];
  for (const name of PROTOTYPE_NAMES) {
    it(`GET /v2/inventories with '${name}' as every parameter's value and as a parameter's name`, async () => {
      for (const param of PARAMS) {
        const res = await call(`/v2/inventories?${param}=${encodeURIComponent(name)}`);
        await expectEnvelope(res, is4xx, `${param}=${name}`);
      }
      await expectEnvelope(await call(`/v2/inventories?${encodeURIComponent(name)}=1`), 400, `${name}=1`);
    });
  }

  it('gender=__proto__ is refused by name', async () => {
    const error = await expectEnvelope(await call('/v2/inventories?gender=__proto__'), 400, 'gender=__proto__');
    expect(error).toEqual({ type: 'VALIDATION', message: expect.stringContaining("Unknown gender '__proto__'") });
  });

  it('other reads and writes: prototype names as query values and body fields', async () => {
    const token = await guestToken();
    for (const name of PROTOTYPE_NAMES) {
      await expectEnvelope(await call(`/v2/inventories/${name}`), is4xx, `/v2/inventories/${name}`);
      const startup = await call(`/startup?currency=${name}`);
      expect(startup.status, `startup currency=${name}`).toBeLessThan(500);
      await startup.body?.cancel();
      const patched = await call('/v1/users/me', {
        method: 'PATCH',
        token,
        headers: { 'Content-Type': 'application/json' },
        body: `{"currency":"${name}","gender":"${name}"}`,
      });
      await expectEnvelope(patched, is4xx, `PATCH currency=${name}`);
      const proto = await call('/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"${name}":{"username":"a@b.co"},"username":"${name}","password":"${name}"}`,
      });
      await expectEnvelope(proto, is4xx, `login ${name}`);
    }
  });
});

describe('request bodies are capped before parsing', () => {
  const big = `{"username":"a@b.co","password":"${'x'.repeat(5 * 1024 * 1024)}"}`;

  it('a 5 MB body with its Content-Length: 413 in the envelope', async () => {
    const res = await call('/login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) }, body: big });
    const error = await expectEnvelope(res, 413, '5 MB login');
    expect(error.type).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 5 MB body streamed without Content-Length: counted and refused', async () => {
    const bytes = new TextEncoder().encode(big);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const res = await call('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    await expectEnvelope(res, 413, 'streamed login');
    // The count stopped shortly after the cap: the rest was never read.
    expect(sent).toBeLessThan(DEFAULT_BODY_LIMIT + 2 * 64 * 1024);
  });

  it('a Content-Length that understates the body does not get it past the count', async () => {
    const stream = new Blob([big]).stream();
    const res = await call('/v2/users/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '10' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectEnvelope(res, 413, 'understated length');
  });

  it('the largest legitimate bodies still pass: 200 favourites merged, a saved search of 60 long brand names', async () => {
    const token = await guestToken();
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: 999_000_000 + i,
      saved_at: '2026-11-23T08:00:00.000+08:00',
      saved_price: 1_000_000_000,
      currency: 'SGD',
    }));
    const merge = JSON.stringify({ items });
    expect(merge.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(merge.length).toBeLessThan(bodyLimitFor('POST', '/v1/favourites/merge'));
    const merged = await call('/v1/favourites/merge', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: merge });
    expect(merged.status).not.toBe(413);
    const search = JSON.stringify({ name: 'Every house', query: { brand: Array.from({ length: 60 }, (_, i) => `Maison ${'é'.repeat(90)} ${i}`) } });
    expect(new TextEncoder().encode(search).length).toBeLessThan(bodyLimitFor('POST', '/v1/saved-searches'));
    const saved = await call('/v1/saved-searches', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: search });
    expect(saved.status).not.toBe(413);
  });

  it('a body just over the default cap on an ordinary call: 413; just under: read as usual', async () => {
    const over = `{"uuid":"${'a'.repeat(DEFAULT_BODY_LIMIT)}"}`;
    await expectEnvelope(await call('/login-guest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: over }), 413, 'over');
    const under = `{"uuid":"${'a'.repeat(DEFAULT_BODY_LIMIT - 100)}"}`;
    const error = await expectEnvelope(
      await call('/login-guest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: under }),
      400,
      'under',
    );
    expect(error.message).toMatch(/uuid/);
  });
});

describe('odd methods and paths under /api: the envelope with a 4xx', () => {
  const noAssets = {
    // The asset server's own refusals, as Pages answers them for paths no function serves.
    fetch: async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      if (request.method === 'GET' || request.method === 'HEAD')
        return new Response('<!doctype html><title>Not found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      if (['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].includes(request.method)) return new Response(null, { status: 405 });
      return new Response('Not Implemented', { status: 501, headers: { 'Content-Type': 'text/plain' } });
    },
  };
  const cases: [string, string][] = [
    ['POST', '/api//v2/inventories'],
    ['PUT', '/api/v1/favourites/\\'],
    ['DELETE', '/api/v1/favourites/\\'],
    ['GET', '/api//startup'],
    ['PROPFIND', '/api//v2/inventories'],
    ['PATCH', '/api//'],
  ];
  for (const [method, path] of cases) {
    it(`${method} ${path}`, async () => {
      const request = new Request(`https://shop.example${path}`, { method, body: method === 'POST' || method === 'PUT' ? '{}' : null });
      const { res, html } = await throughMiddleware(request, { ...testEnv, ASSETS: noAssets } as unknown as Env, noAssets);
      expect(is4xx(res.status), `${res.status}`).toBe(true);
      expect(res.headers.get('Content-Type') ?? '').toMatch(/^application\/json\b/);
      const body = JSON.parse(html) as { error: { type: string; message: string } };
      expect(body.error.type).toBe(method === 'GET' ? 'NOT_FOUND' : 'METHOD_NOT_ALLOWED');
    });
  }

  it('the built-in API: unknown and odd methods on a known path', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'PUT', 'OPTIONS']) {
      await expectEnvelope(await call('/startup', { method }), is4xx, `${method} /startup`);
    }
  });

  it('/api/cms/auth and /api/cms/callback when the editor is not configured, and other methods there', async () => {
    const unconfigured = { ...testEnv, GITHUB_OAUTH_CLIENT_ID: undefined, GITHUB_OAUTH_CLIENT_SECRET: undefined } as unknown as Env;
    for (const path of ['/auth?provider=github&scope=repo', '/callback?code=c&state=s']) {
      const error = await expectEnvelope(await cmsAuthApp.request(path, {}, unconfigured), 503, path);
      expect(error.type).toBe('NOT_CONFIGURED');
    }
    await expectEnvelope(await cmsAuthApp.request('/auth', { method: 'POST' }, unconfigured), 405, 'POST /auth');
    await expectEnvelope(await cmsAuthApp.request('/elsewhere', {}, unconfigured), 404, '/elsewhere');
  });
});
