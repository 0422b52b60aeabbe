/**
 * What the service worker (src/sw/service-worker.ts) keeps, how, for how long, and under which cache
 * names: pure rules, so the worker, the logout clean-up and the tests share one source.
 *
 * Never kept: anything of a shopper's own (the account area's pages, /api/v1/users/*, orders,
 * consignments, offers, login and every other call that reads a session): only the catalog's public
 * reads, whose answers the API declares the same for everyone (`Cache-Control: public`, whatever
 * token came with them), product pages (rendered at the edge in the store's default currency, with
 * no shopper data) and product images.
 */
import { matchPageRoute, MALFORMED } from '../navigation/page-routes.ts';
import { isPublicReadPath } from '../catalog/public-read-paths.ts';
import { type Locale, splitLocalePath } from '../i18n/locales.ts';
import { type CacheKind, OFFLINE_PAGE } from './cache-names.ts';

export { cacheName, CACHE_PREFIX, cachesToForgetOnLogout, outdatedCaches, OFFLINE_PAGE, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from './cache-names.ts';
export type { CacheKind };

/** Bounds of the runtime caches: entries past the count go oldest-used first; older entries expire. */
export const RUNTIME_LIMITS: Readonly<Record<Exclude<CacheKind, 'precache'>, { maxEntries: number; maxAgeSeconds: number }>> = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  api: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
};

export const API_PREFIX = '/api';

/** Pages of the account area (guarded or owner-scoped): never kept, offline they show OFFLINE_PAGE. */
export function isAccountAreaPath(pathname: string): boolean {
  // In every language: /zh-hans/settings is the account area too (issue 26).
  if (/^\/(profile|settings)(\/|$)/.test(splitLocalePath(pathname).path)) return true;
  // /ms/order-detail/RLX-100204 is a shopper's own record as the English one is.
  const match = matchPageRoute(splitLocalePath(pathname).path);
  return match !== null && match !== MALFORMED && match.shell !== 'product' && match.shell !== 'recommended';
}

export interface RequestFacts {
  method: string;
  /** The request's URL (same origin is checked here). */
  url: URL;
  origin: string;
  /** 'navigate' for page loads. */
  mode: string;
}

/** How the worker answers a request: the runtime strategy of its cache, or not at all ('network'). */
export type Handling = 'pages' | 'api' | 'images' | 'network';

export function handlingOf(request: RequestFacts): Handling {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== request.origin) return 'network';
  const path = url.pathname;
  if (path.startsWith(`${API_PREFIX}/`)) return isPublicReadPath('GET', path.slice(API_PREFIX.length)) ? 'api' : 'network';
  if (path.startsWith('/images/products/')) return 'images';
  if (request.mode === 'navigate') {
    // A product page in another language (/ms/product/2000, issue 26) is kept like the English one.
    const localized = splitLocalePath(path);
    const match = matchPageRoute(localized.path);
    if (localized.locale !== 'en' && match !== null && match !== MALFORMED && match.shell !== 'product') return 'network';
    if (match !== null && match !== MALFORMED && (match.shell === 'product' || match.shell === 'recommended')) return 'pages';
  }
  return 'network';
}

/**
 * An answer the worker may store: a complete 200, not no-store, setting no cookie, not varying on
 * the token; catalog answers and images must not be private, and catalog answers must say public
 * (the API's statement that they are everyone's).
 */
export function isStorable(handling: Handling, status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200 || headers.get('Set-Cookie') !== null) return false;
  const cacheControl = headers.get('Cache-Control') ?? '';
  if (/\bno-store\b/i.test(cacheControl)) return false;
  // A product page is `private`: it is priced in the currency of this browser's shopper_prefs cookie,
  // so no shared cache may keep it; this browser's own cache may (and logout clears it). A catalog
  // answer must be everyone's (`public`), so that nothing else is ever taken for one.
  if (handling !== 'pages' && /\bprivate\b/i.test(cacheControl)) return false;
  // An answer that varies with the token is someone's own, whatever else it says. (The store's only
  // cookie is the currency and location choice, not a session: the session is a bearer token.)
  if (/\bauthorization\b|\*/i.test(headers.get('Vary') ?? '')) return false;
  if (handling === 'api') return /\bpublic\b/i.test(cacheControl);
  return true;
}

/**
 * Which install keeps a precached URL: a built page in one language is kept for a shopper who reads
 * that language (at install, the language of the page that registered the worker; later, of each
 * page the shopper opens), so a first visit does not download three other languages' pages. The
 * build's files (scripts, styles, fonts, pictures, the manifest) and the offline page of every
 * language are kept by every install: a shopper offline on another language's address still gets
 * its offline page.
 */
export function precachePartOf(url: string): Locale | 'shared' {
  const { pathname } = new URL(url, 'https://store.invalid');
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A built file has an extension; a page is served at a clean URL (pageUrlOf).
  if (lastSegment.includes('.')) return 'shared';
  const { locale, path } = splitLocalePath(pathname);
  if (path === OFFLINE_PAGE) return 'shared';
  return locale;
}
