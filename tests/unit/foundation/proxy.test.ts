import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToUpstream, upstreamTimeoutMs, upstreamUrl, UPSTREAM_READ_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS } from '../../../src/server/proxy/upstream.ts';

// A local stand-in for the business's backend: echoes what it received, or never answers.
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    if (req.url?.startsWith('/hang')) return; // never answers
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'application/json', 'Keep-Alive': 'timeout=5' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, auth: req.headers.authorization ?? null, te: req.headers['te'] ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('proxyToUpstream (API_ORIGIN set)', () => {
  it('passes method, body, query and Authorization through, without hop-by-hop headers', async () => {
    const request = new Request('https://shop.example/api/v2/users/register?x=1&y=a,b', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json', TE: 'trailers' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    const response = await proxyToUpstream(request, origin);
    expect(response.status).toBe(200);
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/v2/users/register?x=1&y=a,b',
      body: '{"email":"a@b.co"}',
      auth: 'Bearer abc',
      te: null,
    });
  });

  it('keeps the upstream status (other statuses pass through unchanged)', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/missing'), origin);
    expect(response.status).toBe(404);
  });

  it('answers 504 with the error body when the backend is too slow', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/hang'), origin, { timeoutMs: 200 });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { type: 'UPSTREAM_TIMEOUT' } });
  });

  it('answers 502 with the error body when the backend cannot be reached', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/startup'), 'http://127.0.0.1:9', { timeoutMs: 2000 });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { type: 'UPSTREAM_ERROR' } });
  });
});

// Issue 10, finding 6: a fake backend that records every call, so nothing leaves the test.
interface Call {
  url: string;
  headers: Headers;
}

function fakeBackend(answer: (url: string) => Response | Promise<Response> = () => Response.json({ data: 'ok' })) {
  const calls: Call[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url);
  }) as typeof fetch;
  return { calls, fetch: fakeFetch };
}

const API_ORIGIN = 'https://backend.example/base';

async function expectEnvelope(response: Response, status: number, type: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { type: string; message: string } };
  expect(body.error.type).toBe(type);
  expect(typeof body.error.message).toBe('string');
}

