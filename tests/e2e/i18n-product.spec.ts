/**
 * Product pages in the store's languages (issue 26): /zh-hans/product/{id}, /zh-hant/… and /ms/…,
 * rendered at the edge like the English page with the shell and the section's words in the language.
 */
import { expect, test } from '@playwright/test';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE, pageAtRest } from './support.ts';

test.describe('a product page in Traditional Chinese', () => {
  test.use({ viewport: DESKTOP });

  test('/zh-hant/product/2000: lang, labels and alternates in Traditional Chinese', async ({ page }) => {
    const answer = await page.goto('/zh-hant/product/2000');
    expect(answer?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    const root = page.locator('#product-root');
    await expect(root).toHaveAttribute('data-rendered', 'edge');
    const facts = root.locator('.product__facts dt');
    await expect(facts.first()).toHaveText('成色');
    await expect(root.getByRole('heading', { level: 2, name: '描述' })).toBeVisible();
    await expect(root.getByRole('heading', { level: 2, name: '送貨' })).toBeVisible();
    await expect(root.getByRole('button', { name: '加入我的最愛' })).toBeVisible();
    // No English label is left in the section's facts.
    for (const label of await facts.allTextContents()) expect(label).not.toMatch(/^(Condition|Material|Colour|Receipt|Category|For|Location)$/);
    await expect(page.getByRole('navigation', { name: '導覽路徑' }).getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/zh-hant');
    // hreflang alternates of every language and x-default; the canonical is the page's own address.
    const hrefs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
    const path = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
    expect(path).toMatch(/^\/zh-hant\/product(-2000\/.+|\/2000)$/);
    const english = path.replace('/zh-hant', '');
    expect(hrefs.sort()).toEqual(
      [`en ${english}`, `ms /ms${english}`, `x-default ${english}`, `zh-Hans /zh-hans${english}`, `zh-Hant /zh-hant${english}`].sort(),
    );
    // The section hydrates with the same words (a press wakes React; the labels stay).
    const live = page.waitForResponse((response) => /\/_astro\/product-page-live\.[\w-]+\.js/.test(response.url()));
    await root.getByRole('button', { name: '加入我的最愛' }).focus();
    await live;
    await pageAtRest(page);
    await expect(facts.first()).toHaveText('成色');
  });

  test('a product that does not exist leads to the item-not-found page in the language', async ({ page }) => {
    await page.goto('/ms/product/999999999');
    await expect(page).toHaveURL(/\/ms\/item-not-found$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  });

  test('a card on /zh-hant/search leads to the product page in Traditional Chinese', async ({ page }) => {
    await page.goto('/zh-hant/search?l=50&p=1');
    const link = page.locator('.product-card__link').first();
    await expect(link).toHaveAttribute('href', /^\/zh-hant\/product(-\d+\/|\/\d+)/);
  });
});

test.describe('the language choice on a product page', () => {
  test.use({ viewport: DESKTOP });

  test('choosing Malay on /product/2000 lands on /ms/product/2000; English unchanged', async ({ page }) => {
    await page.goto('/product/2000');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#product-root .product__facts dt').first()).toHaveText('Condition');
    await expect(page.locator('#product-root').getByRole('button', { name: 'Buy' })).toBeVisible();
    await page.getByRole('button', { name: /Store location and currency/ }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Bahasa Melayu' });
    await expect(page).toHaveURL(/\/ms\/product\/2000$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.locator('#product-root .product__facts dt').first()).toHaveText('Keadaan');
  });
});

test.describe('a product page in Malay', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`/ms/product/2000 at ${name} px: no overflow, axe clean`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/ms/product/2000');
      await expect(page.locator('#product-root')).toHaveAttribute('data-rendered', 'edge');
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const findings = blocking(await scan(page, `/ms/product/2000 ${name}`));
      expect(findings, describe(findings)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`ms-product-${name}.png`) });
    });
  }
});

/** An available Hermès Birkin 25, 30 or 35: its line has a price guide with a chart. */
async function availableBirkin(baseURL: string): Promise<number> {
  const answer = await fetch(`${baseURL}/api/v2/inventories?product=birkin&l=20&p=1`);
  const body = (await answer.json()) as { data?: { id: number; status: number; model: string }[] };
  const item = body.data?.find((card) => card.status === 1 && /^Birkin (25|30|35) /.test(card.model));
  if (!item) throw new Error('no available Birkin 25/30/35 in the seed');
  return item.id;
}

test.describe("a product page's remaining words in Malay", () => {
  test.use({ viewport: DESKTOP });

  test('Beli and Buat tawaran open the app dialog in Malay', async ({ page }) => {
    await page.goto('/ms/product/2000');
    for (const name of ['Beli', 'Buat tawaran']) {
      await page.locator('#product-root').getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Muat turun aplikasi kami' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Muat turun aplikasi kami untuk meneruskan pengalaman membeli-belah anda.');
      await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the meta description, the social description and the price chart speak Malay', async ({ page, baseURL }) => {
    const id = await availableBirkin(baseURL ?? '');
    await page.goto(`/ms/product/${id}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/^Hermès Birkin .+ terpakai, keadaan (Seperti baharu|Cemerlang|Sangat baik|Baik|Sederhana)\. /);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Hermès Birkin .+ \| Reluxe$/);
    const guide = page.getByRole('region', { name: 'Panduan harga' });
    const chart = guide.getByRole('img', { name: /^Harga jualan Hermès Birkin \d\d, 24 bulan yang lalu/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('desc')).toHaveText(
      /^Harga jualan median bulanan Hermès Birkin \d\d.* dari \w{3} \d{4} \(S\$[\d,]+\) hingga \w{3} \d{4} \(S\$[\d,]+\).*; harga barangan ini S\$[\d,]+\.$/,
    );
    // The axis months through Intl (short month, two-digit year), and the piece's marker.
    const axis = await chart.locator('.price-chart__grid > text').allTextContents();
    expect(axis.length).toBeGreaterThan(0);
    for (const month of axis) expect(month).toMatch(/^[A-Z][a-z]{2} \d{2}$/);
    await expect(chart.locator('.price-chart__piece text')).toHaveText(/^Barangan ini S\$[\d,]+$/);
    await expect(chart).not.toContainText(/This piece|’\d\d/);
  });
});
