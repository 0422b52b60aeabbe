/**
 * Issue 23: render once. /search and product pages through the real middleware chain on D1: a second
 * visit with the same currency and location is served from caches.default without a render and with
 * the same HTML; another currency or location is rendered on its own; a catalog change makes every
 * earlier page unreachable; a client that has gone gets nothing rendered.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_PREFS_COOKIE } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import type { Env } from '../../../src/server/env.ts';
import { PAGE_CACHE_HEADER, pageCacheKey } from '../../../src/edge/page-cache.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { throughMiddleware } from './middleware-chain.ts';

const SEARCH_HTML =
  '<!doctype html><html><head><title>Search | Reluxe</title></head><body><main>' +
  '<div id="search-root"><astro-island uid="Z1" prefix="r7" component-url="/_astro/SearchResults.js" client="load" ssr>' +
  '<div class="search-page container"><h1 class="search-head__title">Search</h1></div></astro-island>' +
  '<noscript><p>Search results need JavaScript.</p></noscript></div></main></body></html>';
const PRODUCT_SHELL =
  '<!doctype html><html><head><title>Product | Reluxe</title><meta name="description" content="x"></head><body><main><div id="product-root" class="product-page">' +
  '<p class="product-page__loading">Loading</p></div></main></body></html>';

/** The built pages, counting how often a render asked for them. */
const asked = new Map<string, number>();
const assets = {
  async fetch(input: RequestInfo | URL): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
    const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' };
    if (url.pathname === '/search') return new Response(SEARCH_HTML, { headers: html });
    if (url.pathname === '/shells/product') return new Response(PRODUCT_SHELL, { headers: html });
    return new Response('not found', { status: 404, headers: html });
  },
};
const deployed = { ...(env as unknown as Env), ENVIRONMENT: 'production', SITE_URL: 'https://shop.example', ASSETS: assets } as unknown as Env;

async function visit(path: string, prefs?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (prefs) headers.set('Cookie', `${SHOPPER_PREFS_COOKIE}=${prefs}`);
  const before = { search: asked.get('/search') ?? 0, product: asked.get('/shells/product') ?? 0 };
  const { res, html } = await throughMiddleware(new Request(`https://shop.example${path}`, { ...init, headers }), deployed, assets);
  const rendered = (asked.get('/search') ?? 0) - before.search + ((asked.get('/shells/product') ?? 0) - before.product) > 0;
  return { res, html, rendered, status: res.headers.get(PAGE_CACHE_HEADER) };
}

let productId = 0;

beforeAll(async () => {
  await seedTestCatalog(60);
  const row = await env.DB.prepare('SELECT id FROM inventories ORDER BY id LIMIT 1').first<{ id: number }>();
  productId = row?.id ?? 0;
});

describe('the key', () => {
  it('sorts the parameters and holds version, currency, location and a language slot', () => {
    const a = pageCacheKey({ url: 'https://shop.example/search?p=1&product=bag', version: 'e-7', currency: 'USD', location: 3 });
    const b = pageCacheKey({ url: 'https://shop.example/search?product=bag&p=1', version: 'e-7', currency: 'USD', location: 3 });
    expect(a).toBe(b);
    expect(a).toBe('https://shop.example/__edge-page/e-7/USD/3/-/search?p=1&product=bag');
    expect(pageCacheKey({ url: 'https://shop.example/search', version: 'e-7', currency: 'USD', location: 3, language: 'fr' })).not.toBe(
      pageCacheKey({ url: 'https://shop.example/search', version: 'e-7', currency: 'USD', location: 3 }),
    );
  });
});

describe.each([
  ['/search', () => '/search?product=bag&l=50&p=1'],
  ['a product page', () => `/product/${productId}`],
])('%s: rendered once, served from the cache', (_name, path) => {
  it('a hit renders nothing and serves the same HTML as the render', async () => {
    const first = await visit(path(), 'USD.3');
    expect(first.res.status).toBe(200);
    expect(first.status).toBe('MISS');
    expect(first.rendered).toBe(true);
    const second = await visit(path(), 'USD.3');
    expect(second.status).toBe('HIT');
    expect(second.rendered).toBe(false);
    expect(second.html).toBe(first.html);
    // The browser's headers are the render's: private to it, asked again each time.
    expect(second.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(second.res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(second.res.headers.get('Content-Security-Policy')).toBe(first.res.headers.get('Content-Security-Policy'));
  });

  it('another currency or location is a page of its own', async () => {
    const usd = await visit(path(), 'USD.3');
    const eur = await visit(path(), 'EUR.3');
    expect(eur.status).toBe('MISS');
    expect(eur.html).not.toBe(usd.html);
    expect(eur.html).toMatch(/EUR|€/);
    const otherPlace = await visit(path(), 'USD.1');
    expect(otherPlace.status).toBe('MISS');
    expect((await visit(path(), 'EUR.3')).status).toBe('HIT');
  });

  it('a catalog change makes the earlier page unreachable', async () => {
    await visit(path(), 'SGD.1');
    expect((await visit(path(), 'SGD.1')).status).toBe('HIT');
    await env.DB.prepare('UPDATE inventories SET selling_price = selling_price + 5 WHERE id = ?').bind(productId).run();
    const after = await visit(path(), 'SGD.1');
    expect(after.status).toBe('MISS');
    expect(after.rendered).toBe(true);
  });

  it('a crowd arriving together costs one render: the others wait for it and get the same HTML', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => visit(path(), 'JPY.2')));
    expect(crowd.filter((visitor) => visitor.status === 'MISS')).toHaveLength(1);
    expect(crowd.filter((visitor) => visitor.status === 'HIT')).toHaveLength(7);
    expect(new Set(crowd.map((visitor) => visitor.html)).size).toBe(1);
    expect(crowd.every((visitor) => visitor.res.status === 200)).toBe(true);
  });

  it('a client that has gone gets nothing rendered', async () => {
    const controller = new AbortController();
    controller.abort();
    const gone = await visit(`${path()}&gone=1`.replace(/^([^?]*)&/, '$1?'), 'GBP.3', { signal: controller.signal });
    expect(gone.rendered).toBe(false);
    expect(gone.res.status).toBe(499);
  });
});