describe('proxyToUpstream goes to API_ORIGIN and nowhere else', () => {
  it.each([
    '/api/http:127.0.0.1:18703/steal',
    '/api/http:%5C%5Chost/x',
    '/api/http:%5c%5chost/x',
    '/api/https:%2F%2Fevil.example/x',
    '/api//evil.example/x',
    '/api///evil.example/x',
    '/api/%2F%2Fevil/x',
    '/api/%2f%2fevil/x',
    '/api/%252F%252Fevil/x',
    '/api/%5C%5Cevil/x',
    '/api/v1/%252e%252e/%252e%252e/x',
    '/api/v1/..%2F..%2Fadmin',
    '/api/javascript:alert(1)',
    '/api/v1/users/me%00',
    '/api/v1/%09/x',
    '/api/ftp:evil/x',
  ])('%s → 400 envelope, no call made', async (path) => {
    const backend = fakeBackend();
    const response = await proxyToUpstream(new Request(`https://shop.example${path}`, { headers: { Authorization: 'Bearer secret' } }), API_ORIGIN, {
      fetch: backend.fetch,
    });
    await expectEnvelope(response, 400, 'VALIDATION');
    expect(backend.calls).toEqual([]);
  });

  it.each([
    ['/api/v2/inventories/42', 'https://backend.example/base/v2/inventories/42'],
    ['/api/v1/orders/RLX-100240', 'https://backend.example/base/v1/orders/RLX-100240'],
    ['/api/v2/inventories?brand=Herm%C3%A8s,Dior&q=http://x', 'https://backend.example/base/v2/inventories?brand=Herm%C3%A8s,Dior&q=http://x'],
    ['/api/startup', 'https://backend.example/base/startup'],
  ])('%s → %s', async (path, expected) => {
    const backend = fakeBackend();
    const response = await proxyToUpstream(new Request(`https://shop.example${path}`), API_ORIGIN, { fetch: backend.fetch });
    expect(response.status).toBe(200);
    expect(backend.calls.map((c) => c.url)).toEqual([expected]);
  });

  it('builds the target inside the error handling: a bad API_ORIGIN is a 502 envelope, not a throw', async () => {
    const backend = fakeBackend();
    await expectEnvelope(await proxyToUpstream(new Request('https://shop.example/api/startup'), 'not a url', { fetch: backend.fetch }), 502, 'UPSTREAM_ERROR');
    await expectEnvelope(
      await proxyToUpstream(new Request('https://shop.example/api/startup'), 'javascript:alert(1)', { fetch: backend.fetch }),
      502,
      'UPSTREAM_ERROR',
    );
    expect(backend.calls).toEqual([]);
  });

  it("forwards Authorization but never the shopper's Cookie", async () => {
    const backend = fakeBackend();
    await proxyToUpstream(
      new Request('https://shop.example/api/v1/users/me', { headers: { Authorization: 'Bearer t', Cookie: 'session=secret; _ga=1' } }),
      API_ORIGIN,
      {
        fetch: backend.fetch,
      },
    );
    expect(backend.calls[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(backend.calls[0]?.headers.has('cookie')).toBe(false);
  });

  it("drops the backend's Set-Cookie", async () => {
    const backend = fakeBackend(
      () => new Response('{"data":1}', { headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'tracker=1; Domain=shop.example', ETag: 'W/"1"' } }),
    );
    const response = await proxyToUpstream(new Request('https://shop.example/api/startup'), API_ORIGIN, { fetch: backend.fetch });
    expect(response.status).toBe(200);
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(response.headers.get('etag')).toBe('W/"1"');
    expect(await response.json()).toEqual({ data: 1 });
  });

  it.each([500, 502, 503, 504])('an upstream %i (HTML or JSON) becomes the 502 envelope', async (status) => {
    const html = fakeBackend(
      () => new Response('<html><body>nginx stack trace</body></html>', { status, headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' } }),
    );
    const response = await proxyToUpstream(new Request('https://shop.example/api/startup'), API_ORIGIN, { fetch: html.fetch });
    await expectEnvelope(response, 502, 'UPSTREAM_ERROR');
    expect(response.headers.has('set-cookie')).toBe(false);
    const json = fakeBackend(() => Response.json({ error: { type: 'INTERNAL', message: 'db at 10.0.0.3 down' } }, { status }));
    await expectEnvelope(await proxyToUpstream(new Request('https://shop.example/api/startup'), API_ORIGIN, { fetch: json.fetch }), 502, 'UPSTREAM_ERROR');
  });

  it.each([
    [200, 'text/html; charset=utf-8', '<html>login portal</html>'],
    [404, 'text/html', '<h1>404 Not Found</h1>'],
    [200, 'text/plain', 'ok'],
    [200, null, 'no type'],
  ])('a %i %s answer with a body becomes the 502 envelope', async (status, type, body) => {
    const backend = fakeBackend(() => {
      const response = new Response(body, { status });
      if (type) response.headers.set('Content-Type', type);
      else response.headers.delete('Content-Type');
      return response;
    });
    await expectEnvelope(await proxyToUpstream(new Request('https://shop.example/api/startup'), API_ORIGIN, { fetch: backend.fetch }), 502, 'UPSTREAM_ERROR');
  });

  it('keeps JSON errors, bodiless answers and redirects as the backend gave them', async () => {
    const notFound = fakeBackend(() => Response.json({ error: { type: 'NOT_FOUND', message: 'No such item' } }, { status: 404 }));
    await expectEnvelope(
      await proxyToUpstream(new Request('https://shop.example/api/v2/inventories/9'), API_ORIGIN, { fetch: notFound.fetch }),
      404,
      'NOT_FOUND',
    );
    const notModified = fakeBackend(() => new Response(null, { status: 304, headers: { ETag: 'W/"1"' } }));
    const cached = await proxyToUpstream(new Request('https://shop.example/api/v3/home'), API_ORIGIN, { fetch: notModified.fetch });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe('W/"1"');
    const empty = fakeBackend(() => new Response(null, { status: 204 }));
    expect((await proxyToUpstream(new Request('https://shop.example/api/logout', { method: 'POST' }), API_ORIGIN, { fetch: empty.fetch })).status).toBe(204);
    const redirect = fakeBackend(
      () => new Response('<a href="/?activated=1">Found</a>', { status: 302, headers: { Location: '/?activated=1&login=1', 'Content-Type': 'text/html' } }),
    );
    const activated = await proxyToUpstream(new Request('https://shop.example/api/v1/users/activate?token=t'), API_ORIGIN, { fetch: redirect.fetch });
    expect(activated.status).toBe(302);
    expect(activated.headers.get('location')).toBe('/?activated=1&login=1');
  });
});

describe('proxy time limits (issue 10, finding 12)', () => {
  it('reads and guest login give up after the read limit, writes after the long one', () => {
    const at = (path: string) => new URL(`https://backend.example/base${path}`);
    expect(UPSTREAM_READ_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(upstreamTimeoutMs('GET', at('/v2/inventories/1'))).toBe(UPSTREAM_READ_TIMEOUT_MS);
    expect(upstreamTimeoutMs('HEAD', at('/startup'))).toBe(UPSTREAM_READ_TIMEOUT_MS);
    expect(upstreamTimeoutMs('POST', at('/login-guest'))).toBe(UPSTREAM_READ_TIMEOUT_MS);
    expect(upstreamTimeoutMs('POST', at('/login'))).toBe(UPSTREAM_TIMEOUT_MS);
    expect(upstreamTimeoutMs('PATCH', at('/v1/users/me'))).toBe(UPSTREAM_TIMEOUT_MS);
  });

  it('a hanging backend answers 504 once the limit passes, not later', async () => {
    const hanging = fakeBackend();
    const neverAnswers = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        hanging.calls.push({ url: String(input), headers: new Headers(init?.headers) });
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = performance.now();
    const response = await proxyToUpstream(new Request('https://shop.example/api/v2/inventories/1'), API_ORIGIN, { fetch: neverAnswers, timeoutMs: 300 });
    const took = performance.now() - started;
    await expectEnvelope(response, 504, 'UPSTREAM_TIMEOUT');
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
  });

  it("upstreamUrl refuses to resolve a path that escapes (throws inside the proxy's error handling)", () => {
    expect(() => upstreamUrl('https://shop.example/api/http:127.0.0.1:18703/steal', API_ORIGIN)).toThrow();
  });
});
