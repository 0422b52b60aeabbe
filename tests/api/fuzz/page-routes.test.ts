/**
 * Issue 10: a bounded property-based run over the page routes (functions/_middleware.ts: security
 * headers, then servePageRoutes) with malformed paths, queries and methods, against a fake ASSETS
 * and the built-in API on D1 or a fake backend (API_ORIGIN). Never a 5xx; a path that cannot be
 * percent-decoded is the site's 404 page (finding 8: '/product-2000/%ZZ' was a 500).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onRequest as middlewareChain } from '../../../functions/_middleware.ts';
import type { Env } from '../../../src/server/env.ts';
import { servePageRoutes } from '../../../src/edge/serve-page-routes.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { FUZZ_SEED, METHODS, query, segment } from './arbitraries.ts';
import { pagesContext } from './pages-context.ts';
import { deployedEnv, PRODUCT_SHELL_HTML, staticSite } from '../browse/middleware-chain.ts';

const NOT_FOUND_HTML = '<!doctype html><html><head><title>Page not found | Reluxe</title></head><body><h1>Page not found</h1></body></html>';
/** The static site as the Pages asset server answers it: shells, the 404 page, nothing else. */
const assets = staticSite({ pages: { '/404': NOT_FOUND_HTML }, shell: PRODUCT_SHELL_HTML, notFound: NOT_FOUND_HTML });
const builtIn = deployedEnv(assets);
const proxied = { ...builtIn, API_ORIGIN: 'https://backend.example/api' } as Env;

type Handler = (context: Parameters<typeof servePageRoutes>[0]) => Response | Promise<Response>;

/** Runs handlers as Pages chains them: each next() calls the following one, the last one's next() is the asset server. */
async function run(handlers: Handler[], request: Request, deployed: Env): Promise<Response> {
  const ctx = createExecutionContext();
  const at = (index: number, current: Request): Promise<Response> => {
    const handler = handlers[index];
    if (!handler) return assets.fetch(current);
    const context = pagesContext(current, deployed, ctx, {
      functionPath: '/',
      next: (input, init) => at(index + 1, input === undefined ? current : new Request(input, init)),
    }) as Parameters<typeof servePageRoutes>[0];
    return Promise.resolve(handler(context));
  };
  try {
    return await at(0, request);
  } finally {
    await waitOnExecutionContext(ctx);
  }
}

const ROUTE_PREFIXES = ['/product/', '/product-', '/recommended/', '/order-detail/', '/consignment/', '/consignment-'];
const MALFORMED = ['%ZZ', '%E0%A4%A', '%C3', '%', '%%41', '%G0', 'ok%E2%82'];

/** Paths shaped like the route table's, with any segments; and anything else at all. */
const pagePath: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROUTE_PREFIXES),
        fc.oneof(fc.nat({ max: 99999 }).map(String), segment),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom('', '/'),
      )
      .map(([prefix, id, rest, end]) => `${prefix}${id}${rest.map((part) => `/${part}`).join('')}${end}`),
    weight: 4,
  },
  { arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`), weight: 1 },
  // Under /api but matching no function route (here nothing serves /api: the chain ends at the assets).
  { arbitrary: fc.array(segment, { maxLength: 3 }).map((parts) => `/api/${parts.join('/')}`), weight: 1 },
);

const method = fc.oneof({ arbitrary: fc.constant('GET'), weight: 5 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 });

/** A fake backend for API_ORIGIN: any of the answers a real one gives, quickly. */
let backend: { mockRestore: () => void } | null = null;

function fakeBackend(): void {
  backend = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/login-guest')) return Response.json({ access_token: 'edge-token' });
    const id = Number(/inventories\/(\d+)/.exec(url)?.[1] ?? 0);
    switch (id % 5) {
      case 0:
        return Response.json({ error: { type: 'NOT_FOUND', message: 'No such item' } }, { status: 404 });
      case 1:
        return new Response('<html>bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
      case 2:
        return new Response('not json', { headers: { 'Content-Type': 'application/json' } });
      case 3:
        return Response.json({ data: { id: 'x' } });
      default:
        return Response.json({ error: { type: 'UNAUTHORIZED', message: 'expired' } }, { status: 401 });
    }
  });
}

let productId = 0;

beforeAll(async () => {
  // The edge logs every failed product fetch; a failure here names its request instead.
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
  const catalog = await seedTestCatalog(60);
  productId = catalog.items[0]?.id ?? 0;
});

afterEach(() => {
  backend?.mockRestore();
  backend = null;
});

afterAll(() => {
  vi.restoreAllMocks();
});

function url(path: string, search = ''): string {
  return `https://shop.example${path}${search}`;
}

