/**
 * Issue 12: /search rendered at the edge. Through the real middleware chain (functions/_middleware.ts)
 * on the built-in API and D1: the HTML holds the first page (heading, count, chosen filters, sort,
 * cards) in the shopper_prefs currency, rendered by the island's own components, with the answers
 * embedded for the island to hydrate from; hand-edited queries read as the island reads them.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { onRequest as middlewareChain } from '../../../functions/_middleware.ts';
import { SHOPPER_PREFS_COOKIE } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { readSearchEmbed, SEARCH_DATA_ID, type SearchEmbed } from '../../../src/lib/search/search-embed.ts';
import type { Env } from '../../../src/server/env.ts';
import { CACHE_STATUS_HEADER } from '../../../src/server/public-reads/edge-cache.ts';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import { servePageRoutes } from '../../../src/edge/serve-page-routes.ts';
import { pagesContext } from '../fuzz/pages-context.ts';
import {
  cardLabels,
  deployedEnv,
  type EdgePage,
  jsonBlock,
  readEdgePage,
  shownPrice,
  staticSite,
  unescape,
  mockUpstreamCatalog,
  restingCatalog,
  withSeededCatalog,
} from './middleware-chain.ts';

// The built page's frame: the island as Astro writes it (client:load, pre-rendered skeleton) and the note for no JavaScript.
const SEARCH_HTML =
  '<!doctype html><html><head><title>Search | Reluxe</title><meta name="description" content="search"></head><body><main>' +
  '<div id="search-root"><astro-island uid="Z1" prefix="r7" component-url="/_astro/SearchResults.js" client="load" ssr>' +
  '<div class="search-page container"><h1 class="search-head__title">Search</h1></div></astro-island>' +
  '<noscript><p class="container search-noscript">Search results need JavaScript.</p></noscript></div></main></body></html>';

const assets = staticSite({ pages: { '/search': SEARCH_HTML }, cacheControl: 'public, max-age=0, must-revalidate' });
const deployed = deployedEnv(assets);

type Handler = (typeof middlewareChain)[number];

function page(path: string, cookie?: string): Promise<EdgePage<SearchEmbed>> {
  const request = new Request(`https://shop.example${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return readEdgePage(request, deployed, assets, SEARCH_DATA_ID, readSearchEmbed);
}

withSeededCatalog(120);

describe('GET /search?product=bag&l=50&p=1 answers the first page as HTML', () => {
  it('heading, count, sort and the first cards in the cookie currency, from the island components', async () => {
    const { res, html, embed, island } = await page('/search?product=bag&l=50&p=1', `theme=dark; ${SHOPPER_PREFS_COOKIE}=USD.3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const answer = embed?.answer;
    if (!embed || !answer) return expect.fail('no search-data block with an answer');
    expect(embed.href).toBe('/search?product=bag&l=50&p=1');
    expect(embed.currency.code).toBe('USD');
    expect(answer.total_count).toBeGreaterThan(0);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(embed.settings?.brands.length).toBeGreaterThan(0);
    // Only the photo a card shows travels in the block.
    expect(answer.data.every((item) => item.assets.length <= 1)).toBe(true);

    expect(island).toContain('<h1 class="search-head__title">Results for “bag”</h1>');
    const total = answer.total_count;
    expect(island).toContain(`${total.toLocaleString('en-US')} ${total === 1 ? 'item' : 'items'}</p>`);
    expect(cardLabels(island).map((label) => unescape(label ?? ''))).toStrictEqual(answer.data.map((item) => `${item.brand} ${item.model}`));
    expect(answer.data.every((item) => item.currency === 'USD')).toBe(true);
    // Every amount on the cards in US dollars, with the symbol the island prints for them.
    const results = island.slice(island.indexOf('<section class="search-results"'));
    for (const item of answer.data) expect(results).toContain(shownPrice(item, embed.renderedAt, 'US$'));
    expect(results).not.toMatch(/[^U]S\$/);
    // A text search is listed best match first (issue 21).
    expect(island).toContain('<option value="relevance" selected="">Best match</option>');
    expect(island).toContain('data-status="done"');
    // Astro's island prefix is React's identifier prefix, so useId values match at hydration.
    expect(island).toMatch(/ id="[_«]?r7R/);
    expect(html).toContain('<title>Results for “bag” | Reluxe</title>');
    expect(html).not.toContain('search-noscript');
    // The sleeping island reads this to know its first page is on screen (src/pages/search.astro).
    expect(html).toContain('<html data-priced-with="USD.3" data-search-rendered="results">');
    // Astro's end marker closes the island's new content, so the island starts as soon as it is parsed.
    expect(html).toMatch(/<\/div><!--astro:end--><\/astro-island>/);
  });

  it('a corrected search says so, with the link that searches the text as typed', async () => {
    const { embed, island } = await page('/search?product=berkin&l=50&p=1', '');
    expect(embed?.answer?.correction).toEqual({ text: 'birkin', original: 'berkin' });
    expect(island).toContain('Showing results for <strong>birkin</strong>');
    expect(island).toContain(`href="/search?product=%22berkin%22&amp;l=50&amp;p=1"`);
    expect(embed?.answer?.data.every((item) => /birkin/i.test(item.model))).toBe(true);
  });

  it('a search that finds nothing offers the closest names and the popular searches', async () => {
    const { embed, island } = await page('/search?product=hermxsqq&l=50&p=1', '');
    expect(embed?.answer?.total_count).toBe(0);
    expect(embed?.answer?.suggestions?.closest).toContain('Hermès');
    expect(island).toContain('Did you mean');
    expect(island).toContain('Popular searches');
  });

  it('chosen filters and sort are rendered: chips, ticked facets, the selected sort', async () => {
    const { embed, island } = await page('/search?brand=Chanel&category=1&deal=true&sort=price_asc&l=20&p=1');
    const answer = embed?.answer;
    if (!embed || !answer) return expect.fail('no search-data block with an answer');
    expect(embed.currency.code).toBe('SGD');
    expect(island).toContain('aria-label="Remove filter Chanel"');
    expect(island).toContain('aria-label="Remove filter Bags"');
    expect(island).toContain('aria-label="Remove filter Deal of the Day"');
    expect(island).toContain('<option value="price_asc" selected="">Price: low to high</option>');
    expect(island).toMatch(/<input class="facet__check" type="checkbox" checked=""\/><span>Deal of the Day<\/span>/);
    expect(island).toMatch(/<input class="facet__check" type="checkbox" checked=""\/><span>Bags<\/span>/);
    expect(answer.data.length).toBeGreaterThan(0);
    for (const item of answer.data) expect(island).toContain(shownPrice(item, embed.renderedAt, 'S$'));
  });

  it('the page is private to the browser and the answers under it come from the public-read cache', async () => {
    const first = await page('/search?category=7&l=50&p=1', `${SHOPPER_PREFS_COOKIE}=GBP.1`);
    expect(first.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.res.headers.get('Vary') ?? '').not.toMatch(/cookie/i);
    expect(first.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    // The same page again is the page cache's (page-cache.test.ts); another location in the same
    // currency is a page of its own, rendered from the catalog's cached answer.
    const again = await page('/search?category=7&l=50&p=1', `${SHOPPER_PREFS_COOKIE}=GBP.2`);
    expect(again.res.headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
    expect(again.res.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    // Another currency is another entry, never the GBP copy.
    const aud = await page('/search?category=7&l=50&p=1', `${SHOPPER_PREFS_COOKIE}=AUD.1`);
    expect(aud.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(aud.embed?.answer?.data.every((item) => item.currency === 'AUD')).toBe(true);
  });
});

describe('hand-edited and bad queries: the messages the island shows', () => {
  it('values the catalog would refuse fall back as in the island (page size, page, sort, ids, gender)', async () => {
    const { res, embed, island } = await page('/search?l=abc&p=0&sort=cheapest&category=x,7&gender=Women');
    expect(res.status).toBe(200);
    expect(embed?.href).toBe('/search?category=7&gender=W&l=50&p=1');
    expect(embed?.answer?.total_count).toBeGreaterThan(0);
    expect(island).toContain('aria-label="Remove filter Watches"');
    expect(island).toContain('aria-label="Remove filter Women"');
    expect(island).toContain('<option value="newest" selected="">Newest</option>');
  });

  it('a query the catalog refuses (an unknown brand): the island’s error with the catalog’s message', async () => {
    const { res, html, embed, island } = await page('/search?brand=%3C%2Fscript%3ENope&l=50&p=1');
    expect(res.status).toBe(200);
    expect(embed?.answer).toBeNull();
    // The catalog's own message, as the island shows it when it asks itself.
    expect(embed?.refusal).toMatch(/Unknown brand '<\/script>Nope'\.$/);
    expect(island).toContain('data-status="error"');
    const message = (embed?.refusal ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
    expect(island).toContain(`<div class="search-message" role="alert"><h2>We couldn’t load these pieces.</h2><p>${message}</p>`);
    expect(island).toContain('>Retry</button>');
    expect(island).toContain('aria-label="Remove filter &lt;/script&gt;Nope"');
    // The island wakes at once for this one, to add its toast.
    expect(html).toContain('<html data-priced-with="SGD.0" data-search-rendered="refused">');
  });

  it('no match: the island’s message with the query and ways out', async () => {
    const { island } = await page('/search?product=zzqxv&color=black&l=50&p=1');
    expect(island).toContain('Nothing found for “zzqxv” with these filters');
    expect(island).toContain('0 items');
    expect(island).toContain('Clear all filters');
  });

  it('a page past the last one: the island’s message and the way back', async () => {
    const { island } = await page('/search?product=bag&l=50&p=999');
    expect(island).toContain('This page is past the last one.');
    expect(island).toContain('Back to page 1');
  });

  it('a text that tries to end the data block stays inside it', async () => {
    const { html, embed } = await page('/search?product=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&l=50&p=1');
    expect(embed?.href).toContain('product=%3C%2Fscript%3E');
    const block = jsonBlock(html, SEARCH_DATA_ID) ?? '';
    expect(block).not.toMatch(/[<>]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Results for “&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;”');
  });

  it('a catalog that fails: the page goes out as built and the island asks (and shows its message)', async () => {
    const upstream = { ...deployed, API_ORIGIN: 'https://backend.example/api' } as Env;
    mockUpstreamCatalog(restingCatalog);
    const ctx = createExecutionContext();
    const request = new Request('https://shop.example/search?product=bag&l=50&p=1');
    // The page routes alone (the chain's steps are one function now), the built page as what follows them.
    const handler: Handler = servePageRoutes;
    const res = await handler(pagesContext(request, upstream, ctx, { functionPath: '/', next: () => assets.fetch(request) }) as Parameters<Handler>[0]);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(html).toBe(SEARCH_HTML);
  });
});
