/**
 * Issue 12: the home page rendered at the edge for screens larger than a phone's. Through the real
 * middleware chain (functions/_middleware.ts) on the built-in API and D1: the HTML holds the product
 * groups of GET /v3/home in the shopper_prefs currency and location, rendered by the island's own
 * components (the first groups with cards, the rest as placeholder rows under their headings), with
 * the answer embedded for the island to hydrate from. A phone, a precache fetch and a failing
 * catalog get the page as built.
 */
import { describe, expect, it } from 'vitest';
import { EDGE_RENDERED_GROUPS, HOME_DATA_ID, readHomeEmbed, type HomeEmbed } from '../../../src/lib/catalog/home-embed.ts';
import { withPricedWithStamp } from '../../../src/lib/config/priced-with.ts';
import { SHOPPER_PREFS_COOKIE } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import type { Env } from '../../../src/server/env.ts';
import { CACHE_STATUS_HEADER } from '../../../src/server/public-reads/edge-cache.ts';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import {
  cardLabels,
  deployedEnv,
  type EdgePage,
  readEdgePage,
  shownPrice,
  staticSite,
  unescape,
  mockUpstreamCatalog,
  restingCatalog,
  withSeededCatalog,
} from './middleware-chain.ts';

// The built page's frame: the hero, then the island as Astro writes it (client:interaction, its loading row).
const HOME_HTML =
  '<!doctype html><html><head><title>Reluxe</title></head><body><main><section class="hero"><h1>Luxury made easy, simple, and fuss-free.</h1></section>' +
  '<div id="collections"><div id="home-groups-root"><astro-island uid="H1" prefix="r3" component-url="/_astro/HomeGroups.js" client="interaction" ssr>' +
  '<div class="home-groups home-groups--loading" role="status" aria-live="polite"><span class="visually-hidden">Loading products</span></div><!--astro:end--></astro-island></div></div>' +
  '</main></body></html>';

const assets = staticSite({ pages: { '/': HOME_HTML }, cacheControl: 'public, max-age=0, must-revalidate' });
const deployed = deployedEnv(assets);
const DESKTOP = { 'Sec-CH-UA-Mobile': '?0', 'Sec-Fetch-Dest': 'document' };

function page(headers: Record<string, string>, environment: Env = deployed): Promise<EdgePage<HomeEmbed>> {
  return readEdgePage(new Request('https://shop.example/', { headers }), environment, assets, HOME_DATA_ID, readHomeEmbed);
}

withSeededCatalog(120);

describe('GET / on a larger screen answers the groups as HTML', () => {
  it('every group under its heading, the first ones with cards in the cookie currency, from the island components', async () => {
    const { res, html, embed, island } = await page({ ...DESKTOP, Cookie: `theme=dark; ${SHOPPER_PREFS_COOKIE}=USD.3` });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    if (!embed) return expect.fail('no home-data block');
    expect(embed.currency.code).toBe('USD');
    expect(embed.location).toStrictEqual({ id: 3, country: 'Hong Kong', country_code: 'HK' });
    expect(embed.groups.length).toBeGreaterThan(EDGE_RENDERED_GROUPS);
    for (const group of embed.groups) expect(unescape(island)).toContain(`>${group.heading}</h2>`);
    const rendered = embed.groups.slice(0, EDGE_RENDERED_GROUPS).flatMap((group) => group.items);
    expect(cardLabels(island).map((label) => unescape(label ?? ''))).toStrictEqual(rendered.map((item) => `${item.brand} ${item.model}`));
    for (const item of rendered) expect(island).toContain(shownPrice(item, embed.renderedAt, 'US$'));
    expect(island).not.toMatch(/[^U]S\$/);
    expect(island.match(/carousel--placeholder/g)?.length).toBe(embed.groups.length - EDGE_RENDERED_GROUPS);
    // Only the photo a card shows travels in the block.
    expect(embed.groups.every((group) => group.items.every((item) => item.assets.length <= 1))).toBe(true);
    // The sleeping island reads this to know its groups are on screen (src/pages/index.astro).
    // Stamped with the currency it was priced in, which the head script reads (src/lib/config/priced-with.ts).
    expect(html).toContain('<html data-priced-with="USD.3" data-home-rendered="">');
    expect(html).not.toContain('Loading products');
    // The block comes right after the island: parsed before the island can wake.
    expect(html).toMatch(/<!--astro:end--><\/astro-island><script type="application\/json" id="home-data">/);
    // Astro's island prefix is React's identifier prefix, so ids match at hydration.
    expect(island).toContain('id="home-group-');
  });

  it('the page is private to the browser and the groups come from the public-read cache, keyed on currency and location', async () => {
    const first = await page({ ...DESKTOP, Cookie: `${SHOPPER_PREFS_COOKIE}=GBP.1` });
    expect(first.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.res.headers.get('Vary') ?? '').not.toMatch(/cookie/i);
    expect(first.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    // The same visit again is answered by the page cache (issue 23): nothing rendered, nothing read.
    const again = await page({ ...DESKTOP, Cookie: `${SHOPPER_PREFS_COOKIE}=GBP.1` });
    expect(again.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(again.html).toBe(first.html);
    const aud = await page({ ...DESKTOP, Cookie: `${SHOPPER_PREFS_COOKIE}=AUD.1` });
    expect(aud.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(aud.embed?.groups.every((group) => group.items.every((item) => item.currency === 'AUD'))).toBe(true);
  });

  it('a hostile cookie is the default choice, never echoed', async () => {
    const { embed, html } = await page({ ...DESKTOP, Cookie: `${SHOPPER_PREFS_COOKIE}=</script><script>alert(1)` });
    expect(embed?.currency.code).toBe('SGD');
    expect(embed?.location.id).toBe(0);
    expect(html).not.toContain('alert(1)');
  });
});

describe('the page as built', () => {
  const cases: { name: string; headers: Record<string, string> }[] = [
    { name: 'a phone (client hint)', headers: { 'Sec-CH-UA-Mobile': '?1' } },
    {
      name: 'a phone (user agent)',
      headers: {
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    },
    { name: 'the offline worker’s precache fetch', headers: { 'Sec-CH-UA-Mobile': '?0', 'Sec-Fetch-Dest': 'empty' } },
  ];
  it.each(cases)('$name', async ({ headers }) => {
    const { res, html } = await page(headers);
    expect(res.status).toBe(200);
    // A phone's page is the built one, stamped with the (default) choice the edge read; the
    // offline worker's fetch is not a page visit and gets the file as it is.
    expect(html).toBe(headers['Sec-Fetch-Dest'] === 'empty' ? HOME_HTML : withPricedWithStamp(HOME_HTML, 'SGD.0'));
  });

  it('a catalog that fails: the island loads the groups itself', async () => {
    mockUpstreamCatalog(restingCatalog);
    const { res, html } = await page(DESKTOP, { ...deployed, API_ORIGIN: 'https://backend.example/api' } as Env);
    expect(res.status).toBe(200);
    expect(html).toBe(HOME_HTML);
  });

  it('a catalog that answers something else than groups: the island loads them itself', async () => {
    mockUpstreamCatalog(() => Response.json({ data: [{ id: 1, heading: 'Odd', query: '', items: [{ id: 'x' }] }] }));
    const { html } = await page(DESKTOP, { ...deployed, API_ORIGIN: 'https://backend.example/api' } as Env);
    expect(html).toBe(HOME_HTML);
  });
});
