/**
 * Issue 12: the home page rendered at the edge for screens larger than a phone's. The HTML holds
 * every group's heading and View all link, the first groups' cards priced in the shopper_prefs
 * currency, and the answer as a JSON block; the island sleeps on it (no React, no Swiper, no call)
 * until the shopper's pointer, a press or focus reaches a carousel, or a row still to be filled comes
 * near, and then takes over the same cards without asking again. A phone, and the offline worker's
 * precache, get the page as built.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cardPrice } from '../../src/lib/catalog/deal.ts';
import { groupViewAllHref } from '../../src/lib/catalog/group-links.ts';
import { EDGE_RENDERED_GROUPS } from '../../src/lib/catalog/home-embed.ts';
import { isSold } from '../../src/lib/catalog/product-banner.ts';
import { SHOPPER_PREFS_COOKIE } from '../../src/lib/config/shopper-prefs-cookie.ts';
import type { ProductGroup } from '../../src/lib/contract/catalog.ts';
import { formatPrice } from '../../src/lib/format/money.ts';
import { apiJson } from './browse-helpers.ts';
import { currencyChoice, DESKTOP, saveShopperChoice, VIEW_ALL_LOCATIONS } from './support.ts';
import { cardLabels, unescapeHtml } from '../edge-html.ts';

test.use({ viewport: DESKTOP });

const DESKTOP_HINT = { 'sec-ch-ua-mobile': '?0' };
const decode = unescapeHtml;
const cardNames = (html: string) => cardLabels(html).map(decode);

async function groupsFor(request: APIRequestContext, currency: string, country: string): Promise<ProductGroup[]> {
  return (await apiJson<{ data: ProductGroup[] }>(request, `/v3/home?currency=${currency}&country=${country}`)).data;
}

test('the served HTML holds every heading and View all link, and the first groups’ cards in the cookie currency', async ({ request }) => {
  const res = await request.get('/', { headers: { ...DESKTOP_HINT, Cookie: `${SHOPPER_PREFS_COOKIE}=USD.3` } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await res.text();
  expect(html).toMatch(/<html[^>]* data-home-rendered/);
  expect(html).toContain('<script type="application/json" id="home-data">');
  const groups = await groupsFor(request, 'USD', 'HK');
  expect(groups.length).toBeGreaterThan(EDGE_RENDERED_GROUPS);
  for (const group of groups) {
    expect(html).toContain(`>${decode(group.heading).replace(/&/g, '&amp;')}</h2>`);
    expect(decode(html)).toContain(`href="${groupViewAllHref(group)}"`);
  }
  const rendered = groups.slice(0, EDGE_RENDERED_GROUPS).flatMap((group) => group.items);
  expect(cardNames(html)).toStrictEqual(rendered.map((item) => `${item.brand} ${item.model}`));
  const cards = html.slice(html.indexOf('id="home-groups-root"'), html.indexOf('id="home-data"'));
  for (const item of rendered) {
    expect(item.currency).toBe('USD');
    expect(cards).toContain(formatPrice(isSold(item) ? (item.sold_price ?? 0) : cardPrice(item, Date.now()).price, 'US$'));
  }
  expect(cards).not.toMatch(/[^U]S\$/);
  // The groups further down are rows of placeholders under their headings, filled as they come near.
  expect(cards.match(/class="carousel carousel--placeholder"/g)?.length).toBe(groups.length - EDGE_RENDERED_GROUPS);
});

test('a phone and the offline worker’s precache get the pages as built', async ({ request }) => {
  // The islands' wake options name the attributes too: the <html> element is what tells.
  const homeRendered = /<html[^>]*data-home-rendered/;
  const phone = await (await request.get('/', { headers: { 'sec-ch-ua-mobile': '?1' } })).text();
  expect(phone).not.toMatch(homeRendered);
  expect(phone).not.toContain('id="home-data"');
  expect(phone).toContain('Loading products');
  // Safari and Firefox send no client hints: the user agent says phone.
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  expect(await (await request.get('/', { headers: { 'User-Agent': iphone } })).text()).not.toMatch(homeRendered);
  // A service worker's fetch (Sec-Fetch-Dest: empty) must not keep one shopper's prices at one moment.
  const precache = { ...DESKTOP_HINT, 'sec-fetch-dest': 'empty' };
  expect(await (await request.get('/?__WB_REVISION__=1', { headers: precache })).text()).not.toMatch(homeRendered);
  const search = await (await request.get('/search?__WB_REVISION__=1', { headers: precache })).text();
  expect(search).not.toMatch(/<html[^>]*data-search-rendered/);
  expect(search).not.toContain('id="search-data"');
  // A navigation gets the render.
  expect(await (await request.get('/', { headers: { ...DESKTOP_HINT, 'sec-fetch-dest': 'document' } })).text()).toMatch(homeRendered);
});

/** Records calls, scripts and console errors of a page. */
function watch(page: Page) {
  const seen = { homeCalls: [] as string[], scripts: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v3/home') seen.homeCalls.push(url.search);
    if (request.resourceType() === 'script') seen.scripts.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test('the island sleeps on the served cards, and a pointer over a carousel wakes it on the same cards, without a call', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const island = page.locator('#home-groups-root > astro-island');
  await expect(island).toHaveAttribute('ssr', '');
  expect(seen.scripts.filter((path) => /HomeGroups|ProductCarousel|swiper|client\./.test(path))).toStrictEqual([]);
  const first = page.locator('.carousel[role="region"]').first();
  await expect(first.getByRole('article').first()).toBeVisible();
  const served = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('#home-groups-root article.product-card')];
    (window as unknown as { __served: Element[] }).__served = cards;
    return cards.length;
  });
  expect(served).toBeGreaterThan(0);

  await first.hover();
  await expect(island).not.toHaveAttribute('ssr', '');
  await expect(first.locator('.swiper')).toHaveClass(/swiper-initialized/);
  const next = first.getByRole('button', { name: 'Next products' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(first.getByRole('button', { name: 'Previous products' })).toBeVisible();
  const same = await page.evaluate(() => {
    const before = (window as unknown as { __served: Element[] }).__served;
    return before.every((card) => card.isConnected);
  });
  expect(same).toBe(true);
  expect(seen.homeCalls).toStrictEqual([]);
  expect(seen.errors).toStrictEqual([]);
});

