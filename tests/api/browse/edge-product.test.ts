import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../src/lib/contract/catalog.ts';
import type { Env } from '../../../src/server/env.ts';
import { EDGE_PRODUCT_BUDGET_MS, fetchProductAtEdge, itemNotFoundRedirect, renderProductPage } from '../../../src/edge/product-page.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';

const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined };
const request = new Request('https://shop.example/product/1');
const edgeEnv = env as unknown as Env;

const SHELL = `<!doctype html><html><head><title>Product | Reluxe</title>
<meta name="description" content="shell"><meta name="robots" content="noindex">
<meta property="og:title" content="Product | Reluxe"><meta property="og:description" content="shell"></head>
<body><main><div id="product-root" aria-busy="true"><div role="status">Loading product</div></div></main></body></html>`;

let someId = 0;

beforeAll(async () => {
  const catalog = await seedTestCatalog(60);
  someId = catalog.items[0]?.id ?? 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchProductAtEdge (built-in API, in-process)', () => {
  it('finds a product in the default currency', async () => {
    const found = await fetchProductAtEdge(String(someId), request, edgeEnv, ctx);
    expect(found.kind).toBe('found');
    if (found.kind === 'found') {
      expect(found.product.id).toBe(someId);
      expect(found.product.currency).toBe('SGD');
    }
  });

  it.each(['999999999', '0', '12345678901'])('id %s is missing', async (id) => {
    expect((await fetchProductAtEdge(id, request, edgeEnv, ctx)).kind).toBe('missing');
  });

  // Issue 10, finding 10: no redirect takes its host from the request's Host header.
  it('redirects a missing item to the path /item-not-found, never to an absolute address', () => {
    const res = itemNotFoundRedirect();
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/item-not-found');
  });
});

describe('fetchProductAtEdge (API_ORIGIN)', () => {
  const upstream = { ...edgeEnv, API_ORIGIN: 'https://backend.example/api' };

  it('logs in as a guest, sends the bearer token and retries once after a 401', async () => {
    const product = { id: 77, brand: 'Chanel', model: 'Classic Flap' };
    const calls: { url: string; auth: string | null }[] = [];
    let logins = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const auth = new Headers(init?.headers).get('Authorization');
      calls.push({ url, auth });
      if (url.endsWith('/login-guest')) {
        logins += 1;
        return Response.json({ access_token: `token-${logins}` });
      }
      // The first token is refused, as an expired one would be.
      if (auth === 'Bearer token-1') return Response.json({ error: { type: 'UNAUTHORIZED', message: 'expired' } }, { status: 401 });
      return Response.json({ data: product });
    });
    const found = await fetchProductAtEdge('77', request, upstream, ctx);
    expect(found).toMatchObject({ kind: 'found', product, delivery: [] });
    expect(calls.map((c) => c.url)).toEqual([
      'https://backend.example/api/login-guest',
      'https://backend.example/api/v2/inventories/77?currency=SGD',
      'https://backend.example/api/login-guest',
      'https://backend.example/api/v2/inventories/77?currency=SGD',
    ]);
    expect(calls[3]?.auth).toBe('Bearer token-2');
  });

  it('maps 404 to missing and failures to unavailable', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/login-guest')) return Response.json({ access_token: 'ok' });
      if (url.includes('/inventories/404')) return Response.json({ error: { type: 'NOT_FOUND', message: 'no' } }, { status: 404 });
      return new Response('bad gateway', { status: 502 });
    });
    expect((await fetchProductAtEdge('404', request, upstream, ctx)).kind).toBe('missing');
    expect((await fetchProductAtEdge('500', request, upstream, ctx)).kind).toBe('unavailable');
  });
});

// Issue 10, finding 12: a backend that hangs (it never answers, only gives up when told to).
function hangUntilAborted(init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = init?.signal;
    if (!signal) return; // no signal: hangs for ever, which the budget must survive as well
    signal.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')));
  });
}

