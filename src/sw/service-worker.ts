/// <reference lib="webworker" />
/**
 * The store's service worker (issue 13), built after `astro build` by src/integrations/service-worker.ts:
 * esbuild bundles this file with Workbox's modules, then workbox-build's injectManifest writes the
 * precache list of that build (URL + revision of every file) in place of self.__WB_MANIFEST.
 *
 *   - shell (pre-rendered pages, CSS, fonts, JavaScript): precached, served cache first; the pages of
 *     the shopper's language only, at install, and another language's once the shopper opens one of
 *     its pages (precachePartOf);
 *   - product pages and catalog answers: stale-while-revalidate, bounded (lib/offline/cache-rules.ts);
 *   - product images: cache first, bounded; the oldest-used go first;
 *   - a page that cannot be loaded or found offline: the offline page;
 *   - a shopper's own data (account area, users, orders, consignments, offers, any call that reads a
 *     session): never stored;
 *   - a new build's worker waits, and takes over on the next navigation when this tab is the only
 *     one (the navigation reloads under the new worker), so no page mixes two builds' files.
 */
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { DEFAULT_LOCALE, localizePath, splitLocalePath, type Locale } from '../lib/i18n/locales.ts';
import { cacheName, handlingOf, isStorable, OFFLINE_PAGE, outdatedCaches, precachePartOf, RUNTIME_LIMITS, type Handling } from '../lib/offline/cache-rules.ts';

/** The pages the edge renders per query: /search (src/edge/search-page.ts) and /sell's estimate (src/edge/price-guide-edge.ts). */
const PER_QUERY_PAGES = new Set(['/search', '/sell']);

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The build's version: a hash of its precache list (set by the build). */
declare const BUILD_VERSION: string;

const precache = new PrecacheController({ cacheName: cacheName('precache', BUILD_VERSION) });
precache.addToCacheList(self.__WB_MANIFEST);
// The built pages do not vary: the edge's `/` answers with `Vary: Accept-Language` (the first-visit
// language offer, issue 26), and a navigation whose headers differ from the install's fetch must still
// find the page kept at install.
precache.strategy.matchOptions = { ...precache.strategy.matchOptions, ignoreVary: true };

/** Stores only what cache-rules allows (status, Cache-Control, no cookie, no Vary on the token). */
function storableOnly(handling: Handling): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (isStorable(handling, response.status, response.headers) ? response : null),
  };
}

function bounded(kind: 'pages' | 'api' | 'images'): WorkboxPlugin[] {
  return [storableOnly(kind), new ExpirationPlugin({ ...RUNTIME_LIMITS[kind], purgeOnQuotaError: true })];
}

const strategies: Record<Exclude<Handling, 'network'>, StaleWhileRevalidate | CacheFirst> = {
  pages: new StaleWhileRevalidate({ cacheName: cacheName('pages', BUILD_VERSION), plugins: bounded('pages') }),
  api: new StaleWhileRevalidate({ cacheName: cacheName('api', BUILD_VERSION), plugins: bounded('api') }),
  images: new CacheFirst({ cacheName: cacheName('images', BUILD_VERSION), plugins: bounded('images') }),
};

/**
 * A request that asks for a fresh answer (a reload, or a call made just after the connection came
 * back: src/lib/api/http.ts) goes to the network first, and to the cache only when that fails.
 */
const fresh: Record<'pages' | 'api', NetworkFirst> = {
  pages: new NetworkFirst({ cacheName: cacheName('pages', BUILD_VERSION), plugins: bounded('pages') }),
  api: new NetworkFirst({ cacheName: cacheName('api', BUILD_VERSION), plugins: bounded('api') }),
};

const wantsFresh = (request: Request): boolean => request.cache === 'no-cache' || request.cache === 'reload';

const router = new Router();
/**
 * /search is rendered at the edge with its first page of results (issue 12), priced by this browser's
 * shopper_prefs cookie and different for every query: online it comes from the network and is never
 * kept; offline (or when the network fails) the built page answers, whose island then says so.
 * /sell's estimate likewise (issue 25: the built page says estimates are not available). /ms/search
 * and /ms/sell and the other languages' (issue 26) likewise, each with its own built page.
 */
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && PER_QUERY_PAGES.has(splitLocalePath(url.pathname).path),
    ({ request, url }) => {
      const { locale, path } = splitLocalePath(url.pathname);
      return networkOrBuiltPage(request, localizePath(path, locale));
    },
  ),
);
// The shell: a page's query string never changes its pre-rendered HTML (/search?brand=… is /search).
router.registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/], cleanURLs: false, directoryIndex: '' }));
router.registerRoute(
  new Route(
    ({ request, url }) => handlingOf({ method: request.method, url, origin: self.location.origin, mode: request.mode }) !== 'network',
    (options) => {
      const { request, url } = options;
      const handling = handlingOf({ method: request.method, url, origin: self.location.origin, mode: request.mode });
      if (handling === 'network') return fetch(request);
      if (handling !== 'images' && wantsFresh(request)) return fresh[handling].handle(options);
      return strategies[handling].handle(options);
    },
  ),
);
// Nothing in a cache and no network: a page gets the offline page; anything else fails as it would.
router.setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await precache.matchPrecache(offlinePageFor(request.url));
    if (page) return page;
  }
  return Response.error();
});

