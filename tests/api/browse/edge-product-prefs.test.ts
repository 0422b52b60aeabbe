/**
 * Issue 12: product pages rendered at the edge arrive in the shopper's currency and location (the
 * shopper_prefs cookie), never trusting the cookie; the data under them is cached per currency and
 * location (explicit keys, no Vary: Cookie), and the page itself is never kept by a shared cache.
 * Through the real middleware chain (functions/_middleware.ts) on the built-in API and D1.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_PREFS_COOKIE } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { parseEdgeProductView } from '../../../src/lib/catalog/product-view.ts';
import type { ProductDetail } from '../../../src/lib/contract/catalog.ts';
import { formatPrice } from '../../../src/lib/format/money.ts';
import { CACHE_STATUS_HEADER } from '../../../src/server/public-reads/edge-cache.ts';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import { RATES, seedTestCatalog } from '../catalog/fixture.ts';
import { deployedEnv, PRODUCT_SHELL_HTML, staticSite, throughMiddleware } from './middleware-chain.ts';

const assets = staticSite({ shell: PRODUCT_SHELL_HTML, cacheControl: 'public, max-age=600' });
const deployed = deployedEnv(assets);

async function page(path: string, cookie?: string): Promise<{ res: Response; html: string; data: ProductDetail }> {
  const request = new Request(`https://shop.example${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const { res, html } = await throughMiddleware(request, deployed, assets);
  const json = /<script type="application\/json" id="product-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
  return { res, html, data: JSON.parse(json) as ProductDetail };
}

const prefs = (value: string) => `theme=dark; ${SHOPPER_PREFS_COOKIE}=${value}`;
/** The price line of the rendered section. */
const priceLine = (html: string) => /<p class="product__price" data-price(?:="")?>.*?<\/p>/s.exec(html)?.[0] ?? '';

let itemId = 0;
let sgdPrice = 0;
beforeAll(async () => {
  const catalog = await seedTestCatalog(80);
  // An unsold item with no deal, so its price line is its selling price.
  const item = catalog.items.find((candidate) => candidate.status === 1 && candidate.deal_price === null);
  if (!item) throw new Error('the seed has no plain unsold item');
  itemId = item.id;
  sgdPrice = item.selling_price;
});

describe('product page HTML in the shopper_prefs currency', () => {
  it('without the cookie: Singapore dollars, delivery asks for a location', async () => {
    const { res, html, data } = await page(`/product/${itemId}`);
    expect(res.status).toBe(200);
    expect(data.currency).toBe('SGD');
    expect(priceLine(html)).toContain(formatPrice(sgdPrice, 'S$'));
    expect(html).toContain('data-delivery-for="all.SGD"');
    expect(html).toContain('Choose a store location to see delivery options and rates.');
  });

  it.each([
    ['USD.3', 'USD', 'US$', 'Hong Kong', 'HK'],
    ['JPY.4', 'JPY', '¥', 'Japan', 'JP'],
    ['EUR.0', 'EUR', '€', null, null],
  ])('cookie %s: priced in %s with its symbol, delivery for the location', async (value, code, symbol, country, countryCode) => {
    const { html, data } = await page(`/product/${itemId}`, prefs(value));
    expect(data.currency).toBe(code);
    expect(data.selling_price).toBe(Math.round(sgdPrice * (RATES[code] ?? 0)));
    expect(priceLine(html)).toContain(formatPrice(data.selling_price, symbol));
    expect(priceLine(html)).not.toContain('>S$');
    if (country) {
      expect(html).toContain(`data-delivery-for="${countryCode}.${code}"`);
      expect(html).toContain(`To ${country}`);
      expect(html).toContain('class="delivery-rates"');
    } else {
      expect(html).toContain(`data-delivery-for="all.${code}"`);
    }
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({ offers: { priceCurrency: code } });
  });

  it('the section carries the options it was rendered with, escaped in its attribute, for the browser to hydrate the same', async () => {
    const { html, data } = await page(`/product/${itemId}`, prefs('USD.3'));
    const attribute = /<div id="product-root"[^>]* data-rendered-with="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).not.toContain('"');
    const decoded = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    const view = parseEdgeProductView(decoded);
    // The seeded item's line has a sold history: the edge served its Price guide (issue 25) in the slot.
    expect(view).toMatchObject({
      symbol: 'US$',
      resizing: null,
      servedPriceGuide: true,
      delivery: { key: 'HK.USD', view: { kind: 'rates', locationName: 'Hong Kong' } },
    });
    expect(html).toMatch(/<div class="product__server-only"><section class="price-guide" aria-labelledby="price-guide-heading"/);
    expect(data.currency).toBe('USD');
  });

  it.each(['XYZ.3', 'usd.3', 'USD.3.1', '<script>', 'USD.99'])('a cookie it does not know (%s) is not trusted: defaults field by field', async (value) => {
    const { html, data } = await page(`/product/${itemId}`, prefs(value));
    const expectedCurrency = value === 'USD.99' ? 'USD' : 'SGD';
    expect(data.currency).toBe(expectedCurrency);
    expect(html).not.toContain('<script>.');
    if (value === 'XYZ.3' || value === 'usd.3') expect(html).toContain(`data-delivery-for="HK.SGD"`);
    if (value === 'USD.99') expect(html).toContain('data-delivery-for="all.USD"');
  });
});

describe('caching keyed on the choice, never on the Cookie header', () => {
  it('the page is private to the browser: no shared cache keeps it, no Vary: Cookie', async () => {
    const { res } = await page(`/product/${itemId}`, prefs('GBP.1'));
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('Vary') ?? '').not.toMatch(/cookie/i);
  });

  it('each currency has its own cache entry for the product under the page', async () => {
    // A product id no other test here renders: its entries start empty.
    const other = itemId + 1;
    const first = await page(`/product/${other}`, prefs('AUD.5'));
    if (first.res.status !== 200) return expect.fail(`product ${other} did not render`);
    expect(first.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    // The same visit again is the page cache's (issue 23): the rendered page, nothing read.
    const again = await page(`/product/${other}`, prefs('AUD.5'));
    expect(again.res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(again.data.currency).toBe('AUD');
    // Another currency is another entry: a miss, then its own price, never the AUD copy.
    const hkd = await page(`/product/${other}`, prefs('HKD.5'));
    expect(hkd.res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(hkd.data.currency).toBe('HKD');
    expect((await page(`/product/${other}`, prefs('HKD.5'))).res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect((await page(`/product/${other}`, prefs('AUD.5'))).data.currency).toBe('AUD');
    // The location alone changes the delivery part only; the product entry is the currency's.
    expect((await page(`/product/${other}`, prefs('AUD.1'))).res.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
  });
});