describe('fetchProductAtEdge gives up on a slow backend within 3 s in all', () => {
  const upstream = { ...edgeEnv, API_ORIGIN: 'https://slow-backend.example' };

  it('the budget is 3 s', () => {
    expect(EDGE_PRODUCT_BUDGET_MS).toBe(3_000);
  });

  it('a hanging guest login: unavailable (the shell goes out) after the budget, not later', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => hangUntilAborted(init));
    const started = Date.now();
    expect((await fetchProductAtEdge('77', request, upstream, ctx)).kind).toBe('unavailable');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(EDGE_PRODUCT_BUDGET_MS - 100);
    expect(took).toBeLessThan(EDGE_PRODUCT_BUDGET_MS + 1_000);
  });

  it('a slow login then a hanging product fetch share the one budget', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/login-guest')) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return Response.json({ access_token: 'slow' });
      }
      return hangUntilAborted(init);
    });
    const started = Date.now();
    expect((await fetchProductAtEdge('78', request, upstream, ctx)).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(EDGE_PRODUCT_BUDGET_MS + 1_000);
  });

  it('a fetch that ignores its abort signal is left behind at the budget too', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => hangUntilAborted(undefined));
    const started = Date.now();
    expect((await fetchProductAtEdge('79', request, upstream, ctx, 500)).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('renderProductPage', () => {
  it('injects title, description, canonical, Open Graph, JSON-LD, page data and the visible section', async () => {
    const found = await fetchProductAtEdge(String(someId), request, edgeEnv, ctx);
    if (found.kind !== 'found') throw new Error('seeded product not found');
    const product: ProductDetail = { ...found.product, model: 'Kelly </script><b>25</b>' };
    const res = renderProductPage(
      new Response(SHELL, { headers: { 'Content-Type': 'text/html', ETag: '"shell"' } }),
      product,
      'https://shop.example',
      Date.now(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeNull();
    // Issue 12: the page follows the shopper_prefs cookie, so only the browser may keep it.
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await res.text();
    const name = `${product.brand} Kelly &lt;/script&gt;&lt;b&gt;25&lt;/b&gt;`;
    expect(html).toContain(`<title>${name} | Reluxe</title>`);
    expect(html).not.toContain('noindex');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/product-${product.id}/kelly_script_b_25_b">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\/images\/photos\/[a-z]+\/[a-z]+\/1-1200\.webp">/);
    // The first image is preloaded as the <picture> would choose it: the AVIF srcset.
    expect(res.headers.get('Link')).toMatch(
      /^<\/images\/photos\/[a-z]+\/[a-z]+\/1-1200\.webp>; rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+1-400\.avif 400w/,
    );
    expect(html).toContain('<h1 class="product__model">Kelly &lt;/script&gt;&lt;b&gt;25&lt;/b&gt;</h1>');
    expect(html).toContain('data-rendered="edge"');
    expect(html).not.toContain('Loading product');
    // The model's markup never becomes elements: text is escaped, attribute values are quoted, JSON is \u003c-escaped.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<b>25</b></h1>');
    expect(html).toMatch(/<meta name="description" content="[^"]*Kelly <\/script><b>25<\/b>/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'SGD', itemCondition: 'https://schema.org/UsedCondition' } });
    const data = /<script type="application\/json" id="product-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect((JSON.parse(data) as ProductDetail).model).toBe('Kelly </script><b>25</b>');
  });
});

describe('renderProductPage: images of a proxied backend', () => {
  const backendProduct = (found: ProductDetail): ProductDetail => ({
    ...found,
    assets: [{ id: 1, normal_thumbnail_url: 'https://backend.example/img/1-s.jpg', large_url: 'https://backend.example/img/1.jpg', width: 1000, height: 1000 }],
  });

  it.each([
    ['off by default: the image as the backend serves it', null, false],
    ['PUBLIC_IMAGE_RESIZING=cloudflare: resized by Cloudflare at three widths', 'cloudflare', true],
  ] as const)('%s', async (_name, resizing, resized) => {
    const found = await fetchProductAtEdge(String(someId), request, edgeEnv, ctx);
    if (found.kind !== 'found') throw new Error('seeded product not found');
    const res = renderProductPage(
      new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }),
      backendProduct(found.product),
      'https://shop.example',
      Date.now(),
      { resizing },
    );
    const html = await res.text();
    const slide = /<figure class="gallery__slide" data-slide="0">.*?<\/figure>/s.exec(html)?.[0] ?? '';
    expect(slide).toContain('src="https://backend.example/img/1.jpg"');
    expect(slide).not.toContain('<picture');
    if (resized) {
      // Attribute names are case-insensitive in HTML; React's server renderer writes srcSet.
      expect(slide).toMatch(/srcset="\/cdn-cgi\/image\/width=400,quality=80,fit=scale-down,format=auto\/https:\/\/backend\.example\/img\/1\.jpg 400w,/i);
      expect(res.headers.get('Link')).toContain('imagesrcset="/cdn-cgi/image/width=400,');
    } else {
      expect(slide).not.toMatch(/srcset/i);
      expect(res.headers.get('Link')).toBe('<https://backend.example/img/1.jpg>; rel=preload; as=image; fetchpriority=high');
    }
  });
});
