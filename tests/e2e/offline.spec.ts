/**
 * Works on a flaky connection (issue 13), in real Chromium with the network switched off
 * (context.setOffline): the service worker, the offline page, the banner, logout and deploys.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AMELIA, demoAuth, signInAs } from './account-area-support.ts';
import { catalogSamples, price, productDetail, productFirstScriptBound, type CatalogSamples } from './browse-helpers.ts';
import { CAMPAIGN, CAMPAIGN_END } from './collections-support.ts';
import { cachedEntries, cachedUrls, controllerVersion, stopActiveWorker, workerInCharge } from './offline-support.ts';
import { waitForIslands } from './support.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it precaches the shell) before it starts.
test.describe.configure({ timeout: 90_000 });

let samples: CatalogSamples;
test.beforeAll(async ({ request }) => {
  samples = await catalogSamples(request);
});

/** A first visit online: the worker installs, precaches the shell and takes the page. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/');
  await workerInCharge(page);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.describe('offline', () => {
  test('a product page visited online reloads offline with its brand, model and price, under a quiet banner', async ({ page, context, request }) => {
    const item = samples.minimumOffer;
    const detail = await productDetail(request, item.id);
    await firstVisit(page);
    await page.goto(`/product/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.model })).toBeVisible();
    const banner = page.locator('.offline-banner');
    await expect(banner).toBeHidden();

    await goOffline(context, page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText("You're offline — showing what this device has kept.");
    await page.reload();
    const product = page.locator('article.product');
    await expect(page.getByRole('heading', { level: 1, name: detail.model })).toBeVisible();
    await expect(product).toContainText(detail.brand);
    await expect(product.locator('[data-price]')).toHaveText(price(detail.selling_price));
    await expect(banner).toBeVisible();

    // The connection returns: the banner goes and the page loads the product again from the network.
    const refreshed = page.waitForRequest((req) => req.url().includes(`/api/v2/inventories/${item.id}?`));
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await refreshed;
    await expect(page.getByRole('heading', { level: 1, name: detail.model })).toBeVisible();
  });

  test("a product never visited shows You're offline with the recently viewed products", async ({ page, context, request }) => {
    const seen = [samples.sold, samples.minimumOffer];
    await firstVisit(page);
    for (const item of seen) {
      await page.goto(`/product/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: item.model })).toBeVisible();
      // The page asks for the recently viewed list ahead, so the worker has it for offline.
      await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes(`ids=${item.id}`))).toBe(true);
    }

    await goOffline(context, page);
    const never = samples.available;
    await page.goto(`/product/${never.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const list = page.getByRole('list', { name: 'Recently viewed' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Newest first, each card by the card rules: the sold one shows SOLD AT.
    const last = await productDetail(request, samples.minimumOffer.id);
    await expect(list.getByRole('listitem').nth(0)).toContainText(last.model);
    await expect(list.getByRole('listitem').nth(0)).toContainText(price(last.selling_price));
    // Its image was kept too (the product page asked for it once idle), not the fallback.
    const image = list
      .getByRole('listitem')
      .nth(0)
      .getByRole('img', { name: `${last.brand} ${last.model}` });
    await expect(image).toHaveAttribute('src', last.assets[0]?.normal_thumbnail_url ?? '');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(list.getByRole('listitem').nth(1)).toContainText(samples.sold.model);
    await expect(list.getByRole('listitem').nth(1)).toContainText(/sold at/i);
    await expect(page.locator('.offline-banner')).toBeVisible();
    // A page of the account area, never kept, is the offline page too.
    await page.goto('/order-detail/RLX-100204');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  });

  test('/ offline shows the shell and the cached product groups', async ({ page, context, request }) => {
    const groups = (await (await request.get('/api/v3/home?currency=SGD')).json()) as { data: { heading: string }[] };
    await firstVisit(page);
    await page.goto(`/product/${samples.available.id}`);
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 2, name: groups.data[0]?.heading ?? '' })).toBeVisible();

    await goOffline(context, page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury made easy, simple, and fuss-free.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ' })).toBeVisible();
    for (const group of groups.data.slice(0, 3)) await expect(page.getByRole('heading', { level: 2, name: group.heading })).toBeVisible();
    // Pre-rendered pages of the shell open offline although never visited.
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
  });

  test("a first visit keeps the shopper's language's pages; another language's once the shopper opens one", async ({ page, context }) => {
    const paths = async () => (await cachedUrls(page)).map((url) => new URL(url).pathname);
    await page.goto('/ms/about-us');
    await workerInCharge(page);
    const kept = await paths();
    expect(kept).toEqual(expect.arrayContaining(['/ms/faq', '/ms/search', '/offline', '/zh-hant/offline']));
    // Three other languages' pages are not downloaded on a Malay shopper's first visit.
    expect(kept.filter((path) => ['/about-us', '/faq', '/zh-hant/faq', '/zh-hans/faq'].includes(path))).toEqual([]);

    await page.goto('/zh-hant');
    await expect.poll(paths, { timeout: 20_000 }).toContain('/zh-hant/faq');

    await goOffline(context, page);
    await page.goto('/zh-hant/faq');
    await expect(page.getByRole('heading', { level: 1, name: '常見問題' })).toBeVisible();
    // An English page was never opened: offline it is the offline page, in English.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  });

  test("after signing out, nothing of the shopper's account area is readable offline", async ({ page, context, request, baseURL }) => {
    const amelia = await demoAuth(request, baseURL ?? '', AMELIA);
    await firstVisit(page);
    await signInAs(page, amelia);
    await page.goto('/profile/0');
    await waitForIslands(page);
    await expect(page.getByText(amelia.user.full_name).first()).toBeVisible();
    await page.goto('/order-detail/RLX-100204');
    await expect(page.getByText('RLX-100204').first()).toBeVisible();
    await page.goto(`/product/${samples.available.id}`);
    await expect(page.getByRole('heading', { level: 1, name: samples.available.model })).toBeVisible();

    // Nothing of hers was ever stored, even while signed in.
    const secret = (entries: { url: string; body: string }[]) =>
      entries.filter(
        (entry) =>
          /\/api\/(v1\/users|login|orders|consignments|offers|v\d\/(orders|consignments|offers))/.test(entry.url) ||
          entry.body.includes(amelia.user.email) ||
          entry.body.includes(amelia.user.full_name) ||
          entry.body.includes('RLX-100204'),
      );
    expect(secret(await cachedEntries(page))).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(amelia.user.full_name) })
      .click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOG IN' })).toBeVisible();
    // Logging out dropped the pages and answers kept during her session.
    expect((await cachedUrls(page)).filter((url) => url.includes(`/product/${samples.available.id}`))).toEqual([]);

    await goOffline(context, page);
    for (const path of ['/profile/0', '/profile/2', '/settings', '/order-detail/RLX-100204']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: /Access Denied|You're offline/ })).toBeVisible();
      await expect(page.getByText(amelia.user.full_name)).toHaveCount(0);
      await expect(page.getByText(amelia.user.email)).toHaveCount(0);
    }
    expect(secret(await cachedEntries(page))).toEqual([]);
  });
});

test.describe('deploys', () => {
  const workerFile = new URL(`../../${process.env.ASTRO_OUT_DIR ?? 'dist'}/sw.js`, import.meta.url);

  test("a new build's worker waits while a page is open and takes over on the next navigation", async ({ page }) => {
    await firstVisit(page);
    const first = await controllerVersion(page);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    const original = readFileSync(workerFile, 'utf8');
    const next = 'feedfacecafebeef';
    try {
      // A deploy: the same worker with another build version (its caches get new names).
      writeFileSync(workerFile, original.replaceAll(first ?? '', next));
      // The browser checks for a new worker at each navigation; here the test asks, again until the
      // local server serves the new file (it picks up a changed file a moment after it is written).
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              if (registration && !registration.waiting && !registration.installing) await registration.update().catch(() => undefined);
              return Boolean(registration?.waiting);
            }),
          { timeout: 30_000, intervals: [500, 1000, 2000] },
        )
        .toBe(true);
      // The open page stays with its own build: never a mix. (Asked of the page, not the worker: a
      // message would keep the old worker busy, and Chromium hands over only once it is idle.)
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active === navigator.serviceWorker.controller && registration?.waiting?.state;
        }),
      ).toBe('installed');

      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Chromium activates the new worker once the old one is idle and stopped. Under Playwright the
      // DevTools attachment turns the idle stop off, so the test stops the old worker as the browser
      // would, then watches the caches (the new worker deletes the old build's as it activates).
      await stopActiveWorker(page);
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).join(' ')), { timeout: 30_000 }).not.toContain(first ?? 'none');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
      expect(await controllerVersion(page)).toBe(next);
      expect(await page.evaluate(() => caches.keys())).toContain(`reluxe-precache-${next}`);
    } finally {
      writeFileSync(workerFile, original);
    }
  });
});

test.describe('collections (issue 36)', () => {
  test('a campaign that has ended answers 410 to a shopper whose worker is in charge, not a kept copy', async ({ page }) => {
    // The edge decides a collection at request time; a page the worker kept would show the campaign
    // after its end (and before its start) until the next build.
    await firstVisit(page);
    await page.setExtraHTTPHeaders({ 'x-store-clock': String(CAMPAIGN_END) });
    expect((await page.goto(CAMPAIGN))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This collection has ended' })).toBeVisible();
    expect((await cachedUrls(page)).filter((url) => url.includes('/collections'))).toEqual([]);
  });
});

test.describe('reconnecting', () => {
  // The page's own refresh is the subject: no worker between the page and the routed answer.
  test.use({ serviceWorkers: 'block' });

  test('a refresh that fails as the connection comes back keeps the product on screen', async ({ page, context, request }) => {
    const item = samples.minimumOffer;
    const detail = await productDetail(request, item.id);
    await page.goto(`/product/${item.id}`);
    await waitForIslands(page);
    await productFirstScriptBound(page);
    const heading = page.getByRole('heading', { level: 1, name: detail.model });
    await expect(heading).toBeVisible();

    await goOffline(context, page);
    let refreshes = 0;
    await page.route(`**/api/v2/inventories/${item.id}?*`, (route) => {
      refreshes += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { type: 'UNAVAILABLE', message: 'Upstream unavailable' } }),
      });
    });
    await context.setOffline(false);
    await expect(page.locator('.offline-banner')).toBeHidden();
    await expect.poll(() => refreshes).toBeGreaterThan(0);
    await expect(heading).toBeVisible();
    await expect(page.locator('article.product [data-price]')).toHaveText(price(detail.selling_price));
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  });
});
