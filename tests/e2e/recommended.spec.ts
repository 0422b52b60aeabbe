/**
 * /recommended/{id} (spec section 4) rendered at the edge and in every language (issue 26): a guest's
 * first load shows the pieces with no framework code, the island takes over without asking again,
 * and the page, the carousel under a product and their links speak the page's language.
 */
import { expect, test, type Page } from '@playwright/test';
import { measureFirstLoadScripts } from '../../src/cli/bench/js-bytes.ts';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { currencyChoice, DESKTOP, MOBILE, pageAtRest, saveShopperChoice, VIEW_ALL_LOCATIONS, waitForIslands } from './support.ts';

const BUDGET_GZIP_BYTES = 50 * 1024;
const PRODUCT = 2000;

interface Card {
  id: number;
  brand: string;
  model: string;
}

async function recommendationsOf(page: Page, currency = 'SGD'): Promise<Card[]> {
  const answer = await page.request.get(`/api/v1/inventories/${PRODUCT}/recommendation?currency=${currency}`);
  expect(answer.status()).toBe(200);
  const items = ((await answer.json()) as { data: Card[] }).data;
  expect(items.length).toBeGreaterThan(1);
  return items;
}

/** The browser's own calls for recommendations (the edge's are in-process and not seen here). */
function countRecommendationCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/recommendation')) calls += 1;
  });
  return () => calls;
}

test.describe('a guest on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the first load shows the grid with no framework code, within the budget', async ({ page, baseURL }) => {
    const items = await recommendationsOf(page);
    const calls = countRecommendationCalls(page);
    const measured = await measureFirstLoadScripts(page, `${baseURL}/recommended/${PRODUCT}`);
    expect(measured.gzipBytes, `${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended for you' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Recommended items' });
    await expect(grid.getByRole('article')).toHaveCount(items.length);
    await expect(grid.getByRole('article').first()).toHaveAccessibleName(`${items[0]?.brand} ${items[0]?.model}`);
    await expect(page.locator('astro-island[client="interaction"]:not([ssr])')).toHaveCount(0);
    expect(calls()).toBe(0);
  });

  test('a heart tapped before the framework arrives is kept, and the island asks nothing again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const items = await recommendationsOf(page);
    const calls = countRecommendationCalls(page);
    await page.goto(`/recommended/${PRODUCT}`);
    const card = page.getByRole('article', { name: `${items[0]?.brand} ${items[0]?.model}` }).first();
    const heart = card.getByRole('button', { name: 'Add to favourites' });
    await heart.click();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#recommended-root astro-island')).not.toHaveAttribute('ssr', '');
    await pageAtRest(page);
    expect(calls()).toBe(0);
    expect(errors).toStrictEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a shopper who chose US dollars gets the grid priced in them, rendered so', async ({ page, context, baseURL }) => {
    await saveShopperChoice(page, { currency: currencyChoice('USD'), location: VIEW_ALL_LOCATIONS });
    await context.addCookies([{ name: 'shopper_prefs', value: 'USD.0', url: baseURL ?? '' }]);
    const calls = countRecommendationCalls(page);
    await page.goto(`/recommended/${PRODUCT}`);
    const grid = page.getByRole('list', { name: 'Recommended items' });
    await expect(grid.getByRole('article').first()).toContainText('US$');
    await waitForIslands(page);
    await pageAtRest(page);
    expect(calls()).toBe(0);
  });

  test('/ms/recommended/{id}: the page in Malay, its cards leading to Malay product pages, alternates, axe clean', async ({ page }) => {
    const items = await recommendationsOf(page);
    const answer = await page.goto(`/ms/recommended/${PRODUCT}`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Disyorkan untuk anda' })).toBeVisible();
    await expect(page).toHaveTitle(/^Disyorkan untuk anda/);
    const grid = page.getByRole('list', { name: 'Barangan disyorkan' });
    await expect(grid.getByRole('article')).toHaveCount(items.length);
    await expect(grid.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/ms/product-${items[0]?.id}/`));
    await expect(grid.getByRole('button', { name: 'Tambah ke kegemaran' }).first()).toBeVisible();
    const hrefs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
    const english = `/recommended/${PRODUCT}`;
    expect(hrefs.sort()).toEqual(
      [`en ${english}`, `ms /ms${english}`, `x-default ${english}`, `zh-Hans /zh-hans${english}`, `zh-Hant /zh-hant${english}`].sort(),
    );
    await settle(page);
    const findings = blocking(await scan(page, `/ms/recommended/${PRODUCT}`));
    expect(findings, describe(findings)).toStrictEqual([]);
  });

  test('/zh-hant/product/{id}: the carousel under the product in Traditional Chinese, its View all to /zh-hant/recommended', async ({ page }) => {
    await page.goto(`/zh-hant/product/${PRODUCT}`);
    await page.locator('.recommended__placeholder').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: '推薦貨品' }).first();
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '推薦貨品' })).toBeVisible();
    await expect(section.getByRole('button', { name: '下一組貨品' })).toBeAttached();
    await page.getByRole('link', { name: '查看全部' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/recommended/${PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1, name: '為你推薦' })).toBeVisible();
  });

  test("an unknown product leads to the language's item-not-found page", async ({ page }) => {
    await page.goto('/ms/recommended/99999999');
    await expect(page).toHaveURL(/\/ms\/item-not-found$/);
    await page.goto('/recommended/99999999');
    await expect(page).toHaveURL(/\/item-not-found$/);
  });
});

test('at 375 px the Malay page has no text wider than the screen', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`/ms/recommended/${PRODUCT}`);
  await expect(page.getByRole('list', { name: 'Barangan disyorkan' }).getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
