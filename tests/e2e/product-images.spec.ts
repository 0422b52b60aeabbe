/**
 * Issue 12: photo-weight product images. The seed's photos come as AVIF/WebP at three widths in a
 * <picture> with sizes, so a phone downloads the small file; the first card and the product's first
 * image are prioritised, the rest lazy; a broken photo falls back to the default image (no inline
 * handler).
 */
import { expect, test, type Page } from '@playwright/test';
import { productHref } from '../../src/lib/catalog/product-links.ts';
import { apiJson, catalogSamples, homeAsBuilt, type CatalogSamples } from './browse-helpers.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';
import type { ProductDetail } from '../../src/lib/contract/catalog.ts';

let samples: CatalogSamples;

test.beforeAll(async ({ request }) => {
  samples = await catalogSamples(request);
});

/** Every product photo the page requests, as paths. */
function photoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/photos/')) seen.push(path);
  });
  return seen;
}

test.describe('product page gallery', () => {
  test('a 375 px phone downloads the 400 px AVIF of the first image, nothing wider', async ({ page }) => {
    const detail = await apiJson<{ data: ProductDetail }>(page.request, `/v2/inventories/${samples.available.id}?currency=SGD`);
    const first = detail.data.assets[0]?.large_url ?? '';
    expect(first).toMatch(/^\/images\/photos\/.+-1200\.webp$/);
    const stem = first.replace(/-1200\.webp$/, '');
    await page.setViewportSize(MOBILE);
    const requested = photoRequests(page);
    await page.goto(productHref(samples.available));
    const image = page.locator('.gallery__slide[data-slide="0"] img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toBe(`${stem}-400.avif`);
    await page.waitForLoadState('networkidle');
    expect(requested).toContain(`${stem}-400.avif`);
    expect(requested.filter((path) => /-(800|1200)\.(avif|webp)$/.test(path))).toEqual([]);
  });

  test('a 1440 px desktop gets a sharper file for the wider gallery', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(productHref(samples.available));
    const image = page.locator('.gallery__slide[data-slide="0"] img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/-(800|1200)\.avif$/);
  });

  test('the first image is prioritised and never lazy; the others are lazy', async ({ request }) => {
    const html = await (await request.get(productHref(samples.available))).text();
    const slides = [...html.matchAll(/<figure class="gallery__slide" data-slide="(\d)">(.*?)<\/figure>/gs)];
    expect(slides.length).toBeGreaterThan(1);
    const [first, ...rest] = slides.map((slide) => slide[2] ?? '');
    // Attribute names are case-insensitive in HTML; React's server renderer writes fetchPriority.
    expect(first).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(first).not.toContain('loading="lazy"');
    for (const slide of rest) {
      expect(slide).toContain('loading="lazy"');
      expect(slide).not.toMatch(/fetchpriority="high"/i);
    }
  });

  test('a photo that fails to load falls back to the default image', async ({ page }) => {
    await page.route('**/images/photos/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(productHref(samples.available));
    await expect(page.locator('.gallery__slide[data-slide="0"] img')).toHaveAttribute('src', '/images/default-product.svg');
    await expect(page.locator('.gallery__slide[data-slide="0"] source')).toHaveCount(0);
  });
});

test.describe('cards', () => {
  test('on a 375 px phone the home cards download 400 px photos; only the first card is prioritised', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await homeAsBuilt(page);
    const requested = photoRequests(page);
    await page.goto('/');
    await page.locator('#collections').scrollIntoViewIfNeeded();
    const firstCard = page.locator('.product-card').first();
    await expect(firstCard).toBeVisible();
    await waitForIslands(page);
    await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);
    expect(await firstCard.locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await firstCard.locator('img').getAttribute('loading')).toBe('eager');
    const second = page.locator('.product-card').nth(1).locator('img');
    expect(await second.getAttribute('loading')).toBe('lazy');
    expect(await second.getAttribute('fetchpriority')).not.toBe('high');
    expect(await firstCard.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/-400\.avif 400w, .+-800\.avif 800w, .+-1200\.avif 1200w$/);
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => !path.endsWith('-400.avif'))).toEqual([]);
  });
});

test.describe('grid cards', () => {
  // A grid cell is half a phone's width (a carousel slide is 70%): at 2x a 375 px phone needs
  // 375 device pixels, so the 400 px file; the carousel's sizes would fetch the 800 px one.
  test('/search on a 375 px phone at 2x downloads 400 px photos; only the first card is prioritised', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, deviceScaleFactor: 2, serviceWorkers: 'block' });
    const page = await context.newPage();
    const requested = photoRequests(page);
    await page.goto('/search?product=bag&l=50&p=1');
    const cards = page.locator('.search-results .product-card');
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    expect(await cards.first().locator('img').getAttribute('fetchpriority')).toBe('high');
    // The rest of the first screen loads at once, behind the first photo: low, so Chrome does not raise it.
    for (const index of [1, 2, 3]) {
      expect(await cards.nth(index).locator('img').getAttribute('loading')).toBe('eager');
      expect(await cards.nth(index).locator('img').getAttribute('fetchpriority')).toBe('low');
    }
    expect(await cards.nth(4).locator('img').getAttribute('loading')).toBe('lazy');
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => !path.endsWith('-400.avif'))).toEqual([]);
    await context.close();
  });
});

test.describe('marketing banners', () => {
  // The about banner opens /about-us, so it is that page's largest paint: fetched at once, first.
  // The home banner sits below the hero and the carousels: it waits until it is near the screen.
  for (const { path, loading, priority } of [
    { path: '/about-us', loading: 'eager', priority: 'high' },
    { path: '/', loading: 'lazy', priority: 'auto' },
  ]) {
    test(`the banner image on ${path} loads ${loading} with ${priority} priority`, async ({ page }) => {
      await page.goto(path);
      const image = page.locator('.content-banner__media img');
      await expect(image).toHaveAttribute('alt', /\S/);
      await expect(image).toHaveAttribute('loading', loading);
      await expect(image).toHaveAttribute('fetchpriority', priority);
    });
  }
});
