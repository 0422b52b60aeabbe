/**
 * 'Recently viewed' (issue 13): the last products a shopper opened, newest first, on the home page
 * and under product pages (without the product on screen), from one batched call, with the card
 * rules, in the chosen currency.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogSamples, price, productDetail, type CatalogSamples } from './browse-helpers.ts';
import { MOBILE, waitForIslands } from './support.ts';

// Several product pages per test on a shared machine.
test.describe.configure({ timeout: 60_000 });

let samples: CatalogSamples;
test.beforeAll(async ({ request }) => {
  samples = await catalogSamples(request);
});

async function open(page: Page, id: number, model: string): Promise<void> {
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible();
  // The page remembers the product as its script binds (once the page is idle, product-page-early.ts).
  await expect(page.locator('#product-root')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toContain(String(id));
}

/** Scrolls the section into view (it hydrates when visible) and returns its cards. */
async function recentlyViewed(page: Page) {
  const section = page.locator('section.recently-viewed');
  // Brought on screen until it shows (the groups above it may still grow while they load).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.querySelector('.recently-viewed-slot, .recently-viewed')?.scrollIntoView({ block: 'center' }));
        return section.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  // The section is named by its heading; its carousel (or grid) carries the same name.
  await expect(section.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
  return section;
}

const ids = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as number[]);

test.describe('recently viewed', () => {
  test('the home page lists the products opened, newest first, with the card rules, in one call', async ({ page, request }) => {
    const opened = [samples.sold, samples.onSale, samples.minimumOffer];
    for (const item of opened) await open(page, item.id, item.model);
    expect(await ids(page)).toEqual(opened.map((item) => item.id).reverse());
    // Opening one again moves it to the front, once.
    await open(page, samples.sold.id, samples.sold.model);
    expect(await ids(page)).toEqual([samples.sold.id, samples.minimumOffer.id, samples.onSale.id]);

    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v2/inventories?')) calls.push(req.url());
    });
    await page.goto('/');
    await waitForIslands(page);
    const section = await recentlyViewed(page);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0] ?? '')).toContain(`ids=${samples.sold.id},${samples.minimumOffer.id},${samples.onSale.id}`);

    const sold = await productDetail(request, samples.sold.id);
    const offer = await productDetail(request, samples.minimumOffer.id);
    const deal = await productDetail(request, samples.onSale.id);
    await expect(cards.nth(0)).toContainText(sold.model);
    await expect(cards.nth(0)).toContainText(/sold at/i);
    await expect(cards.nth(0)).toContainText(price(sold.sold_price ?? 0));
    await expect(cards.nth(1)).toContainText(offer.model);
    await expect(cards.nth(1)).toContainText(price(offer.min_offer_price_with_fee ?? 0));
    await expect(cards.nth(2)).toContainText(deal.model);
    await expect(cards.nth(2)).toContainText(price(deal.deal?.price ?? 0));
    await expect(cards.nth(2)).toContainText(price(deal.selling_price));
    // Each card links to its product.
    await expect(cards.nth(1).getByRole('link').first()).toHaveAttribute('href', new RegExp(`/product-${offer.id}/`));
  });

  test('a product page leaves itself out, and cards follow the chosen currency', async ({ page, request }) => {
    await open(page, samples.available.id, samples.available.model);
    await open(page, samples.minimumOffer.id, samples.minimumOffer.model);
    const section = await recentlyViewed(page);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(samples.available.model);
    await expect(cards.first()).toContainText(price(samples.available.selling_price));
    await expect(section).not.toContainText(samples.minimumOffer.model);

    const usd = await productDetail(request, samples.available.id, 'USD');
    await page.getByRole('button', { name: /Store location/ }).click();
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await expect(cards.first()).toContainText(Math.round(usd.selling_price).toLocaleString('en-US'));
    await expect(cards.first()).not.toContainText(price(samples.available.selling_price));
  });

  // Issue 22: a product that has shown its name counts as viewed, however soon the shopper leaves
  // (before the rest of the page's script loads at idle).
  test('pieces only glanced at are listed too', async ({ page }) => {
    const glanced = [samples.available, samples.onSale];
    for (const item of glanced) {
      await page.goto(`/product/${item.id}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: item.model })).toBeVisible();
    }
    await page.goto('/');
    await waitForIslands(page);
    const section = await recentlyViewed(page);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(samples.onSale.model);
    await expect(cards.nth(1)).toContainText(samples.available.model);
  });

  test('a first visit shows no section, and a hand-edited list is read leniently', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.evaluate(() => document.querySelector('.recently-viewed-slot')?.scrollIntoView({ block: 'center' }));
    await expect(page.locator('.recently-viewed-slot')).toHaveCount(1);
    await expect(page.locator('section.recently-viewed')).toHaveCount(0);

    await page.evaluate((id) => localStorage.setItem('recentlyViewed', JSON.stringify(['x', 0, id, id])), samples.available.id);
    await page.reload();
    await waitForIslands(page);
    const section = await recentlyViewed(page);
    await expect(section.getByRole('article')).toHaveCount(1);
  });

  test('on a phone the section is a carousel of the same cards', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, samples.available.id, samples.available.model);
    await page.goto('/');
    await waitForIslands(page);
    const section = await recentlyViewed(page);
    await expect(section.getByRole('article').first()).toContainText(samples.available.model);
  });
});
