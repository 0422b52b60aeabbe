/**
 * Render once (issue 23): the HTML the edge renders for `/`, `/search…` and product pages is kept in
 * the Workers cache (caches.default), so a crowd on one page costs one render, not one per visit.
 *
 *   - key: the page's origin, path and parameters (sorted), the shopper_prefs cookie's currency and
 *     location (the only shopper input a render reads), the page's language (its address's), and the catalog
 *     version that already keys the catalog reads (migration 0041): a catalog change moves it, so
 *     no page rendered before the change is reachable any more.
 *   - an entry lives PAGE_FRESH_S: deal windows open and close with the clock, and the islands
 *     refresh a page whose embedded answer is older than they accept, as they do today.
 *   - only a rendered page is kept (not the page as built, a redirect or a refusal), and only when
 *     the catalog is this site's own D1 (with API_ORIGIN the version is the backend's to know).
 *   - a hit renders nothing: it is the stored bytes with the headers the render gave the browser
 *     (private, no-cache: the entry is the server's, never a shared cache's).
 *   - a crowd arriving before the first render has finished waits for that render instead of
 *     starting its own (one render per page per isolate at a time), and the isolate keeps its
 *     latest pages in memory too (MEMORY_PAGES, MEMORY_BYTES), so a hit costs no cache read either.
 *   - a request whose client has gone (request.signal, live with the enable_request_signal
 *     compatibility flag) is not rendered.
 *   - on this machine, a request with Cache-Control: no-cache renders afresh (the bench's miss row);
 *     elsewhere that header is ignored, so nobody can make every visit render.
 * The cache never makes a page fail: when the lookup, the version read or the store fails, the page
 * is rendered as without it.
 */
import { readShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import { splitLocalePath } from '../lib/i18n/locales.ts';
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
const RENDERED_AT = 'x-page-rendered-at';

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
  /** The page's locale, from its address (/ms/search: ms); '-' when not given. */
  language?: string;
  /**
   * What else the render read that the address does not say: for pages that list collections, the
   * live set and the next instant it changes (issue 36: src/lib/collections/manifest.ts scheduleKey).
   */
  variant?: string;
}

/** The cache key: origin, version, shopper's choices, path, parameters sorted. */
export function pageCacheKey({ url, version, currency, location, language = '-', variant }: PageKeyParts): string {
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  params.sort();
  const query = params.toString();
  const choices = [currency, String(location), language, ...(variant === undefined ? [] : [variant])].map(encodeURIComponent).join('/');
  return `${parsed.origin}${KEY_PATH}${encodeURIComponent(version)}/${choices}${parsed.pathname}${query ? `?${query}` : ''}`;
}

function wantsFresh(request: Request): boolean {
  return /\bno-cache\b/i.test(request.headers.get('Cache-Control') ?? '') && isLoopbackRequest(request);
}

