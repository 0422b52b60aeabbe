/**
 * Issue 25: price insight. The product page's 'Price guide' (sentence, SVG chart, monthly figures behind
 * a disclosure), /sell's estimate with JavaScript and without, and /search's strip for a model line;
 * all rendered at the edge, axe clean at 375 and 1440 px. Screenshots go to the test's output folder.
 */
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe as describeFindings, scan, settle } from './a11y-support.ts';
import { expectSamePage, markPage, resultsReady } from './search-helpers.ts';
import { DESKTOP, MOBILE, wakeIslandOf } from './support.ts';

test.describe.configure({ timeout: 180_000 });

async function availableBirkin(baseURL: string): Promise<number> {
  const answer = await fetch(`${baseURL}/api/v2/inventories?product=birkin&l=20&p=1`);
  const body = (await answer.json()) as { data?: { id: number; status: number; model: string }[] };
  const item = body.data?.find((card) => card.status === 1 && /^Birkin (25|30|35) /.test(card.model));
  if (!item) throw new Error('the seeded catalog has no available Birkin');
  return item.id;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  await settle(page);
  const found = blocking(await scan(page, where));
  expect(found, describeFindings(found)).toEqual([]);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a product page shows the price guide: sentence, chart with the piece marked, figures table', async ({ page, baseURL }, info) => {
      const id = await availableBirkin(baseURL ?? '');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(`/product/${id}`);
      const html = (await response?.text()) ?? '';
      // In the HTML the edge sends, with no script of its own.
      const section = html.slice(html.indexOf('<section class="price-guide"'), html.indexOf('</section>', html.indexOf('<section class="price-guide"')));
      expect(section).toContain('<svg class="price-chart"');
      expect(section).not.toContain('<script');
      const guide = page.getByRole('region', { name: 'Price guide' });
      await expect(guide).toBeVisible();
      await expect(guide.locator('.price-guide__verdict')).toHaveText(
        /^(S\$[\d,]+ (below|above)|In line with) the typical sold price of a Birkin \d\d( in (Pristine|Excellent|Very Good|Good|Fair) condition)? \(\d+ sales in 24 months\)$/,
      );
      const chart = guide.getByRole('img', { name: /Sold prices of the Hermès Birkin \d\d, last 24 months/ });
      await expect(chart).toBeVisible();
      await expect(chart.locator('.price-chart__piece')).toHaveCount(1);
      await expect(chart.locator('.price-chart__median').first()).toBeAttached();
      await expect(guide.getByRole('table')).toBeHidden();
      await guide.getByText('Monthly figures').click();
      const table = guide.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(24);
      await expect(table.getByRole('columnheader', { name: '25th–75th percentile' })).toBeVisible();
      await guide.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`product-guide-${viewport.width}.png`), fullPage: true });
      await expectAxeClean(page, `product ${id} at ${viewport.width}`);
      expect(errors).toEqual([]);
    });

    test('/search for a model line shows the strip above the results', async ({ page }, info) => {
      await page.goto('/search?product=birkin%2030&l=50&p=1');
      const strip = page.getByRole('complementary', { name: 'Price guide: Hermès Birkin 30' });
      await expect(strip).toBeVisible();
      await expect(strip).toContainText(/Typical sold S\$[\d,]+ – S\$[\d,]+/);
      await expect(strip).toContainText(/(Up|Down) \d+% over 12 months|Steady over 12 months/);
      await expect(strip.getByRole('link', { name: 'Full price guide' })).toHaveAttribute('href', '/sell?brand=Herm%C3%A8s&model=Birkin&size=30');
      await page.screenshot({ path: info.outputPath(`search-strip-${viewport.width}.png`) });
      await expectAxeClean(page, `search strip at ${viewport.width}`);
      // Text that names no one line gets no strip.
      await page.goto('/search?product=black%20bag&l=50&p=1');
      await expect(page.locator('[data-price-strip]')).toHaveCount(0);
    });

    test('/zh-hant/search and /ms/search show the strip in their language, leading to their /sell (issue 26)', async ({ page }, info) => {
      await page.goto('/zh-hant/search?product=birkin%2030&l=50&p=1');
      const strip = page.getByRole('complementary', { name: '價格指南：Hermès Birkin 30' });
      await expect(strip).toBeVisible();
      await expect(strip).toContainText(/一般成交價 S\$[\d,]+ – S\$[\d,]+/);
      await expect(strip).not.toContainText(/Typical sold|over 12 months|Not enough sales/);
      await expect(strip.getByRole('link', { name: '完整價格指南' })).toHaveAttribute('href', '/zh-hant/sell?brand=Herm%C3%A8s&model=Birkin&size=30');
      await page.screenshot({ path: info.outputPath(`search-strip-zh-hant-${viewport.width}.png`) });
      await expectAxeClean(page, `zh-hant search strip at ${viewport.width}`);
      await page.goto('/ms/search?product=birkin%2030&l=50&p=1');
      const malay = page.getByRole('complementary', { name: 'Panduan harga: Hermès Birkin 30' });
      await expect(malay).toContainText(/Harga jualan biasa S\$[\d,]+ – S\$[\d,]+/);
      await expect(malay.getByRole('link', { name: 'Panduan harga penuh' })).toHaveAttribute('href', '/ms/sell?brand=Herm%C3%A8s&model=Birkin&size=30');
      await page.screenshot({ path: info.outputPath(`search-strip-ms-${viewport.width}.png`) });
    });

    test('the strip leaves with its words: a search of other words in place hides it, Back brings it again', async ({ page }) => {
      await page.goto('/search?product=birkin%2030&l=50&p=1');
      const strip = page.getByRole('complementary', { name: 'Price guide: Hermès Birkin 30' });
      await expect(strip).toBeVisible();
      await resultsReady(page);
      await markPage(page);
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await wakeIslandOf(box);
      await box.fill('black bag');
      await box.press('Enter');
      await page.waitForURL('**/search?product=black+bag&l=50&p=1');
      await resultsReady(page);
      await expectSamePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “black bag”');
      await expect(strip).toBeHidden();
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('product') === 'birkin 30');
      await resultsReady(page);
      await expect(strip).toBeVisible();
    });

    test('/sell answers an estimate for a Hermès Birkin in Excellent condition, with JavaScript', async ({ page }, info) => {
      await page.goto('/sell');
      await expect(page.getByRole('heading', { level: 1, name: 'What is my piece worth?' })).toBeVisible();
      await page.getByLabel('House').selectOption('Hermès');
      // The models narrow to the house's.
      const models = await page.locator('#sell-models option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(models).toContain('Birkin');
      expect(models).not.toContain('Classic Flap');
      await page.getByLabel('Model').fill('Birkin');
      await expect(page.getByLabel('Size').locator('option')).toHaveText(['Any size', '25', '30', '35']);
      await page.getByLabel('Size').selectOption('30');
      await page.getByLabel('Condition').selectOption('Excellent');
      await page.getByRole('button', { name: 'Get an estimate' }).click();
      await expect(page).toHaveURL(/\/sell\?brand=Herm%C3%A8s&model=Birkin&size=30&material=&condition=Excellent$/);
      const result = page.getByRole('region', { name: 'Hermès Birkin 30, Excellent condition' });
      await expect(result).toBeVisible();
      await expect(result).toContainText(/Expected resale range\s*S\$[\d,]+ – S\$[\d,]+/);
      await expect(result).toContainText(/Typical time to sell\s*\d+ days/);
      await expect(result).toContainText(/Sales behind this estimate\s*\d+ in 24 months/);
      await expect(result.getByRole('img', { name: /Sold prices of the Hermès Birkin 30/ })).toBeVisible();
      await expect(result.getByRole('link', { name: 'Consign with us' })).toHaveAttribute('href', '/applinks');
      await page.screenshot({ path: info.outputPath(`sell-js-${viewport.width}.png`), fullPage: true });
      await expectAxeClean(page, `sell at ${viewport.width}`);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`/sell answers an estimate for a Hermès Birkin in Excellent condition at ${viewport.width} px`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await page.goto('/sell');
      await page.getByLabel('House').selectOption('Hermès');
      await page.getByLabel('Model').fill('Birkin');
      await page.getByLabel('Condition').selectOption('Excellent');
      await page.getByRole('button', { name: 'Get an estimate' }).click();
      await expect(page).toHaveURL(/\/sell\?brand=Herm%C3%A8s&model=Birkin&size=&material=&condition=Excellent$/);
      const result = page.getByRole('region', { name: 'Hermès Birkin, Excellent condition' });
      await expect(result).toContainText(/Expected resale range\s*S\$[\d,]+ – S\$[\d,]+/);
      await expect(result.getByRole('img', { name: /Sold prices of the Hermès Birkin/ })).toBeVisible();
      // The answer offers the line's sizes to narrow it, one more answer away.
      await expect(page.getByLabel('Size').locator('option')).toHaveText(['Any size', '25', '30', '35']);
      await page.screenshot({ path: info.outputPath(`sell-nojs-${viewport.width}.png`), fullPage: true });
    });
  }

  test('/sell for a line it does not know offers the closest ones', async ({ page }) => {
    await page.goto('/sell?brand=Herm%C3%A8s&model=Birkn&condition=Good');
    const closest = page.getByRole('region', { name: 'We have no price guide for Hermès Birkn yet' });
    await expect(closest).toBeVisible();
    await expect(closest.getByRole('link').first()).toHaveAttribute('href', /^\/sell\?brand=Herm%C3%A8s&model=/);
  });
});
