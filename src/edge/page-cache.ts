/**
 * Render once (issue 23): the HTML the edge renders for `/`, `/search…` and product pages is kept in
 * the Workers cache (caches.default), so a crowd on one page costs one render, not one per visit.
 *
 *   - key: the page's origin, path and parameters (sorted), the shopper_prefs cookie's currency and
 *     location (the only shopper input a render reads; a language will join them), and the catalog
 *     version that already keys the catalog reads (migration 0041): a catalog change moves it, so
 *     no page rendered before the change is reachable any more.
 *   - an entry lives PAGE_FRESH_S: deal windows open and close with the clock, and the islands
 *     refresh a page whose embedded answer is older than they accept, as they do today.
 *   - only a rendered page is kept (not the page as built, a redirect or a refusal), and only when
 *     the catalog is this site's own D1 (with API_ORIGIN the version is the backend's to know).
 *   - a hit renders nothing: it is the stored bytes with the headers the render gave the browser
 *     (private, no-cache: the entry is the server's, never a shared cache's).
 *   - a request whose client has gone (request.signal) is not rendered.
 *   - on this machine, a request with Cache-Control: no-cache renders afresh (the bench's miss row);
 *     elsewhere that header is ignored, so nobody can make every visit render.
 * The cache never makes a page fail: when the lookup, the version read or the store fails, the page
 * is rendered as without it.
 */
import { readShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import { isLoopbackRequest, type Env } from '../server/env.ts';
import { catalogVersion, versionMemoMs } from '../server/public-reads/catalog-version.queries.ts';
import { CACHE_STATUS_HEADER } from '../server/public-reads/edge-cache.ts';
import { openReadSession } from '../server/public-reads/read-db.ts';

/** How long a rendered page is served from the cache. */
export const PAGE_FRESH_S = 30;
/** HIT, MISS or BYPASS (a local no-cache request); absent when the page was not a cacheable render. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
const KEY_PATH = '/__edge-page/';
const CLIENT_CACHE_CONTROL = 'x-page-client-cache-control';

/** The renders that may be kept: the page renderers' answers, not the page as built. */
const renders = new WeakSet<Response>();

/** Marks a response as a render of the page (what the cache keeps). */
export function asRender(response: Response): Response {
  renders.add(response);
  return response;
}

/** Whether a response is a render (asRender): a wrapper that adds to it marks its own answer too. */
export function isRender(response: Response): boolean {
  return renders.has(response);
}

export interface PageKeyParts {
  url: string;
  version: string;
  currency: string;
  location: number;
  /** Not chosen by the shopper yet: always '-'. */
  language?: string;
}

/** The cache key: origin, version, shopper's choices, path, parameters sorted. */
export function pageCacheKey({ url, version, currency, location, language = '-' }: PageKeyParts): string {
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  params.sort();
  const query = params.toString();
  const choices = [currency, String(location), language].map(encodeURIComponent).join('/');
  return `${parsed.origin}${KEY_PATH}${encodeURIComponent(version)}/${choices}${parsed.pathname}${query ? `?${query}` : ''}`;
}

function wantsFresh(request: Request): boolean {
  return /\bno-cache\b/i.test(request.headers.get('Cache-Control') ?? '') && isLoopbackRequest(request);
}

async function keyOf(request: Request, env: Env): Promise<string | null> {
  if (env.API_ORIGIN) return null;
  try {
    const session = openReadSession(env.DB, null);
    const version = await catalogVersion(env.DB, session, null, versionMemoMs(env.CATALOG_VERSION_MEMO_MS));
    const prefs = readShopperPrefs(request.headers.get('Cookie'));
    return pageCacheKey({ url: request.url, version, currency: prefs.currency.code, location: prefs.location.id });
  } catch (error) {
    console.error('page cache: catalog version unavailable; the page is rendered uncached', error);
    return null;
  }
}

async function lookup(key: string): Promise<Response | undefined> {
  try {
    return await caches.default.match(key);
  } catch (error) {
    console.error('page cache lookup failed', error);
    return undefined;
  }
}

function withStatus(headers: Headers, status: string): Headers {
  headers.set(PAGE_CACHE_HEADER, status);
  return headers;
}

/** The stored page as the render answered it. */
function fromCache(hit: Response): Response {
  const headers = new Headers(hit.headers);
  headers.set('Cache-Control', headers.get(CLIENT_CACHE_CONTROL) ?? 'private, no-cache');
  // The catalog read's cache status was the render's; a hit read nothing.
  for (const name of [CLIENT_CACHE_CONTROL, CACHE_STATUS_HEADER, 'cf-cache-status', 'age', 'expires']) headers.delete(name);
  return new Response(hit.body, { status: 200, headers: withStatus(headers, 'HIT') });
}

function gone(): Response {
  // Nobody reads it: the client has gone. 499 is what proxies log for a closed request.
  return new Response(null, { status: 499 });
}

export interface PageCacheContext {
  request: Request;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * The page from the cache, or rendered (`render`) and kept when it is a render (asRender).
 */
export async function cachedPage(context: PageCacheContext, render: () => Promise<Response>): Promise<Response> {
  const { request, env } = context;
  if (request.signal.aborted) return gone();
  const key = await keyOf(request, env);
  if (key === null) return render();
  const fresh = wantsFresh(request);
  if (!fresh) {
    const hit = await lookup(key);
    if (hit) return fromCache(hit);
  }
  if (request.signal.aborted) return gone();
  const page = await render();
  if (!renders.has(page) || page.status !== 200 || page.headers.has('Set-Cookie')) return page;
  const body = await page.arrayBuffer();
  const headers = withStatus(new Headers(page.headers), fresh ? 'BYPASS' : 'MISS');
  const stored = new Headers(headers);
  stored.set(CLIENT_CACHE_CONTROL, headers.get('Cache-Control') ?? 'private, no-cache');
  stored.set('Cache-Control', `public, max-age=${PAGE_FRESH_S}`);
  stored.delete(PAGE_CACHE_HEADER);
  context.waitUntil(
    caches.default.put(key, new Response(body, { status: 200, headers: stored })).catch((error: unknown) => console.error('page cache store failed', error)),
  );
  return new Response(body, { status: 200, headers });
}