async function keyOf(request: Request, env: Env, variant: string | undefined): Promise<string | null> {
  if (env.API_ORIGIN) return null;
  try {
    const session = openReadSession(env.DB, null);
    const version = await catalogVersion(env.DB, session, null, versionMemoMs(env.CATALOG_VERSION_MEMO_MS));
    const prefs = readShopperPrefs(request.headers.get('Cookie'));
    // The page's language is its address's (/ms/search): named in the key's language slot.
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    return pageCacheKey({
      url: request.url,
      version,
      currency: prefs.currency.code,
      location: prefs.location.id,
      language: locale,
      ...(variant === undefined ? {} : { variant }),
    });
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

/** The stored page as the render answered it, fresh until PAGE_FRESH_S after the render. */
async function keptFromCache(hit: Response): Promise<KeptPage> {
  const headers = new Headers(hit.headers);
  headers.set('Cache-Control', headers.get(CLIENT_CACHE_CONTROL) ?? 'private, no-cache');
  const renderedAt = Number(headers.get(RENDERED_AT));
  // The catalog read's cache status was the render's; a hit read nothing.
  for (const name of [CLIENT_CACHE_CONTROL, RENDERED_AT, CACHE_STATUS_HEADER, 'cf-cache-status', 'age', 'expires']) headers.delete(name);
  const until = (Number.isFinite(renderedAt) && renderedAt > 0 ? renderedAt : Date.now()) + PAGE_FRESH_S * 1000;
  return keptPage(await hit.arrayBuffer(), headers, until);
}

/**
 * A render as kept, ready to be served as a hit: the bytes as a Blob, made once (a hit used to copy an
 * ArrayBuffer with slice() before the runtime copied it again into the response), and the headers the
 * render gave the browser with the HIT status already set (a Response copies the headers it is given).
 */
interface KeptPage {
  body: Blob;
  headers: Headers;
  /** Date.now() after which the entry is no longer served. */
  until: number;
}

function keptPage(body: ArrayBuffer, clientHeaders: Headers, until: number): KeptPage {
  return { body: new Blob([body]), headers: withStatus(new Headers(clientHeaders), 'HIT'), until };
}

/** Pages kept in the isolate's memory, newest last (a Map keeps insertion order). */
const MEMORY_PAGES = 48;
const MEMORY_BYTES = 8 * 1024 * 1024;
const inMemory = new Map<string, KeptPage>();
let memoryBytes = 0;
/** Renders under way, by key: a request for the same page meanwhile waits for the one render. */
const underWay = new Map<string, Promise<KeptPage | null>>();

function forget(key: string): void {
  const kept = inMemory.get(key);
  if (!kept) return;
  inMemory.delete(key);
  memoryBytes -= kept.body.size;
}

function remembered(key: string, now = Date.now()): KeptPage | undefined {
  const kept = inMemory.get(key);
  if (!kept) return undefined;
  if (kept.until <= now) {
    forget(key);
    return undefined;
  }
  return kept;
}

function remember(key: string, kept: KeptPage): void {
  forget(key);
  if (kept.body.size > MEMORY_BYTES / 4) return;
  inMemory.set(key, kept);
  memoryBytes += kept.body.size;
  for (const oldest of inMemory.keys()) {
    if (inMemory.size <= MEMORY_PAGES && memoryBytes <= MEMORY_BYTES) break;
    forget(oldest);
  }
}

/** A hit: one Response over the kept bytes and headers, nothing copied beforehand. */
function served(kept: KeptPage): Response {
  return new Response(kept.body, { status: 200, headers: kept.headers });
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
 * The page from the cache, or rendered (`render`) and kept when it is a render (asRender). `variant`:
 * what else the render depends on (PageKeyParts.variant), part of the key.
 */
export async function cachedPage(context: PageCacheContext, render: () => Promise<Response>, variant?: string): Promise<Response> {
  const { request, env } = context;
  if (request.signal.aborted) return gone();
  const key = await keyOf(request, env, variant);
  if (key === null) return render();
  const fresh = wantsFresh(request);
  if (!fresh) {
    const kept = remembered(key);
    if (kept) return served(kept);
    const shared = underWay.get(key);
    if (shared) {
      const page = await shared;
      if (page) return served(page);
    }
  }
  // This request looks the page up and renders it if need be; others for the same page meanwhile
  // wait for its answer (not for a BYPASS render, which is the bench's own).
  let settle: (page: KeptPage | null) => void = () => {};
  const leading = !fresh && !underWay.has(key);
  if (leading) {
    underWay.set(
      key,
      new Promise<KeptPage | null>((resolve) => {
        settle = resolve;
      }),
    );
  }
  try {
    if (!fresh) {
      const hit = await lookup(key);
      if (hit) {
        const kept = await keptFromCache(hit);
        remember(key, kept);
        settle(kept);
        return served(kept);
      }
    }
    if (request.signal.aborted) {
      settle(null);
      return gone();
    }
    const page = await render();
    if (!renders.has(page) || page.status !== 200 || page.headers.has('Set-Cookie')) {
      settle(null);
      return page;
    }
    const body = await page.arrayBuffer();
    const headers = withStatus(new Headers(page.headers), fresh ? 'BYPASS' : 'MISS');
    const clientHeaders = new Headers(headers);
    clientHeaders.delete(PAGE_CACHE_HEADER);
    const renderedAt = Date.now();
    const kept = keptPage(body, clientHeaders, renderedAt + PAGE_FRESH_S * 1000);
    remember(key, kept);
    settle(kept);
    const stored = new Headers(clientHeaders);
    stored.set(CLIENT_CACHE_CONTROL, headers.get('Cache-Control') ?? 'private, no-cache');
    stored.set(RENDERED_AT, String(renderedAt));
    stored.set('Cache-Control', `public, max-age=${PAGE_FRESH_S}`);
    context.waitUntil(
      caches.default.put(key, new Response(body, { status: 200, headers: stored })).catch((error: unknown) => console.error('page cache store failed', error)),
    );
    // The runtime copies an ArrayBuffer body into its response: the kept bytes stay as they are.
    return new Response(body, { status: 200, headers });
  } catch (error) {
    settle(null);
    throw error;
  } finally {
    if (leading) underWay.delete(key);
  }
}