/** The network's answer; when the network fails, this built page from the precache (else the failure). */
async function networkOrBuiltPage(request: Request, builtPage: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await precache.matchPrecache(builtPage);
    if (page) return page;
    throw error;
  }
}

/** A navigation the router does not handle (an account-area page, a page we never keep): offline page when it fails. */
function networkOrOfflinePage(request: Request): Promise<Response> {
  return networkOrBuiltPage(request, offlinePageFor(request.url));
}

/** The offline page in the language of the address asked for (issue 26): /zh-hant/… gets /zh-hant/offline. */
function offlinePageFor(address: string): string {
  return localizePath(OFFLINE_PAGE, localeOf(address));
}

/**
 * A new build waits while this one serves the open page. At the next navigation of the only tab,
 * that page comes from the network (the new build's HTML, which names the new build's files), and
 * the waiting worker is told to take over: it activates once this worker has no work left and
 * claims the page. So the old page never gets the new build's files, nor the new page the old ones.
 * (An earlier version answered with `Refresh: 0` until the new worker served the reload; under load
 * Chromium could leave that reload hanging while the handover was under way.)
 * Offline, the navigation stays with this build and the new one keeps waiting.
 */
async function navigate(event: FetchEvent): Promise<Response> {
  event.waitUntil(keepLanguage(localeOf(event.request.url)));
  const { waiting } = self.registration;
  if (waiting && (await self.clients.matchAll({ type: 'window' })).length < 2) {
    const response = await fetch(event.request).catch(() => null);
    if (response) {
      waiting.postMessage({ type: 'SKIP_WAITING' });
      return response;
    }
  }
  return (await router.handleRequest({ event, request: event.request })) ?? networkOrOfflinePage(event.request);
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate' && event.request.method === 'GET') {
    event.respondWith(navigate(event));
    return;
  }
  const answer = router.handleRequest({ event, request: event.request });
  if (answer) event.respondWith(answer);
});

function localeOf(address: string): Locale {
  return splitLocalePath(new URL(address, self.location.origin).pathname).locale;
}

/** Workbox's own choice: a file with a revision (its name does not change with it) skips the HTTP cache. */
function precacheRequest(url: string, cacheKey: string): Request {
  return new Request(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
}

/** Languages whose pages this worker has checked are all kept (once per language while it runs). */
const keptLanguages = new Set<Locale>();

/**
 * Workbox's install, for part of the list: the shared files and the pages of the languages of the
 * windows open now (the page that registered this worker among them), one file at a time as
 * Workbox does. A shopper reads one language; the other languages' pages wait until one is opened.
 */
async function install(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const locales = new Set(windows.map((client) => localeOf(client.url)));
  if (locales.size === 0) locales.add(DEFAULT_LOCALE);
  for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
    const part = precachePartOf(url);
    if (part !== 'shared' && !locales.has(part)) continue;
    await Promise.all(precache.strategy.handleAll({ event, request: precacheRequest(url, cacheKey), params: { cacheKey } }));
  }
  for (const locale of locales) keptLanguages.add(locale);
}

/**
 * A page in a language this worker has not kept: its language's built pages join the precache in
 * the background, one at a time, so they are there offline. A failed fetch (offline, a server
 * error) stops it; the next page of that language tries again.
 */
async function keepLanguage(locale: Locale): Promise<void> {
  if (keptLanguages.has(locale)) return;
  keptLanguages.add(locale);
  const cache = await caches.open(precache.strategy.cacheName);
  for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
    if (precachePartOf(url) !== locale || (await cache.match(cacheKey, { ignoreVary: true }))) continue;
    const response = await fetch(precacheRequest(url, cacheKey)).catch(() => null);
    if (!response?.ok || response.redirected) {
      keptLanguages.delete(locale);
      return;
    }
    await cache.put(cacheKey, response);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(install(event));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      const names = await caches.keys();
      await Promise.all(outdatedCaches(names, BUILD_VERSION).map((name) => caches.delete(name)));
      // The first worker takes the open page at once (there is no earlier build to mix with).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const type = (data as { type?: unknown }).type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks which build serves it (the e2e test of a deploy, and support).
  if (type === 'VERSION') event.ports[0]?.postMessage({ version: BUILD_VERSION });
});
