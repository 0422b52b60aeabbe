import { CACHE_STATUS_HEADER } from '../server/public-reads/edge-cache.ts';

/**
 * The comment Astro ends an island's children with: an island rendered in at the edge keeps it last,
 * so an island that awaits its children starts (and listens for the shopper) as soon as it is parsed.
 */
export const ISLAND_END_MARKER = '<!--astro:end-->';

/**
 * The headers of a page the edge rendered into a pre-rendered template (a product page, /search).
 * The page depends on the shopper_prefs cookie: no shared cache may keep it (and no Vary: Cookie,
 * which shared caches key badly). The catalog answers under it are cached at the edge, keyed on the
 * query, currency and location explicitly (the public-read cache); the browser asks again each time.
 */
export function edgeRenderedPageHeaders(template: Headers, cacheStatus: string | null | undefined): Headers {
  const headers = new Headers(template);
  for (const name of ['content-length', 'etag', 'last-modified', 'vary']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'private, no-cache');
  if (cacheStatus) headers.set(CACHE_STATUS_HEADER, cacheStatus);
  return headers;
}
