/** What the offline worker keeps (issue 13): the rules of src/lib/offline, table by table. */
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheName,
  cachesToForgetOnLogout,
  handlingOf,
  isAccountAreaPath,
  isStorable,
  outdatedCaches,
  precachePartOf,
  RUNTIME_LIMITS,
  type Handling,
} from '../../../src/lib/offline/cache-rules.ts';
import { pageUrlOf, PRECACHE_IGNORES } from '../../../src/integrations/service-worker.ts';
import { answers } from '../answers.ts';

const ORIGIN = 'https://shop.example';
const handling = ([path, mode = 'cors', method = 'GET']: readonly [string, string?, string?]): Handling =>
  handlingOf({ method, url: new URL(path, ORIGIN), origin: ORIGIN, mode });

describe('how each request is answered', () => {
  answers(
    handling,
    [
      // Catalog answers, the same for everyone: stale-while-revalidate.
      [['/api/v3/home?currency=SGD&country='], 'api'],
      [['/api/v2/inventories?ids=3,1&currency=USD'], 'api'],
      [['/api/v2/inventories/42?currency=SGD'], 'api'],
      [['/api/v1/inventories/42/recommendation?currency=SGD'], 'api'],
      [['/api/startup'], 'api'],
      [['/api/v2/delivery-rates?country=SG&category=1&currency=SGD'], 'api'],
      // A shopper's own, or a write: never kept.
      [['/api/v1/users/me'], 'network'],
      [['/api/v1/search-terms'], 'network'],
      [['/api/v1/orders'], 'network'],
      [['/api/v1/orders/RLX-100204'], 'network'],
      [['/api/v1/consignments'], 'network'],
      [['/api/v1/offers'], 'network'],
      [['/api/login', 'cors', 'POST'], 'network'],
      [['/api/login-guest', 'cors', 'POST'], 'network'],
      [['/api/v3/home', 'cors', 'POST'], 'network'],
      // Product pages: stale-while-revalidate; the account area's pages: never.
      [['/product/42', 'navigate'], 'pages'],
      [['/product-42/hermes/kelly_25', 'navigate'], 'pages'],
      [['/recommended/42', 'navigate'], 'pages'],
      [['/order-detail/RLX-100204', 'navigate'], 'network'],
      [['/consignment/3051', 'navigate'], 'network'],
      [['/consignment-3051/kelly', 'navigate'], 'network'],
      [['/profile/0', 'navigate'], 'network'],
      [['/settings', 'navigate'], 'network'],
      [['/product/0', 'navigate'], 'network'],
      // Product images: cache first.
      [['/images/products/bags/hermes/42-1-600.svg'], 'images'],
      // Another site: not ours to keep.
      [['https://other.example/api/v3/home'], 'network'],
    ],
    '%s → %s',
  );
});

describe('what may be stored', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it.each([
    ['api', 200, { 'Cache-Control': 'public, max-age=30' }, true],
    ['api', 200, { 'Cache-Control': 'max-age=30' }, false],
    ['api', 200, { 'Cache-Control': 'private, no-store' }, false],
    ['api', 200, { 'Cache-Control': 'public, max-age=30', Vary: 'Authorization' }, false],
    ['api', 200, { 'Cache-Control': 'public, max-age=30', Vary: '*' }, false],
    ['api', 304, { 'Cache-Control': 'public' }, false],
    ['api', 404, { 'Cache-Control': 'public' }, false],
    ['pages', 200, { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' }, true],
    ['pages', 200, { 'Cache-Control': 'private, no-cache' }, true],
    ['pages', 200, { 'Cache-Control': 'no-store' }, false],
    ['pages', 200, { 'Cache-Control': 'private, no-store' }, false],
    ['images', 200, { 'Cache-Control': 'private, max-age=60' }, false],
    ['pages', 200, { 'Set-Cookie': 'a=b' }, false],
    ['pages', 0, {}, false],
    ['images', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }, true],
  ] as const)('%s %s %o → %s', (kind, status, entries, storable) => {
    expect(isStorable(kind, status, headers(entries))).toBe(storable);
  });
});

