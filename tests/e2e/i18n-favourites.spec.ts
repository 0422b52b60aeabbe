/**
 * Issue 26, the account area: /favourites in Simplified Chinese, Traditional Chinese and Malay (a
 * guest's favourites kept in this browser, as the page reads them).
 */
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { piecesToHeart } from './favourites-support.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';
import type { ProductCard } from '../../src/lib/contract/catalog.ts';

test.describe.configure({ timeout: 90_000 });

/** The guest's browser holds `pieces` as favourites, the first saved at a higher price than today's (a price drop). */
async function guestFavourites(page: Page, pieces: readonly ProductCard[]): Promise<void> {
  const guest = pieces.map((piece, index) => ({
    id: piece.id,
    saved_at: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
    saved_price: index === 0 ? piece.selling_price + 500 : piece.selling_price,
    currency: piece.currency,
  }));
  await page.addInitScript(
    (record) => {
      if (!localStorage.getItem('favourites')) localStorage.setItem('favourites', record);
    },
    JSON.stringify({ guest, owner: null, account: [] }),
  );
}

function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

test.describe("/favourites in the shopper's language", () => {
  test.use({ viewport: DESKTOP });

  test("a guest's favourites in Malay: count, price drop, sort, the hint's login link, cards leading to the Malay product page", async ({ page, request }) => {
    const { plain } = await piecesToHeart(request, 2);
    await guestFavourites(page, plain);
    await page.goto('/ms/favourites');
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kegemaran' })).toBeVisible();
    await expect(main.getByText('Barangan disimpan')).toBeVisible();
    await expect(main.getByText('2 barangan')).toBeVisible();
    await expect(main.getByText('Harga turun')).toBeVisible();
    const sort = main.getByLabel('Susun');
    await expect(sort.locator('option')).toHaveText(['Tarikh disimpan', 'Harga: rendah ke tinggi', 'Harga: tinggi ke rendah']);
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/\/ms\/favourites\?sort=price_asc$/);
    await expect(main.getByRole('link', { name: 'Log masuk' })).toHaveAttribute('href', '/ms/favourites?login=1');
    const grid = main.getByRole('list', { name: 'Kegemaran' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    for (const link of await grid.locator('a[href*="/product"]').all()) await expect(link).toHaveAttribute('href', /^\/ms\/product-\d+\//);
    await expect(grid.getByRole('button', { name: 'Buang daripada kegemaran' }).first()).toBeVisible();
    await expect(main.getByText(/Price dropped|Date saved|Kept on this device/)).toHaveCount(0);
  });

  test('no favourites yet, in Traditional Chinese: the empty state leads to the search in the language', async ({ page }) => {
    await page.goto('/zh-hant/favourites');
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '我的最愛' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '我的最愛暫無貨品' })).toBeVisible();
    await expect(main.getByRole('link', { name: '瀏覽所有貨品' })).toHaveAttribute('href', '/zh-hant/search?l=50&p=1');
  });

  test('/zh-hans/favourites names its languages, stays out of the sitemap, and the language choice keeps the page', async ({ request }) => {
    const html = await (await request.get('/zh-hans/favourites')).text();
    expect(html).toContain('hreflang="ms" href="http');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/favourites');
    const choice = await request.get('/language/ms?from=%2Fzh-hans%2Ffavourites%3Fsort%3Dprice_desc', { maxRedirects: 0 });
    expect(choice.headers().location).toMatch(/\/ms\/favourites\?sort=price_desc$/);
  });
});

test.describe('/ms/favourites on a phone and a desktop', () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`at ${name} px: nothing overflows, and axe finds nothing`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { plain } = await piecesToHeart(request, 3);
      await guestFavourites(page, plain);
      await page.goto('/ms/favourites');
      await waitForIslands(page);
      await expect(page.getByText('3 barangan')).toBeVisible();
      await expect.poll(() => overflowing(page), { timeout: 10_000 }).toEqual([]);
      await page.screenshot({ path: `/tmp/pw-issue-27a/ms-favourites-${name}.png`, fullPage: name === '1440' });
      await settle(page);
      const findings = blocking(await scan(page, '/ms/favourites'));
      expect(findings, describe(findings)).toEqual([]);
    });
  }
});
