import { describe, expect, it } from 'vitest';
import buildRoutes from '../../../public/_routes.json' with { type: 'json' };
import { functionRoutesMatcher, routeRuleRegExp } from '../../../src/lib/navigation/function-routes.ts';
// The matcher wrangler's local server (npm start) routes with, so both readings are held to agree.
import { isRoutingRuleMatch } from '../../../node_modules/wrangler/templates/pages-dev-util.ts';

// Issue 37: under npm start every path passes the functions; those the build's routes leave to the
// asset server go straight to it (src/edge/static-files.ts), as on Cloudflare.
const runsFunctions = functionRoutesMatcher(buildRoutes);

describe('routeRuleRegExp', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/*', '/anything/at/all', true],
    ['/search', '/search', true],
    ['/search', '/search/', true],
    ['/search', '/searches', false],
    ['/search', '/search/x', false],
    ['/product/*', '/product', true],
    ['/product/*', '/product/2000', true],
    ['/product/*', '/product-2000', false],
    ['/product-*', '/product-2000/bag', true],
    ['/ms/', '/ms', true],
    ['/ms/', '/ms/', true],
    ['/sitemap.xml', '/sitemapxxml', false],
    ['/collections-manifest.json', '/collections-manifest.json', true],
  ])('%s against %s: %s', (rule, path, expected) => {
    expect(routeRuleRegExp(rule).test(path)).toBe(expected);
  });

  it('refuses a rule that is not a path', () => {
    expect(() => routeRuleRegExp('search')).toThrow(/starts with '\/'/);
  });
});

describe("the build's routes: which paths run the functions", () => {
  it.each([
    '/',
    '/ms',
    '/zh-hant/',
    '/search',
    '/zh-hans/search',
    '/product/2000',
    '/product-2000/kelly_25',
    '/ms/product/2000',
    '/recommended/2000',
    '/order-detail/RLX-100204',
    '/consignment-3108/x',
    '/api/v2/inventories',
    '/api',
    '/sell',
    '/collections',
    '/ms/collections/hermes-under-15000',
    '/applinks/x',
    '/language/ms',
    '/images/products/2000/1.jpg',
    '/.well-known/assetlinks.json',
    '/sitemap.xml',
    '/robots.txt',
    '/collections-manifest.json',
  ])('%s runs the functions', (path) => {
    expect(runsFunctions(path)).toBe(true);
  });

  it.each([
    '/about-us',
    '/about-us/',
    '/faq',
    '/ms/about-us',
    '/zh-hant/faq',
    '/_astro/index.CV_WZyoN.js',
    '/_astro/StoreLayout.BZ3mQ1x2.css',
    '/fonts/display-subset.woff2',
    '/flags/sg.svg',
    '/icons/icon-192.png',
    '/manifest.webmanifest',
    '/sw.js',
    '/favicon.svg',
    '/settings',
    '/search.html',
    '/searches',
    '/products/2000',
    '/shells/product',
  ])("%s is the asset server's", (path) => {
    expect(runsFunctions(path)).toBe(false);
  });

  it("agrees with wrangler's local matcher on every rule for paths of every shape", () => {
    const paths = [
      '/',
      '/x',
      '/ms',
      '/ms/',
      '/ms/x',
      '/search',
      '/search/',
      '/search/x',
      '/searchx',
      '/product',
      '/product/',
      '/product/1',
      '/product-1',
      '/productx',
      '/api',
      '/api/',
      '/apix',
      '/sitemap.xml',
      '/sitemapXxml',
      '/robots.txt/',
      '/.well-known',
      '/collections-manifest.json',
      '/about-us',
      '/_astro/a.js',
      '/zh-hant/collections/a/b',
    ];
    for (const rule of buildRoutes.include) {
      for (const path of paths) expect(routeRuleRegExp(rule).test(path), `${rule} ${path}`).toBe(isRoutingRuleMatch(path, rule));
    }
  });

  it('excludes win over includes', () => {
    const matcher = functionRoutesMatcher({ include: ['/*'], exclude: ['/_astro/*'] });
    expect(matcher('/_astro/a.js')).toBe(false);
    expect(matcher('/about-us')).toBe(true);
    expect(functionRoutesMatcher({ include: [], exclude: [] })('/')).toBe(false);
  });
});
