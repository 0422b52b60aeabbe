/**
 * Issue 37, first paint: the pages the edge renders carry the build's stylesheets inline, so the
 * first screen waits for no stylesheet request; static pages keep their links (the offline worker
 * precaches the stylesheets once). Through the real middleware chain on the built-in API and D1.
 */
import { describe, expect, it } from 'vitest';
import { isBuildStylesheet, styleElement } from '../../../src/edge/inline-stylesheets.ts';
import { type Assets, deployedEnv, throughMiddleware, withSeededCatalog } from './middleware-chain.ts';

const SHELL_CSS = '.topbar{display:flex}.product-card{aspect-ratio:1}';
const CARDS_CSS = '.product-grid{display:grid}';
const HEAD =
  '<link rel="stylesheet" href="/_astro/StoreLayout.abc123.css">' +
  '<link rel="stylesheet" href="/_astro/ProductCard.def456.css">' +
  '<link rel="stylesheet" href="/_astro/Missing.000000.css">' +
  '<link rel="stylesheet" href="/_astro/Closing.111111.css">' +
  '<link rel="stylesheet" href="/_astro/Print.222222.css" media="print">' +
  '<link rel="stylesheet" href="https://fonts.example/face.css">';
const page = (body: string) => `<!doctype html><html><head><title>Page | Reluxe</title>${HEAD}</head><body>${body}</body></html>`;
const SEARCH_HTML = page(
  '<main><div id="search-root"><astro-island uid="Z1" prefix="r7" component-url="/_astro/SearchResults.js" client="load" ssr>' +
    '<div class="search-page container"><h1 class="search-head__title">Search</h1></div></astro-island></div></main>',
);
const ABOUT_HTML = page('<main><h1>About</h1></main>');

function site(): Assets & { cssReads: string[] } {
  const cssReads: string[] = [];
  const stylesheets: Record<string, string> = {
    '/_astro/StoreLayout.abc123.css': SHELL_CSS,
    '/_astro/ProductCard.def456.css': CARDS_CSS,
    '/_astro/Closing.111111.css': '.x::after{content:"</style><script>alert(1)</script>"}',
    '/_astro/Print.222222.css': '.print{display:none}',
  };
  const pages: Record<string, string> = { '/search': SEARCH_HTML, '/about-us': ABOUT_HTML };
  return {
    cssReads,
    async fetch(input: RequestInfo | URL): Promise<Response> {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (Object.hasOwn(stylesheets, pathname)) {
        cssReads.push(pathname);
        return new Response(stylesheets[pathname], { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
      }
      if (Object.hasOwn(pages, pathname)) return new Response(pages[pathname], { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"built"' } });
      return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    },
  };
}

withSeededCatalog(60);

describe('an edge-rendered page carries its build stylesheets inline', () => {
  it('/search: the shell and card styles are <style> elements in place of their links, nothing else changes', async () => {
    const assets = site();
    const { res, html } = await throughMiddleware(new Request('https://shop.example/search?product=bag&l=50&p=1'), deployedEnv(assets), assets);
    expect(res.status).toBe(200);
    expect(html).toContain(`<style>${SHELL_CSS}</style><style>${CARDS_CSS}</style>`);
    expect(html).not.toContain('href="/_astro/StoreLayout.abc123.css"');
    expect(html).not.toContain('href="/_astro/ProductCard.def456.css"');
    // What cannot be inlined safely stays a link: a sheet the build lacks, one whose text would end
    // the element, one for another medium, one from elsewhere.
    expect(html).toContain('<link rel="stylesheet" href="/_astro/Missing.000000.css">');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/Closing.111111.css">');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/Print.222222.css" media="print">');
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/face.css">');
    // The page was rendered (the first results are in it) and its length and validators are its own.
    expect(html).toContain('Results for “bag”');
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Content-Length')).toBeNull();
  });

  it('an isolate reads each stylesheet once', async () => {
    const assets = site();
    await throughMiddleware(new Request('https://shop.example/search?product=tote&l=50&p=1'), deployedEnv(assets), assets);
    await throughMiddleware(new Request('https://shop.example/search?product=wallet&l=50&p=1'), deployedEnv(assets), assets);
    expect(assets.cssReads.filter((path) => path === '/_astro/StoreLayout.abc123.css').length).toBeLessThanOrEqual(1);
  });

  it('a static page keeps its links (precached with the stylesheets once)', async () => {
    const assets = site();
    const { res, html } = await throughMiddleware(new Request('https://shop.example/about-us'), deployedEnv(assets), assets);
    expect(res.status).toBe(200);
    expect(html).toBe(ABOUT_HTML);
  });
});

describe('which stylesheets are inlined', () => {
  it.each([
    ['/_astro/StoreLayout.B9VCKYpm.css', true],
    ['/_astro/ProductCard.Bk97ciLi.css', true],
    ['/_astro/../secrets.css', false],
    ['/_astro/x.css?v=1', false],
    ['/styles/site.css', false],
    ['https://cdn.example/_astro/a.css', false],
    ['/_astro/script.js', false],
    [null, false],
  ])('%s → %s', (href, inlined) => {
    expect(isBuildStylesheet(href)).toBe(inlined);
  });

  it.each([
    ['.a{color:red}', '<style>.a{color:red}</style>'],
    ['.a::after{content:"</style>"}', null],
    ['.a::after{content:"</STYLE "}', null],
  ])('%s → %s', (css, element) => {
    expect(styleElement(css)).toBe(element);
  });
});
