/**
 * /sell in the store's languages (issue 26): /ms/sell, /zh-hans/sell and /zh-hant/sell, the form and
 * the estimate rendered at the edge in the language, as the English page is.
 */
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE } from './support.ts';

/** The hreflang alternates as 'tag path'. */
async function alternates(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
  return hrefs.sort();
}

test.describe('/sell in Malay', () => {
  test.use({ viewport: DESKTOP });

  test('/ms/sell: lang, form labels and choices in Malay', async ({ page }) => {
    const answer = await page.goto('/ms/sell');
    expect(answer?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page).toHaveTitle('Berapakah nilai barangan saya? | Reluxe');
    await expect(page.getByRole('heading', { level: 1, name: 'Berapakah nilai barangan saya?' })).toBeVisible();
    const form = page.locator('form[data-sell-form]');
    await expect(form).toHaveAttribute('action', '/ms/sell');
    await expect(form.locator('label')).toHaveText(['Jenama', 'Model', 'Saiz', 'Bahan', 'Keadaan']);
    await expect(page.getByLabel('Jenama').locator('option').first()).toHaveText('Pilih jenama');
    await expect(page.getByLabel('Keadaan').locator('option')).toHaveText(['Semua keadaan', 'Seperti baharu', 'Cemerlang', 'Sangat baik', 'Baik', 'Sederhana']);
    await expect(page.getByRole('button', { name: 'Dapatkan anggaran' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Harga sebenar barangan mewah terpakai/);
  });

  test('submitting the form empty says what is missing in Malay', async ({ page }) => {
    await page.goto('/ms/sell');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Dapatkan anggaran' }).click();
    // The browser kept the form: the house is asked for first, in the page's language.
    await expect(page).toHaveURL(/\/ms\/sell$/);
    const house = page.getByLabel('Jenama');
    await expect.poll(() => house.evaluate((select: HTMLSelectElement) => select.validationMessage)).toBe('Pilih jenama barangan anda.');
    await house.selectOption('Hermès');
    await page.getByRole('button', { name: 'Dapatkan anggaran' }).click();
    await expect(page).toHaveURL(/\/ms\/sell$/);
    const model = page.getByLabel('Model');
    await expect.poll(() => model.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Masukkan model barangan anda, cth. Birkin.');
    // Once given, nothing is held against it.
    await model.fill('Birkin');
    expect(await house.evaluate((select: HTMLSelectElement) => select.validationMessage)).toBe('');
    expect(await model.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
  });

  test('the price guide form answers with its estimate in Malay', async ({ page }) => {
    await page.goto('/ms/sell');
    await page.getByLabel('Jenama').selectOption('Hermès');
    await page.getByLabel('Model').fill('Birkin');
    // The page's script fills the choices with the Malay words.
    await expect(page.getByLabel('Saiz').locator('option')).toHaveText(['Semua saiz', '25', '30', '35']);
    await page.getByLabel('Saiz').selectOption('30');
    await page.getByLabel('Keadaan').selectOption({ label: 'Cemerlang' });
    await page.getByRole('button', { name: 'Dapatkan anggaran' }).click();
    await expect(page).toHaveURL(/\/ms\/sell\?brand=Herm%C3%A8s&model=Birkin&size=30&material=&condition=Excellent$/);
    await expect(page).toHaveTitle('Berapakah nilai Birkin saya? | Reluxe');
    const result = page.getByRole('region', { name: 'Hermès Birkin 30, keadaan Cemerlang' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(/Julat harga jualan semula dijangka\s*S\$[\d,]+ – S\$[\d,]+/);
    await expect(result).toContainText(/Tempoh biasa untuk terjual\s*[\d,]+ hari/);
    await expect(result).toContainText(/Jualan yang menjadi asas anggaran\s*[\d,]+ dalam 24 bulan/);
    await expect(result.getByRole('img', { name: /^Harga jualan Hermès Birkin 30, 24 bulan yang lalu/ })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Jual secara konsainan' })).toHaveAttribute('href', '/applinks');
    await expect(result).not.toContainText(/Expected resale range|Typical|Consign with us/);
  });

  test('a line it does not know: the closest ones, on the Malay page', async ({ page }) => {
    await page.goto('/ms/sell?brand=Herm%C3%A8s&model=Birkn&condition=Good');
    const closest = page.getByRole('region', { name: 'Kami belum mempunyai panduan harga untuk Hermès Birkn' });
    await expect(closest).toBeVisible();
    await expect(closest.getByRole('link').first()).toHaveAttribute('href', /^\/ms\/sell\?brand=Herm%C3%A8s&model=/);
  });
});

test.describe('/sell in Chinese', () => {
  test.use({ viewport: DESKTOP });

  test('/zh-hant/sell: lang, words and hreflang alternates with x-default', async ({ page }) => {
    await page.goto('/zh-hant/sell');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '我的貨品值多少？' })).toBeVisible();
    await expect(page.getByRole('button', { name: '取得估價' })).toBeVisible();
    expect(await alternates(page)).toEqual(['en /sell', 'ms /ms/sell', 'x-default /sell', 'zh-Hans /zh-hans/sell', 'zh-Hant /zh-hant/sell'].sort());
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/zh-hant/sell');
  });

  test('/zh-hans/sell answers in Simplified Chinese', async ({ page }) => {
    await page.goto('/zh-hans/sell?brand=Herm%C3%A8s&model=Birkin&condition=Excellent');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const result = page.getByRole('region', { name: 'Hermès Birkin，极佳成色' });
    await expect(result).toContainText('预计转售价区间');
    await expect(result.getByRole('link', { name: '交给我们寄卖' })).toBeVisible();
  });

  test('the language choice on /sell keeps the estimate asked for', async ({ page }) => {
    await page.goto('/sell?brand=Herm%C3%A8s&model=Birkin&condition=Excellent');
    await page.locator('footer').getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/sell\?brand=Herm%C3%A8s&model=Birkin&condition=Excellent$/);
    await expect(page.getByRole('region', { name: 'Hermès Birkin，極佳成色' })).toContainText('預計轉售價範圍');
  });
});

test.describe('/ms/sell on a phone and a desktop', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`/ms/sell with an estimate at ${name} px: no overflow, axe clean`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/ms/sell?brand=Herm%C3%A8s&model=Birkin&size=30&condition=Excellent');
      await expect(page.locator('[data-sell-result]')).toBeVisible();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const findings = blocking(await scan(page, `/ms/sell ${name}`));
      expect(findings, describe(findings)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`ms-sell-${name}.png`) });
      await page.locator('.sell-result').screenshot({ path: testInfo.outputPath(`ms-sell-result-${name}.png`) });
    });
  }
});
