/**
 * A page request through the site's middleware chain (functions/_middleware.ts) down to the static
 * assets, as the Pages runtime runs it: for the tests of the pages the edge renders (product, /search,
 * home). The body is read and the work the request left behind (cache writes) finished before it
 * answers, so the next request sees it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, vi } from 'vitest';
import { onRequest as middlewareChain } from '../../../functions/_middleware.ts';
import { cardPrice } from '../../../src/lib/catalog/deal.ts';
import { isSold } from '../../../src/lib/catalog/product-banner.ts';
import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { formatPrice } from '../../../src/lib/format/money.ts';
import type { Env } from '../../../src/server/env.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { pagesContext } from '../fuzz/pages-context.ts';

type Handler = (typeof middlewareChain)[number];

export interface Assets {
  fetch(input: RequestInfo | URL): Promise<Response>;
}

/** The product shell as the build writes it: what the edge fills in. */
export const PRODUCT_SHELL_HTML =
  '<!doctype html><html><head><title>Product | Reluxe</title><meta name="description" content="shell"><meta name="robots" content="noindex">' +
  '<meta property="og:title" content="Product | Reluxe"><meta property="og:description" content="shell"></head>' +
  '<body><main><div id="product-root" aria-busy="true"><div role="status">Loading</div></div></main></body></html>';

/**
 * The static site as the Pages asset server answers it: these built pages by path, the shell for every
 * /shells/ path when one is given, and the not-found page (404) for anything else.
 */
export function staticSite({
  pages = {},
  shell,
  cacheControl,
  notFound = 'not found',
}: {
  pages?: Record<string, string>;
  shell?: string;
  cacheControl?: string;
  notFound?: string;
}): Assets {
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
  if (cacheControl) headers['Cache-Control'] = cacheControl;
  return {
    async fetch(input: RequestInfo | URL): Promise<Response> {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      const page = Object.hasOwn(pages, pathname) ? pages[pathname] : shell !== undefined && pathname.startsWith('/shells/') ? shell : undefined;
      return page === undefined ? new Response(notFound, { status: 404, headers }) : new Response(page, { headers });
    },
  };
}

/** The deployed store's bindings (production, a public origin) over the tests' D1, with these assets. */
export function deployedEnv(assets: Assets): Env {
  return { ...(env as unknown as Env), ENVIRONMENT: 'production', SITE_URL: 'https://shop.example', ASSETS: assets } as unknown as Env;
}

export async function throughMiddleware(request: Request, bindings: Env, assets: Assets): Promise<{ res: Response; html: string }> {
  const ctx = createExecutionContext();
  const at = (index: number, current: Request): Promise<Response> => {
    const handler: Handler | undefined = middlewareChain[index];
    if (!handler) return assets.fetch(current);
    const context = pagesContext(current, bindings, ctx, {
      functionPath: '/',
      next: (input, init) => at(index + 1, input === undefined ? current : new Request(input, init)),
    }) as Parameters<Handler>[0];
    return Promise.resolve(handler(context));
  };
  const res = await at(0, request);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

/** The text of the page's JSON block with this id, or null. */
export function jsonBlock(html: string, id: string): string | null {
  return new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1] ?? null;
}

/** The first island's inner HTML. */
export function islandHtml(html: string): string {
  return /<astro-island[^>]*>(.*?)<\/astro-island>/s.exec(html)?.[1] ?? '';
}

/** An edge-rendered page as its island finds it: the answer, the HTML, the embedded answer and the island's inner HTML. */
export interface EdgePage<Embed> {
  res: Response;
  html: string;
  embed: Embed | null;
  island: string;
}

/** A page through the chain, with the JSON block `dataId` read by the island's own reader. */
export async function readEdgePage<Embed>(
  request: Request,
  bindings: Env,
  assets: Assets,
  dataId: string,
  readEmbed: (text: string | null) => Embed | null,
): Promise<EdgePage<Embed>> {
  const { res, html } = await throughMiddleware(request, bindings, assets);
  return { res, html, embed: readEmbed(jsonBlock(html, dataId)), island: islandHtml(html) };
}

/** The amount a card shows: the sold price once sold, else its price (or deal) at the moment the page was rendered. */
export function shownPrice(item: ProductCard, renderedAt: number, symbol: string): string {
  return formatPrice(isSold(item) ? (item.sold_price ?? 0) : cardPrice(item, renderedAt).price, symbol);
}

export { cardLabels, unescapeHtml as unescape } from '../../edge-html.ts';

/** The catalog upstream (API_ORIGIN) answers a guest login, then `answer` to every read. */
export function mockUpstreamCatalog(answer: () => Response): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/login-guest')) return Response.json({ access_token: 'token' });
    return answer();
  });
}

/** An upstream catalog that fails every read. */
export const restingCatalog = () => Response.json({ error: { type: 'UPSTREAM_ERROR', message: 'The catalogue is resting.' } }, { status: 503 });

/** The test catalog of `size` items seeded once for the file; spies undone after each test. */
export function withSeededCatalog(size: number): void {
  beforeAll(async () => {
    await seedTestCatalog(size);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
