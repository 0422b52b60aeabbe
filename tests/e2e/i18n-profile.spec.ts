/**
 * Issue 26, the account area: the profile and its tabs in Simplified Chinese, Traditional Chinese and
 * Malay (the demo shopper Amelia's orders, consignments and offers), guarded as in English.
 */
import { expect, test, type Page } from '@playwright/test';
import { AMELIA, demoAuth, signInAs, type StoredAuth } from './account-area-support.ts';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';

test.describe.configure({ timeout: 90_000 });

let amelia: StoredAuth;

test.beforeAll(async ({ request, baseURL }) => {
  amelia = await demoAuth(request, baseURL ?? '', AMELIA);
});

const content = (page: Page) => page.locator('#account-content');

/** Elements of the main region past the viewport's right edge (the tab row scrolls by design: what is inside it is left out, the row itself is not). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => !element.parentElement?.closest('.acct-tabs'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

test.describe("the profile in the shopper's language", () => {
  test.use({ viewport: DESKTOP });

  test("/ms/profile/2: Amelia's purchases in Malay, statuses, count and totals, links in the language", async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/profile/2');
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
    await expect(page.getByText('Selamat kembali, Amelia')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Akaun saya' });
    await expect(tabs.getByRole('link', { name: 'Pembelian Saya' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Butiran Saya' })).toHaveAttribute('href', '/ms/profile/1');
    const list = content(page).getByRole('region', { name: 'Pembelian Saya' });
    await expect(list.getByText('9 pesanan')).toBeVisible();
    await expect(list.getByText('Menunggu bayaran').first()).toBeVisible();
    await expect(list.getByText('Diterima', { exact: true }).first()).toBeVisible();
    await expect(list.getByText(/^Jumlah S\$[\d,]+$/).first()).toBeVisible();
    await expect(list.getByRole('link', { name: /^Lihat pesanan / }).first()).toHaveAttribute('href', /^\/ms\/order-detail\//);
    await expect(list.getByRole('navigation', { name: 'Halaman pembelian' }).getByRole('link', { name: 'Halaman seterusnya' })).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toHaveCount(0);
    await expect(page.getByText(/\b(Delivered|Shipped|Total)\b/)).toHaveCount(0);
  });

  test('/zh-hant/profile/1: lang="zh-Hant", My Details labelled in Traditional Chinese, dates through Intl', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/zh-hant/profile/1');
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    const details = page.getByRole('region', { name: '我的資料' });
    for (const [label, value] of [
      ['姓名', 'Amelia Tan'],
      ['電郵地址', 'demo@reluxe.sg'],
      ['手提電話', '+65 91234567'],
      ['性別', '女士'],
      ['出生日期', '1990年4月18日'],
      ['登入方式', '電郵地址及密碼'],
    ] as const) {
      await expect(details.locator('.acct-facts__row').filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
    }
    await expect(details.getByRole('link', { name: '在設定中修改' })).toHaveAttribute('href', '/zh-hant/settings');
    await expect(details.getByText(/^\d{4}年\d{1,2}月\d{1,2}日 加入$/)).toBeVisible();
  });

  test('/zh-hans/profile/0: the overview, its counts and latest purchase in Simplified Chinese', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/zh-hans/profile/0');
    await waitForIslands(page);
    const summary = page.getByRole('navigation', { name: '账户概要' });
    await expect(summary.getByRole('link', { name: /9\s*购买/ })).toHaveAttribute('href', '/zh-hans/profile/2');
    await expect(summary.getByRole('link', { name: /8\s*寄卖/ })).toHaveAttribute('href', '/zh-hans/profile/3');
    await expect(summary.getByRole('link', { name: /7\s*出价/ })).toBeVisible();
    const recent = page.getByRole('region', { name: '最近购买' });
    await expect(recent.getByText('待付款')).toBeVisible();
    await expect(recent.getByText('合计 S$11,535')).toBeVisible();
    await expect(page.getByRole('region', { name: '我的个人资料' }).getByText('Singapore Dollar (S$)')).toBeVisible();
  });

  test("/ms/profile/3 and /ms/profile/4: consignments' stages and offers' replies in Malay", async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/profile/3');
    await waitForIslands(page);
    const consignments = content(page).getByRole('region', { name: 'Konsainan Saya' });
    await expect(consignments.getByText('8 konsainan')).toBeVisible();
    await expect(consignments.getByRole('link', { name: /^Jejak konsainan \d+$/ }).first()).toBeVisible();
    await expect(consignments.locator('.acct-pill').first()).toHaveText(
      /^(Dimohon|Diluluskan|Ditolak|Diterima di butik|Disahkan tulen|Disenaraikan|Terjual|Bayaran dibuat)$/,
    );

    await page.goto('/ms/profile/4');
    await waitForIslands(page);
    const offers = content(page).getByRole('region', { name: 'Tawaran Saya' });
    await expect(offers.getByText('7 tawaran')).toBeVisible();
    await expect(offers.getByText('Tawaran anda').first()).toBeVisible();
    await expect(offers.locator('.acct-pill').first()).toHaveText(/^(Dimohon|Diluluskan|Ditolak)$/);
    // A listing that is still live opens in the language.
    const product = offers.locator('.acct-card__title a').first();
    if ((await product.count()) > 0) await expect(product).toHaveAttribute('href', /^\/ms\/product/);
  });

  test('a guest on /ms/profile/2 is sent to the Malay access-denied page, with the way back', async ({ page }) => {
    await page.goto('/ms/profile/2');
    await expect(page).toHaveURL(/\/ms\/access-denied\?re=%2Fms%2Fprofile%2F2$/);
  });

  test('the tabs name their languages, stay out of the sitemap, and the language choice keeps the tab', async ({ request }) => {
    const html = await (await request.get('/zh-hant/profile/3')).text();
    expect(html).toContain('hreflang="ms" href="http');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const english = await (await request.get('/profile/3')).text();
    expect(english).toContain('hreflang="zh-Hans" href="http');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/profile');
    const choice = await request.get('/language/ms?from=%2Fzh-hant%2Fprofile%2F3%3Fp%3D2', { maxRedirects: 0 });
    expect(choice.headers().location).toMatch(/\/ms\/profile\/3\?p=2$/);
  });
});

test.describe('the Malay profile on a phone and a desktop', () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`/ms/profile/2 at ${name} px: nothing overflows, and axe finds nothing`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signInAs(page, amelia);
      await page.goto('/ms/profile/2');
      await waitForIslands(page);
      await expect(page.getByText('9 pesanan')).toBeVisible();
      await expect.poll(() => overflowing(page), { timeout: 10_000 }).toEqual([]);
      await page.screenshot({ path: `/tmp/pw-issue-27a/ms-profile-2-${name}.png`, fullPage: name !== '375' });
      await settle(page);
      const findings = blocking(await scan(page, '/ms/profile/2'));
      expect(findings, describe(findings)).toEqual([]);
    });
  }
});