describe('page routes answer 404 to malformed percent-encoding (finding 8)', () => {
  it.each(['/product-2000/%ZZ', '/consignment-3108/%E0%A4%A', '/product-1/%C3', '/consignment-5/a/%'])('%s is the 404 page', async (path) => {
    const response = await run([servePageRoutes], new Request(url(path)), builtIn);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Page not found');
  });

  it('the same through the whole middleware chain, with the security headers on', async () => {
    const response = await run(middlewareChain as Handler[], new Request(url('/product-2000/%ZZ')), builtIn);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it("an /api path no function route serves ('/api//x') is the API's JSON 404, not the HTML page", async () => {
    const response = await run(middlewareChain as Handler[], new Request(url('/api//evil.example/x')), builtIn);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { type: 'NOT_FOUND' } });
  });

  it('a well-formed product path still renders the product', async () => {
    const response = await run([servePageRoutes], new Request(url(`/product-${productId}/some_name`)), builtIn);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-rendered="edge"');
  });
});

// Issue 35: under `npm start` these reached wrangler's asset server, which answered 502 naming the
// checkout's path (or, for TRACE, nothing at all). The middleware answers them first.
describe('requests the asset server must never see', () => {
  const HAN = '汉'.repeat(100);
  it.each([
    ['/product/1500%00', 400],
    ['/about-us%00', 400],
    ['/_headers', 404],
    ['/_routes.json', 404],
    [`/product-${encodeURIComponent(HAN)}/x`, 404],
    ['/about-us/%ZZ', 404],
  ] as const)('%s is the store page with %i', async (path, status) => {
    const response = await run(middlewareChain as Handler[], new Request(url(path)), builtIn);
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toBeTruthy();
    expect(await response.text()).toContain('Page not found');
  });

  it.each(['TRACE', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PROPFIND'])('%s on a page is 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/', '/about-us', '/search', '/product/2000', '/language/en']) {
      let request: Request;
      try {
        request = new Request(url(path), { method });
      } catch {
        continue; // a runtime that refuses to build the method at all cannot send it either
      }
      const response = await run(middlewareChain as Handler[], request, builtIn);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(await response.text()).toBe('');
    }
  });

  it('the API keeps its own answers to other methods', async () => {
    const response = await run(middlewareChain as Handler[], new Request(url('/api//x'), { method: 'PUT', body: '{}' }), builtIn);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Allow')).toBeNull();
  });
});

describe('fuzz: page routes (fixed seed, bounded)', () => {
  const property = (handlers: Handler[], deployed: () => Env) =>
    fc.asyncProperty(pagePath, query, method, fc.constantFrom(...MALFORMED), fc.boolean(), async (path, search, verb, bad, breakIt) => {
      // Half the runs put a malformed escape into the path, where the route table decodes it.
      const target = breakIt ? `${path}/${bad}` : path;
      const label = JSON.stringify({ method: verb, path: target, query: search });
      const response = await run(handlers, new Request(url(target, search), { method: verb }), deployed());
      expect(response.status, label).toBeLessThan(500);
      if (new URL(url(target)).pathname.startsWith('/api/') && response.status >= 400) {
        expect(response.headers.get('Content-Type'), label).toMatch(/^application\/json/);
        expect(await response.json(), label).toMatchObject({ error: { type: 'NOT_FOUND' } });
        return;
      }
      await response.body?.cancel();
    });

  it('servePageRoutes on the built-in API: never a 5xx', async () => {
    await fc.assert(
      property([servePageRoutes], () => builtIn),
      { numRuns: 300, seed: FUZZ_SEED },
    );
  }, 30_000);

  it('servePageRoutes with API_ORIGIN answering errors, garbage and refusals: never a 5xx', async () => {
    fakeBackend();
    await fc.assert(
      property([servePageRoutes], () => proxied),
      { numRuns: 200, seed: FUZZ_SEED },
    );
  }, 30_000);

  it('the whole middleware chain (security headers, then page routes): never a 5xx', async () => {
    await fc.assert(
      property(middlewareChain as Handler[], () => builtIn),
      { numRuns: 200, seed: FUZZ_SEED },
    );
  }, 30_000);
});
