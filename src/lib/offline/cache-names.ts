/**
 * Names and paths of the offline layer (issue 13), with no imports: the page's own code (logout,
 * the API client) reads these without pulling the worker's routing rules into its bundle.
 * The rules of what is kept are in cache-rules.ts.
 */

/** Every cache of the store's worker starts with this; nothing else on the origin does. */
export const CACHE_PREFIX = 'reluxe';

/**
 * The caches. `precache` (the shell: pre-rendered pages, CSS, fonts, JavaScript), `pages` (product
 * pages) and `api` (catalog answers) are per build: their names end in the build's version, and a
 * new worker deletes the other versions' when it takes over, so a page and its assets always come
 * from one build. `images` holds product images, whose URLs never change content, across builds.
 */
export type CacheKind = 'precache' | 'pages' | 'api' | 'images';
const PER_BUILD: readonly CacheKind[] = ['precache', 'pages', 'api'];

export function cacheName(kind: CacheKind, version: string): string {
  return kind === 'images' ? `${CACHE_PREFIX}-images` : `${CACHE_PREFIX}-${kind}-${version}`;
}

/** Caches of other builds (to delete when this build's worker takes over); never another site's. */
export function outdatedCaches(names: readonly string[], version: string): string[] {
  const current = new Set([...PER_BUILD, 'images' as const].map((kind) => cacheName(kind, version)));
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !current.has(name));
}

/**
 * What logging out deletes: every page and catalog answer kept while the shopper was signed in (of
 * every build). The shell and product images are the same for everybody and stay.
 */
export function cachesToForgetOnLogout(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-pages-`) || name.startsWith(`${CACHE_PREFIX}-api-`));
}

/** The page a navigation gets when neither the network nor a cache can answer it. */
export const OFFLINE_PAGE = '/offline';
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/** Fired on window when the connection returns after being lost (connection.ts). */
export const RECONNECTED_EVENT = 'store:reconnected';
/**
 * Set on <html> (connection.ts) from the first time the connection returns, and kept: a part of the
 * page that starts later than RECONNECTED_EVENT (its module still loading) knows to load fresh data.
 */
export const RECONNECTED_ATTRIBUTE = 'data-reconnected';
