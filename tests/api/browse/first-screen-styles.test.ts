/**
 * Issue 37, item 2: the pages the edge renders carry their first screen's styles. Through the real
 * middleware chain on the built-in API and D1: each build stylesheet the page links becomes a
 * `<style data-rest>` with the rules the rendered page (the edge's cards included) can use, the
 * render is kept with them, and a stylesheet without an index, or another origin's, stays a link.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import type { StyleRule, StylesheetIndex } from '../../../src/lib/first-paint/first-screen-styles.ts';
import type { Env } from '../../../src/server/env.ts';
import { deployedEnv, throughMiddleware, withSeededCatalog } from './middleware-chain.ts';

// The build's split of two stylesheets (src/integrations/first-screen-styles.ts, unit-tested with postcss).
const MEDIA = '@media (min-width:768px)';
const SITE_CSS: StyleRule[] = [
  [[], null, 'body{margin:0}'],
  [[], [['search-page']], '.search-page{padding:1px}'],
  [[], [['product-card']], '.product-card{border:0}'],
  [[MEDIA], [['product-card']], '.product-card{border:1px}'],
  [[MEDIA], [['drawer--open']], '.drawer--open{left:0}'],
  [[], [['drawer--open']], '.drawer--open{left:0}'],
  [[], [['language-offer']], '.language-offer{display:flex}'],
];
const CARDS_CSS: StyleRule[] = [
  [[], [['product-card__price']], '.product-card__price{font-weight:600}'],
  [[], [['never-rendered']], '.never-rendered{color:red}'],
];

function page(head: string): string {
  return (
    `<!doctype html><html><head><title>Search | Reluxe</title>${head}</head><body><main>` +
    '<div id="search-root"><astro-island uid="Z1" prefix="r7" component-url="/_astro/SearchResults.js" client="load" ssr>' +
    '<div class="search-page container"><h1 class="search-head__title">Search</h1></div></astro-island></div></main></body></html>'
  );
}

function site(html: string, indexes: Record<string, StyleRule[]>): Env['ASSETS'] {
  const files: Record<string, [string, string]> = { '/search': [html, 'text/html; charset=utf-8'] };
  for (const [href, rules] of Object.entries(indexes)) {
    const index: StylesheetIndex = { href, rules };
    files[`/_first-screen/${href.slice('/_astro/'.length, -'.css'.length)}.json`] = [JSON.stringify(index), 'application/json'];
  }
  return {
    async fetch(input: RequestInfo | URL): Promise<Response> {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      const file = files[pathname];
      return file
        ? new Response(file[0], { headers: { 'Content-Type': file[1], 'Cache-Control': 'public, max-age=0, must-revalidate' } })
        : new Response('not found', { status: 404 });
    },
  } as Env['ASSETS'];
}

async function search(assets: Env['ASSETS'], query: string) {
  return throughMiddleware(new Request(`https://shop.example/search?${query}`), deployedEnv(assets), assets);
}

withSeededCatalog(60);

describe('an edge page carries the rules its rendered markup can use', () => {
  const head = '<link rel="stylesheet" href="/_astro/site.A1.css"><style>.own{}</style><link rel="stylesheet" href="/_astro/cards.B2.css">';
  const assets = site(page(head), { '/_astro/site.A1.css': SITE_CSS, '/_astro/cards.B2.css': CARDS_CSS });

  it('in place of each link, naming its stylesheet; the rules of the cards the edge rendered are in', async () => {
    const { res, html } = await search(assets, 'product=bag&l=50&p=1');
    expect(res.status).toBe(200);
    // The edge rendered cards into the page: their rules came with them.
    expect(html).toContain('class="product-card');
    expect(html).toContain(
      // The language offer is added after the render is kept, and laid out with the first paint: its rules come too.
      '<style data-rest="/_astro/site.A1.css">body{margin:0}.search-page{padding:1px}.product-card{border:0}@media (min-width:768px){.product-card{border:1px}}.language-offer{display:flex}</style>' +
        '<style>.own{}</style><style data-rest="/_astro/cards.B2.css">.product-card__price{font-weight:600}</style>',
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    // A class only a script adds is left for the whole stylesheet.
    expect(html).not.toContain('drawer--open');
    expect(html).not.toContain('never-rendered');
  });

  it('the render is kept with its styles: the next visit gets the same page from the cache', async () => {
    const first = await search(assets, 'product=shoe&l=50&p=1');
    const again = await search(assets, 'product=shoe&l=50&p=1');
    expect(again.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(again.html).toBe(first.html);
    expect(again.html).toContain('<style data-rest="/_astro/site.A1.css">');
  });
});

describe('an edge page says which currency it was priced in (the head script reads it, not the cookie store)', () => {
  const assets = site(page('<link rel="stylesheet" href="/_astro/site.A1.css">'), { '/_astro/site.A1.css': SITE_CSS });
  const searchWith = (cookie: string | null) =>
    throughMiddleware(
      new Request('https://shop.example/search?product=belt&l=50&p=1', cookie ? { headers: { Cookie: cookie } } : {}),
      deployedEnv(assets),
      assets,
    );

  const stampOf = (html: string) => /<html\b[^>]*\bdata-priced-with="([^"]*)"/.exec(html)?.[1] ?? null;

  it('the shopper_prefs it was rendered for, on <html>; a missing or unknown cookie as the defaults; each kept render with its own', async () => {
    const pounds = await searchWith('theme=dark; shopper_prefs=GBP.2');
    expect(stampOf(pounds.html)).toBe('GBP.2');
    expect(pounds.html).toContain('product-card__now">£');
    const none = await searchWith(null);
    expect(stampOf(none.html)).toBe('SGD.0');
    expect(none.html).toContain('product-card__now">S$');
    expect(stampOf((await searchWith('shopper_prefs=XXX.99')).html)).toBe('SGD.0');
    const poundsAgain = await searchWith('shopper_prefs=GBP.2');
    expect(poundsAgain.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(stampOf(poundsAgain.html)).toBe('GBP.2');
  });
});

describe('what stays a link', () => {
  it('a stylesheet without an index (an older build), another origin, a link that is not the build’s', async () => {
    const head =
      '<link rel="stylesheet" href="/_astro/site.A1.css"><link rel="stylesheet" href="/_astro/old.C3.css"><link rel="stylesheet" href="https://fonts.example/a.css">';
    const { res, html } = await search(site(page(head), { '/_astro/site.A1.css': SITE_CSS }), 'product=watch&l=50&p=1');
    expect(res.status).toBe(200);
    expect(html).toContain('<style data-rest="/_astro/site.A1.css">');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/old.C3.css"><link rel="stylesheet" href="https://fonts.example/a.css">');
  });

  // An isolate keeps each index it read (by the stylesheet's hashed name): a name no other test read.
  it('an index written for another stylesheet is not used', async () => {
    const assets = site(page('<link rel="stylesheet" href="/_astro/site.D4.css">'), {});
    const wrong: Env['ASSETS'] = {
      fetch: async (input: RequestInfo | URL) =>
        new URL(input instanceof Request ? input.url : String(input)).pathname === '/_first-screen/site.D4.json'
          ? Response.json({ href: '/_astro/other.css', rules: SITE_CSS })
          : assets.fetch(input),
    } as Env['ASSETS'];
    const { html } = await search(wrong, 'product=scarf&l=50&p=1');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/site.D4.css">');
  });
});