describe('the account area is never kept', () => {
  answers(
    isAccountAreaPath,
    [
      ['/profile/0', true],
      ['/ms/profile/2', true],
      ['/zh-hant/settings', true],
      ['/profile', true],
      ['/settings', true],
      ['/order-detail/RLX-1', true],
      ['/consignment/3051', true],
      ['/consignment-3051/kelly', true],
      // In every language (issue 26).
      ['/ms/order-detail/RLX-1', true],
      ['/zh-hant/consignment/3051', true],
      ['/zh-hans/consignment-3051/kelly', true],
      ['/ms/product/42', false],
      ['/product/42', false],
      ['/recommended/42', false],
      ['/', false],
      ['/profiles-of-houses', false],
    ],
    '%s → %s',
  );

  it('its pages are not precached either', () => {
    expect(PRECACHE_IGNORES).toEqual(
      expect.arrayContaining([
        'profile/**',
        '*/profile/**',
        'settings.html',
        '*/settings.html',
        'shells/**',
        '*/shells/order-detail.html',
        '*/shells/consignment.html',
        '*/shells/consignment-item.html',
      ]),
    );
  });

  // What the build's glob reads: a collection page is decided at request time (issue 36), the editor is staff's.
  it.each([
    ['collections.html', true],
    ['collections/lunar-new-year-edit.html', true],
    ['zh-hant/collections.html', true],
    ['ms/collections/watches-for-him.html', true],
    ['_astro/admin.astro_astro_type_script_index_0_lang.B7u44rQH.js', true],
    ['about-us.html', false],
    ['ms/about-us.html', false],
    ['_astro/AccountMenu.BXdzrvtf.js', false],
  ])('%s is left out of the precache: %s', (file, ignored) => {
    expect(PRECACHE_IGNORES.some((pattern) => matchesGlob(file, pattern))).toBe(ignored);
  });
});

describe("cache names: one build at a time, logout forgets the shopper's pages and answers", () => {
  it('names the per-build caches by version; images are shared', () => {
    expect(cacheName('precache', 'v2')).toBe('reluxe-precache-v2');
    expect(cacheName('pages', 'v2')).toBe('reluxe-pages-v2');
    expect(cacheName('api', 'v2')).toBe('reluxe-api-v2');
    expect(cacheName('images', 'v2')).toBe('reluxe-images');
  });

  it("a new build deletes every other build's caches, and nothing that is not ours", () => {
    const names = [
      'reluxe-precache-v1',
      'reluxe-pages-v1',
      'reluxe-api-v1',
      'reluxe-precache-v2',
      'reluxe-api-v2',
      'reluxe-images',
      'workbox-precache-v2-x',
      'other',
    ];
    expect(outdatedCaches(names, 'v2')).toEqual(['reluxe-precache-v1', 'reluxe-pages-v1', 'reluxe-api-v1']);
  });

  it('logout forgets pages and catalog answers of every build, not the shell or images', () => {
    const names = ['reluxe-precache-v2', 'reluxe-pages-v1', 'reluxe-pages-v2', 'reluxe-api-v2', 'reluxe-images', 'other'];
    expect(cachesToForgetOnLogout(names)).toEqual(['reluxe-pages-v1', 'reluxe-pages-v2', 'reluxe-api-v2']);
  });

  it('every runtime cache is bounded in count and age', () => {
    for (const limit of Object.values(RUNTIME_LIMITS)) {
      expect(limit.maxEntries).toBeGreaterThan(0);
      expect(limit.maxAgeSeconds).toBeGreaterThan(0);
    }
  });
});

describe('precached pages are listed by the URLs they are served at', () => {
  answers(
    pageUrlOf,
    [
      ['index.html', '/'],
      ['about-us.html', '/about-us'],
      ['offline.html', '/offline'],
      ['guides/index.html', '/guides/'],
      ['_astro/client.abc.js', '/_astro/client.abc.js'],
      ['manifest.webmanifest', '/manifest.webmanifest'],
    ],
    '%s → %s',
  );
});

describe("an install keeps the shopper's language's pages and every shared file", () => {
  answers(
    precachePartOf,
    [
      // Pages, by the language of their address.
      ['/', 'en'],
      ['/about-us', 'en'],
      ['/search', 'en'],
      ['/shells/product', 'en'],
      ['/ms', 'ms'],
      ['/ms/about-us', 'ms'],
      ['/zh-hans/faq', 'zh-hans'],
      ['/zh-hant', 'zh-hant'],
      ['/zh-hant/shells/product', 'zh-hant'],
      // The offline page in every language: every install.
      ['/offline', 'shared'],
      ['/ms/offline', 'shared'],
      ['/zh-hant/offline', 'shared'],
      // The build's files: every install.
      ['/_astro/StoreLayout.D_0Q3bC4.css', 'shared'],
      ['/_astro/held-presses.Dwo0fbeV.js', 'shared'],
      ['/fonts/cormorant-garamond-4f5a5d250e.woff2', 'shared'],
      ['/flags/SG.svg', 'shared'],
      ['/icons/icon-192.png', 'shared'],
      ['/manifest.webmanifest', 'shared'],
      ['/favicon.svg', 'shared'],
      // A cache key (the build's revision in the query) is the same page.
      ['/ms/about-us?__WB_REVISION__=abc123', 'ms'],
    ],
    '%s → %s',
  );
});
