/**
 * Product pages in the store's languages (issue 26): /zh-hans/product/{id}, /zh-hant/… and /ms/…,
 * rendered at the edge like the English page with the shell and the section's words in the language.
 */
import { expect, test } from '@playwright/test';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE } from './support.ts';

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
    await root.getByRole('button', { name: '加入我的最愛' }).focus();
    await page.waitForTimeout(500);
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
