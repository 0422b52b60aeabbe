/**
 * Issue 12: the shopper's currency and location at the edge. Choosing them writes the shopper_prefs
 * cookie beside the `global` record; the next product page arrives already priced in that currency
 * with delivery to that location (the HTML as served, fetched with the page's own cookies), and the
 * page script neither re-prices nor refetches.
 */
import { expect, test, type Page } from '@playwright/test';
import { productHref } from '../../src/lib/catalog/product-links.ts';
import { SHOPPER_PREFS_COOKIE } from '../../src/lib/config/shopper-prefs-cookie.ts';
import { catalogSamples, price, productDetail, type CatalogSamples } from './browse-helpers.ts';
import { currencyChoice, saveShopperChoice, VIEW_ALL_LOCATIONS, waitForIslands } from './support.ts';

let samples: CatalogSamples;

test.beforeAll(async ({ request }) => {
  samples = await catalogSamples(request);
});

/** Every text the price line shows from the first parse on (a re-price would add a second). */
async function recordPriceTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { priceTexts: string[] }).priceTexts = seen;
    const note = () => {
      const text = document.querySelector('article.product [data-price]')?.textContent ?? null;
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function shopperPrefsCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === SHOPPER_PREFS_COOKIE)?.value;
}

test('choosing a currency and location: the next product page is served in them, with no re-price and no refetch', async ({ page }) => {
  const item = samples.available;
  const usd = await productDetail(page.request, item.id, 'USD');
  await page.goto('/');
  expect(await shopperPrefsCookie(page)).toBeUndefined();
  await waitForIslands(page);
  await page.getByRole('button', { name: /Store location/ }).click();
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  const location = page.getByLabel('Store Location', { exact: true });
  await expect(location.locator('option', { hasText: 'Hong Kong' })).toHaveCount(1);
  await location.selectOption({ label: 'Hong Kong' });
  await expect.poll(() => shopperPrefsCookie(page)).toBe('USD.3');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === SHOPPER_PREFS_COOKIE);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  // The HTML as the edge sends it, with this browser's cookies.
  const served = await (await page.request.get(productHref(item))).text();
  const servedPrice = /<p class="product__price" data-price(?:="")?>(.*?)<\/p>/s.exec(served)?.[1] ?? '';
  expect(servedPrice).toContain(price(usd.selling_price, 'US$'));
  expect(servedPrice).not.toContain(price(item.selling_price));
  expect(served).toContain('To Hong Kong');

  await recordPriceTexts(page);
  const refetches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v2/inventories/${item.id}` || url.pathname === '/api/v2/delivery-rates') refetches.push(url.pathname + url.search);
  });
  await page.goto(productHref(item));
  const priceLine = page.locator('article.product [data-price]');
  await expect(priceLine).toHaveText(price(usd.selling_price, 'US$'));
  await expect(page.locator('[data-delivery]')).toContainText('To Hong Kong');
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { priceTexts: string[] }).priceTexts)).toEqual([price(usd.selling_price, 'US$')]);
  expect(refetches).toEqual([]);
});

test('a returning shopper whose choice predates the cookie: the first page writes it, the next product page is served in it', async ({ page }) => {
  const item = samples.available;
  const eur = await productDetail(page.request, item.id, 'EUR');
  await saveShopperChoice(
    page,
    { currency: currencyChoice('EUR'), location: VIEW_ALL_LOCATIONS, isDownloadPopup: false, isDownloadBanner: false },
    { keepExisting: true },
  );
  await page.goto('/about-us');
  // Written by the head script, before any island.
  expect(await shopperPrefsCookie(page)).toBe('EUR.0');
  const served = await (await page.request.get(productHref(item))).text();
  expect(/<p class="product__price" data-price(?:="")?>(.*?)<\/p>/s.exec(served)?.[1] ?? '').toContain(price(eur.selling_price, '€'));
});

test('a cookie that disagrees with the stored choice is put right, and the page shows the stored choice', async ({ page, context, baseURL }) => {
  const item = samples.available;
  // Storage cleared, cookie left behind: the store's defaults are the choice.
  await context.addCookies([{ name: SHOPPER_PREFS_COOKIE, value: 'GBP.2', url: baseURL ?? '' }]);
  await page.goto(productHref(item));
  await expect.poll(() => shopperPrefsCookie(page)).toBe('SGD.0');
  await expect(page.locator('article.product [data-price]')).toHaveText(price(item.selling_price));
  const served = await (await page.request.get(productHref(item))).text();
  expect(/<p class="product__price" data-price(?:="")?>(.*?)<\/p>/s.exec(served)?.[1] ?? '').toContain(price(item.selling_price));
});