test('scrolling to the rows of placeholders wakes the island, which fills them from the page, without a call', async ({ page, request }) => {
  const seen = watch(page);
  const groups = await groupsFor(request, 'SGD', '');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const last = groups[groups.length - 1];
  if (!last) throw new Error('no groups');
  const section = page.getByRole('region', { name: last.heading, exact: true });
  await expect(section.locator('.carousel--placeholder')).toHaveCount(1);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('article')).toHaveCount(last.items.length);
  await expect(section.locator('.swiper')).toHaveClass(/swiper-initialized/);
  expect(seen.homeCalls).toStrictEqual([]);
  expect(seen.errors).toStrictEqual([]);
});

test('groups priced with a stale cookie are loaded again at once in the shopper’s currency', async ({ page, context, baseURL, request }) => {
  // The cookie says SGD, the shopper's own choice (local storage) says USD: the edge priced in SGD.
  await context.addCookies([{ name: SHOPPER_PREFS_COOKIE, value: 'SGD.0', url: baseURL ?? '' }]);
  await saveShopperChoice(page, { currency: currencyChoice('USD'), location: VIEW_ALL_LOCATIONS, isDownloadPopup: false, isDownloadBanner: false });
  const seen = watch(page);
  const reload = page.waitForRequest((req) => req.url().includes('/api/v3/home') && req.url().includes('currency=USD'));
  await page.goto('/');
  await reload;
  const item = (await groupsFor(request, 'USD', ''))[0]?.items[0];
  if (!item) throw new Error('no USD items');
  await expect(page.getByRole('article', { name: `${item.brand} ${item.model}` }).first()).toContainText('US$');
  expect(seen.errors).toStrictEqual([]);
});
