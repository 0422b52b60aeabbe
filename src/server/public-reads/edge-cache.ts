/**
 * The public reads from the Workers cache (caches.default), stale-while-revalidate:
 *   - key: the request's origin and path, its parameters sorted, and the catalog version
 *     (catalog-version.queries.ts); currency and location are parameters, so each has its own entry;
 *     the session, cookies and every other header are never part of it, because the answer does not
 *     depend on them (hence no Vary: the stored copy carries none, and the answer says public).
 *   - an answer younger than FRESH_MS is served as is; an older one is served and refreshed after
 *     the answer (waitUntil); one older than STALE_LIMIT_S is gone from the cache, so the call runs.
 *   - a catalog change moves the version, so no earlier entry is reachable any more.
 *   - If-None-Match is answered 304 from the stored ETag.
 * Every read of the request goes through one D1 session (read-db.ts); its bookmark is answered in
 * x-d1-bookmark. The cache never makes a call fail: when it or the version read fails, the call runs
 * uncached.
 * In front of the cache, each isolate remembers the fresh answers it stored or found (memory-cache.ts):
 * same keys, same fresh time, so it answers exactly what the cache would, without the lookup.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Env } from '../env.ts';
import { isLoopbackRequest } from '../env.ts';
import { matchesEtag } from '../catalog/http-cache.ts';
import { catalogVersion, versionMemoMs } from './catalog-version.queries.ts';
import { MemoryCache, type RememberedAnswer } from './memory-cache.ts';
import { isPublicRead } from './public-reads.ts';
import { BOOKMARK_HEADER, bookmarkOf, openReadSession, sessionAsDatabase } from './read-db.ts';

/** An answer this young is served without a refresh; deal windows open and close with the clock. */
export const FRESH_MS = 30_000;
/** The cache drops an entry this old: nothing older is ever served (the browsers' own window). */
export const STALE_LIMIT_S = 300;
/** HIT, STALE (served, refresh started), MISS, BYPASS (a local no-cache request), or absent: not cached. */
export const CACHE_STATUS_HEADER = 'x-edge-cache';

const STORED_AT = 'x-edge-stored-at';
/** This isolate's fresh answers, by cache key. */
const memory = new MemoryCache();
const CLIENT_CACHE_CONTROL = 'x-edge-cache-control';
const KEY_PATH = '/__public-read/';

export type Refetch = (request: Request, env: Env, ctx: ExecutionContext | undefined) => Response | Promise<Response>;

