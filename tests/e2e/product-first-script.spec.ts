/**
 * Issue 12: the product page's script comes in two parts. The first (product-page-early.ts) binds the
 * gallery and the countdown and holds presses; the rest (product-page.ts: stores, favourites, recently
 * viewed, delivery, re-pricing, zoom) is asked for only once the page has loaded, so it is not in
 * the way of the gallery photo's paint. A press on Buy, Make an offer, the heart or a zoom button
 * before the rest has arrived takes effect once it has. The rest is held back with page.route, so
 * every press below truly happens before it is bound.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { productHref } from '../../src/lib/catalog/product-links.ts';
import { catalogSamples, chooseSecondViewAndZoom, productDetail, type CatalogSamples } from './browse-helpers.ts';
import { MOBILE, pageAtRest, waitForIslands } from './support.ts';

/** The rest of the product page's script (its own chunk; its imports are asked for with it). */
const REST_CHUNK = /\/_astro\/product-page\.[\w-]+\.js(\?.*)?$/;
/** Script bytes (gzip) the product page asks for before its load event: its first part and the shell's. */
const BEFORE_LOAD_GZIP_BYTES = 16 * 1024;

let samples: CatalogSamples;
test.beforeAll(async ({ request }) => {
  samples = await catalogSamples(request);
});

/** Holds the rest's chunk until `release` is called; `asked` tells whether the page asked for it. */
async function holdRest(page: Page): Promise<{ asked: () => boolean; release: () => void }> {
  let asked = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(REST_CHUNK, async (route) => {
    asked = true;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { asked: () => asked, release };
}

test('the page loads without the rest of its script, which is asked for after the load event', async ({ page, baseURL }) => {
  await page.setViewportSize(MOBILE);
  await holdRest(page);
  const scripts: { url: string; at: number }[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' || /\.js(\?|$)/.test(req.url())) scripts.push({ url: req.url(), at: Date.now() });
  });
  // The load event comes although the rest never arrives: it is not on the page's way to its photo.
  await page.goto(productHref(samples.available), { waitUntil: 'load' });
  await expect(page.locator('#product-root')).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => scripts.some((script) => REST_CHUNK.test(script.url)), { timeout: 10_000 }).toBe(true);
  const loadAt = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return performance.timeOrigin + (navigation?.loadEventStart ?? 0);
  });
  for (const script of scripts.filter((entry) => REST_CHUNK.test(entry.url))) expect(script.at, script.url).toBeGreaterThanOrEqual(loadAt);
  // What the page asked for before its load event stays small, and none of it is the rest.
  const before = scripts.filter((script) => script.at < loadAt);
  let gzip = 0;
  for (const script of before) gzip += gzipSync(await (await page.request.get(script.url)).body(), { level: 9 }).length;
  expect(gzip, before.map((script) => new URL(script.url, baseURL).pathname).join(' ')).toBeLessThanOrEqual(BEFORE_LOAD_GZIP_BYTES);
});

