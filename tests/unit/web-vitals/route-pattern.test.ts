import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTE, ROUTE_PATTERNS, routePattern } from '../../../src/lib/web-vitals/route-pattern.ts';

// Every address a shopper can open, and what field Web Vitals count it under: never an id, a name or a query.
const CASES: [pathname: string, pattern: string][] = [
  ['/', '/'],
  ['/about-us', '/about-us'],
  ['/about-us/', '/about-us'],
  ['/zh-hant/about-us', '/about-us'],
  ['/ms/faq/', '/faq'],
  ['/zh-hans', '/'],
  ['/access-denied', '/access-denied'],
  ['/alerts/unsubscribe', '/alerts/unsubscribe'],
  ['/faq', '/faq'],
  ['/favourites', '/favourites'],
  ['/item-not-found', '/item-not-found'],
  ['/offline', '/offline'],
  ['/privacy-policy', '/privacy-policy'],
  ['/register', '/register'],
  ['/reset-password', '/reset-password'],
  ['/saved-searches', '/saved-searches'],
  ['/search', '/search'],
  ['/sell', '/sell'],
  ['/settings', '/settings'],
  ['/terms-conditions', '/terms-conditions'],
  ['/profile/orders', '/profile/[tab]'],
  ['/profile/consignments/', '/profile/[tab]'],
  ['/product/2000', '/product/[id]'],
  ['/product/2000/', '/product/[id]'],
  ['/product-2000/hermes-birkin-30', '/product/[id]'],
  ['/product-2000/hermes/birkin/30', '/product/[id]'],
  // A product page in another language (issue 26) is the product route, as every localized page is its English route.
  ['/ms/product/2000', '/product/[id]'],
  ['/zh-hans/product/2000/', '/product/[id]'],
  ['/zh-hant/product-2000/hermes-birkin-30', '/product/[id]'],
  ['/ms/product/0', OTHER_ROUTE],
  ['/ms/sell', '/sell'],
  ['/recommended/2000', '/recommended/[id]'],
  ['/collections', '/collections'],
  ['/collections/hermes-under-15000', '/collections/[slug]'],
  ['/ms/collections/watches-for-him?sort=price_asc', '/collections/[slug]'],
  ['/collections/a/b', '(other)'],
  ['/order-detail/ORD-2026-0001', '/order-detail/[orderid]'],
  ['/consignment/17', '/consignment/[id]'],
  ['/consignment-17/chanel-classic-flap', '/consignment-[cid]/[name]'],
  // Unknown or malformed: one bucket, whatever the address says.
  ['/product/0', OTHER_ROUTE],
  ['/product/abc', OTHER_ROUTE],
  ['/product-2000/%ZZ', OTHER_ROUTE],
  ['/profile', OTHER_ROUTE],
  ['/profile/orders/12', OTHER_ROUTE],
  ['/no-such-page', OTHER_ROUTE],
  ['/shopper@example.com', OTHER_ROUTE],
  ['/__proto__', OTHER_ROUTE],
  ['/constructor', OTHER_ROUTE],
  ['/admin', OTHER_ROUTE],
  ['/shells/product', OTHER_ROUTE],
  ['//search', OTHER_ROUTE],
  ['', OTHER_ROUTE],
];

describe('routePattern', () => {
  it.each(CASES)('%s is counted as %s', (pathname, pattern) => {
    expect(routePattern(pathname)).toBe(pattern);
  });

  it('answers only patterns the API accepts', () => {
    for (const [pathname] of CASES) expect(ROUTE_PATTERNS).toContain(routePattern(pathname));
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
  });

  it('has a pattern for every page the store builds at its own address', () => {
    const pagesDir = fileURLToPath(new URL('../../../src/pages/', import.meta.url));
    // Not a shopper's page: the editor, a test page, the 404 page (any unknown address) and the shells
    // (served at the dynamic addresses above), in every language (/ms/shells/product, issue 26).
    const notCounted = new Set(['/admin', '/test', '/404', '/[locale]/404']);
    const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') && !file.startsWith('shells') && !file.startsWith('[locale]/shells'))
      .map((file) => `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/')
      .filter((path) => !notCounted.has(path))
      // One route builds both policies in each language.
      .flatMap((path) => (path.includes('[policy]') ? ['privacy-policy', 'terms-conditions'].map((policy) => path.replace('[policy]', policy)) : [path]));
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      // Pages in other languages (issue 26) are measured as their English route.
      const sample = page.replace('[tab]', 'orders').replace('[locale]', 'zh-hant');
      expect(routePattern(sample), page).not.toBe(OTHER_ROUTE);
      expect(
        CASES.some(([pathname]) => pathname === sample || routePattern(pathname) === routePattern(sample)),
        `${page} has a case above`,
      ).toBe(true);
    }
  });
});