/** The cache key: origin, version, path and the parameters sorted (repeated keys keep their order). */
export function cacheKeyUrl(url: string, version: string): string {
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  params.sort();
  const query = params.toString();
  return `${parsed.origin}${KEY_PATH}${encodeURIComponent(version)}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * A request made on this machine that asks for a fresh answer (a browser with its cache off, the
 * benchmark timing the uncached path): answered from D1, nothing stored. Elsewhere the header is
 * ignored, so nobody can make every call reach D1 at will.
 */
function wantsFresh(request: Request): boolean {
  return /\bno-cache\b/i.test(request.headers.get('Cache-Control') ?? '') && isLoopbackRequest(request);
}

function executionContext(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    // Hono throws when the caller gave none (a bare app.request in a test).
    return undefined;
  }
}

/** After the answer when the runtime allows it; before it otherwise. Failures are logged. */
async function afterAnswer(c: Context, what: string, task: () => Promise<void>): Promise<void> {
  const guarded = task().catch((error: unknown) => console.error(`${what} failed`, error));
  const ctx = executionContext(c);
  if (ctx) ctx.waitUntil(guarded);
  else await guarded;
}

function storable(res: Response): boolean {
  const cacheControl = res.headers.get('Cache-Control') ?? '';
  return res.status === 200 && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl) && !res.headers.has('Set-Cookie');
}

async function store(key: string, res: Response, now = Date.now()): Promise<void> {
  const headers = new Headers(res.headers);
  headers.set(CLIENT_CACHE_CONTROL, headers.get('Cache-Control') ?? '');
  headers.set('Cache-Control', `public, max-age=${STALE_LIMIT_S}`);
  headers.set(STORED_AT, String(now));
  for (const name of [BOOKMARK_HEADER, CACHE_STATUS_HEADER, 'Vary']) headers.delete(name);
  const body = await res.arrayBuffer();
  await caches.default.put(key, new Response(body, { status: 200, headers }));
  // Remembered only once the cache holds it: memory never answers what the cache would not.
  memory.put(key, { headers: [...headers], body, storedAt: now });
}

function storedAtOf(stored: Response): number {
  return Number(stored.headers.get(STORED_AT) ?? 0);
}

/** A stored answer as the cache returns it, from what this isolate remembered. */
function rememberedResponse(answer: RememberedAnswer): Response {
  // Each answer gets its own copy: a Response may hand its body to the runtime.
  return new Response(answer.body.slice(0), { status: 200, headers: answer.headers });
}

function fromCache(hit: Response, ifNoneMatch: string | undefined, status: 'HIT' | 'STALE', ageMs: number): Response {
  const headers = new Headers(hit.headers);
  headers.set('Cache-Control', headers.get(CLIENT_CACHE_CONTROL) ?? 'no-cache');
  headers.set('Age', String(Math.max(0, Math.floor(ageMs / 1000))));
  headers.set(CACHE_STATUS_HEADER, status);
  for (const name of [CLIENT_CACHE_CONTROL, STORED_AT, 'cf-cache-status']) headers.delete(name);
  const etag = headers.get('ETag');
  if (etag && matchesEtag(ifNoneMatch, etag)) {
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(hit.body, { status: 200, headers });
}

// Requests this layer makes itself to refresh an entry: they skip the lookup and store their answer.
const refreshRequests = new WeakSet<Request>();
// One refresh per key at a time in an isolate.
const refreshing = new Set<string>();

async function refresh(c: Context<AppEnv>, refetch: Refetch, key: string): Promise<void> {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  try {
    // The same call without its conditions (the refresh needs the body) and without credentials.
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['If-None-Match', 'If-Modified-Since', 'Authorization', 'Cookie', 'Cache-Control']) headers.delete(name);
    const request = new Request(c.req.url, { method: 'GET', headers });
    refreshRequests.add(request);
    const res = await refetch(request, c.env, executionContext(c));
    await res.arrayBuffer();
  } finally {
    refreshing.delete(key);
  }
}

export function publicReadCache(refetch: Refetch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPublicRead(c)) return next();
    const bookmark = bookmarkOf(c.req.header(BOOKMARK_HEADER));
    let session = openReadSession(c.env.DB, bookmark);
    let key: string | null = null;
    try {
      key = cacheKeyUrl(c.req.url, await catalogVersion(c.env.DB, session, bookmark, versionMemoMs(c.env.CATALOG_VERSION_MEMO_MS)));
    } catch (error) {
      // A bookmark D1 refuses (or cannot reach in time) must not fail a public read: start afresh.
      console.error('catalog version read failed; this call is answered uncached', error);
      session = openReadSession(c.env.DB, null);
    }
    c.set('readDb', sessionAsDatabase(c.env.DB, session));
    const withBookmark = (res: Response): Response => {
      const seen = session.getBookmark();
      if (seen) res.headers.set(BOOKMARK_HEADER, seen);
      return res;
    };

    const isRefresh = refreshRequests.has(c.req.raw);
    // A local no-cache call is answered from D1 and leaves the cache alone: it times the D1 path.
    const local = !isRefresh && wantsFresh(c.req.raw);
    const bypass = isRefresh || local;
    if (key && !bypass) {
      const remembered = memory.get(key, Date.now(), FRESH_MS);
      if (remembered) {
        return withBookmark(fromCache(rememberedResponse(remembered), c.req.header('If-None-Match'), 'HIT', Date.now() - remembered.storedAt));
      }
      let hit: Response | undefined;
      try {
        hit = await caches.default.match(key);
      } catch (error) {
        console.error('edge cache lookup failed', error);
      }
      if (hit) {
        const age = Date.now() - storedAtOf(hit);
        const stale = !(age < FRESH_MS);
        if (!stale) {
          const answer: RememberedAnswer = { headers: [...hit.headers], body: await hit.arrayBuffer(), storedAt: storedAtOf(hit) };
          memory.put(key, answer);
          hit = rememberedResponse(answer);
        }
        const cachedKey = key;
        if (stale) await afterAnswer(c, 'edge cache refresh', () => refresh(c, refetch, cachedKey));
        return withBookmark(fromCache(hit, c.req.header('If-None-Match'), stale ? 'STALE' : 'HIT', age));
      }
    }

    await next();
    if (!key || local) {
      if (local) c.res.headers.set(CACHE_STATUS_HEADER, 'BYPASS');
      withBookmark(c.res);
      return;
    }
    const storedKey = key;
    if (storable(c.res)) {
      const copy = c.res.clone();
      await afterAnswer(c, 'edge cache store', () => store(storedKey, copy));
    } else if (c.res.status === 304 && !isRefresh) {
      // The shopper already holds the answer; fill the cache for the next one.
      await afterAnswer(c, 'edge cache fill', () => refresh(c, refetch, storedKey));
    }
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set(CACHE_STATUS_HEADER, 'MISS');
    withBookmark(c.res);
  });
}