test('Buy and Make an offer pressed before the rest has loaded open Download our app once it has', async ({ page }) => {
  const rest = await holdRest(page);
  await page.goto(productHref(samples.available), { waitUntil: 'commit' });
  const buy = page.getByRole('button', { name: 'Buy', exact: true });
  await buy.click();
  await expect.poll(rest.asked).toBe(true);
  expect(await page.locator('#product-root').getAttribute('aria-busy')).toBe('true');
  await expect(page.getByRole('dialog', { name: 'Download our app' })).toBeHidden();
  rest.release();
  const dialog = page.getByRole('dialog', { name: 'Download our app' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Once bound, the page answers presses itself.
  await page.getByRole('button', { name: 'Make an offer', exact: true }).click();
  await expect(dialog).toBeVisible();
});

test('a heart pressed before the rest has loaded is saved once it has, and kept across a reload', async ({ page }) => {
  const rest = await holdRest(page);
  await page.goto(productHref(samples.available), { waitUntil: 'commit' });
  const root = page.locator('#product-root');
  await root.getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expect.poll(rest.asked).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();
  rest.release();
  const saved = root.getByRole('button', { name: 'Remove from favourites', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites') ?? '')).toContain(String(samples.available.id));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(root).toHaveAttribute('aria-busy', 'false');
  await expect(root.getByRole('button', { name: 'Remove from favourites', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the gallery answers at once: a thumbnail before the rest has loaded, and a zoom press opens once it has', async ({ page, request }) => {
  const detail = await productDetail(request, samples.available.id);
  const rest = await holdRest(page);
  await page.goto(productHref(detail), { waitUntil: 'commit' });
  const { second, zoom } = await chooseSecondViewAndZoom(page, detail);
  await expect.poll(rest.asked).toBe(true);
  await expect(zoom).toBeHidden();
  rest.release();
  await expect(zoom).toBeVisible();
  await expect(zoom.getByRole('img')).toHaveAttribute('src', detail.assets[1]?.large_url ?? '');
  // The rest kept the image the shopper had chosen.
  await page.keyboard.press('Escape');
  await expect(second).toHaveAttribute('aria-current', 'true');
});

/** The section's React code (product-section-view.tsx), loaded only when the section must answer or change. */
const SECTION_VIEW_CHUNK = /\/_astro\/product-section-view\.[\w-]+\.js(\?.*)?$/;

test('a guest who only looks loads no React for the section; the first press hydrates the very elements the edge rendered', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(productHref(samples.available));
  const root = page.locator('#product-root');
  await expect(root).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SECTION_VIEW_CHUNK.test(url))).toStrictEqual([]);
  // Marks on the edge's elements survive only if React takes them over instead of replacing them.
  await page.evaluate(() => {
    for (const selector of ['.product__model', '.gallery__slide[data-slide="0"] img', 'button[data-action="buy"]']) {
      const element = document.querySelector(selector);
      if (element) (element as unknown as { edgeMark?: boolean }).edgeMark = true;
    }
  });
  await root.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Download our app' })).toBeVisible();
  expect(scripts.some((url) => SECTION_VIEW_CHUNK.test(url))).toBe(true);
  const kept = await page.evaluate(() =>
    ['.product__model', '.gallery__slide[data-slide="0"] img', 'button[data-action="buy"]'].map(
      (selector) => (document.querySelector(selector) as unknown as { edgeMark?: boolean } | null)?.edgeMark === true,
    ),
  );
  expect(kept).toStrictEqual([true, true, true]);
  expect(warnings.filter((text) => /rendered again|hydrat/i.test(text))).toStrictEqual([]);
});

/** The product page's behaviour (product-page-live.ts: stores, API client, favourites, delivery, re-pricing, zoom). */
const LIVE_CHUNK = /\/_astro\/product-page-live\.[\w-]+\.js(\?.*)?$/;

// Issue 22: at idle only the rest's small first part loads; the behaviour waits for a reason.
test('a guest who only looks never loads the page behaviour; a pointer over the section loads it before any press', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(productHref(samples.available));
  const root = page.locator('#product-root');
  await expect(root).toHaveAttribute('aria-busy', 'false');
  // The idle part has loaded and run, and the page has nothing more to do.
  await expect.poll(() => scripts.some((url) => REST_CHUNK.test(url))).toBe(true);
  await pageAtRest(page);
  expect(scripts.some((url) => REST_CHUNK.test(url))).toBe(true);
  expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toStrictEqual([]);
  await root.locator('.product__model').hover();
  await expect.poll(() => scripts.some((url) => LIVE_CHUNK.test(url))).toBe(true);
  expect(scripts.filter((url) => SECTION_VIEW_CHUNK.test(url))).toStrictEqual([]);
  await root.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Download our app' })).toBeVisible();
});

test('a currency chosen in the header loads the page behaviour, which re-prices the section', async ({ page, request }) => {
  const item = samples.available;
  const usd = await productDetail(request, item.id, 'USD');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(productHref(item));
  await expect(page.locator('#product-root')).toHaveAttribute('aria-busy', 'false');
  await waitForIslands(page);
  expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toStrictEqual([]);
  await page.getByRole('button', { name: /Store location/ }).click();
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await expect(page.locator('article.product [data-price]')).toHaveText(new RegExp(`${Math.round(usd.selling_price).toLocaleString('en-US')}$`));
  expect(scripts.some((url) => LIVE_CHUNK.test(url))).toBe(true);
});
