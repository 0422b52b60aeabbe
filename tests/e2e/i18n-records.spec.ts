/**
 * Issue 26, the account area's records: the order, consignment and consigned-item pages the profile
 * opens, in Malay, Traditional and Simplified Chinese (the demo shopper Amelia's), guarded before
 * anything paints (a guest loads no React), served by the edge for every id in every language.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { measureFirstLoadScripts } from '../../src/cli/bench/js-bytes.ts';
import { AMELIA, demoAuth, MARCUS, signInAs, type StoredAuth } from './account-area-support.ts';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';

test.describe.configure({ timeout: 90_000 });

const BUDGET_GZIP_BYTES = 50 * 1024;
const SHOTS = '/tmp/shots-issue-28r';

let amelia: StoredAuth;

test.beforeAll(async ({ request, baseURL }) => {
  amelia = await demoAuth(request, baseURL ?? '', AMELIA);
  mkdirSync(SHOTS, { recursive: true });
});

/** Elements of the main region past the viewport's right edge. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  await settle(page);
  const findings = blocking(await scan(page, where));
  expect(findings, describe(findings)).toEqual([]);
}

test.describe('a guest is sent away before anything paints, with no React loaded', () => {
  test.use({ viewport: MOBILE });

  for (const [path, denied] of [
    ['/order-detail/5001', '/access-denied?re=%2Forder-detail%2F5001'],
    ['/ms/consignment/3108', '/ms/access-denied?re=%2Fms%2Fconsignment%2F3108'],
    ['/zh-hant/order-detail/RLX-100204', '/zh-hant/access-denied?re=%2Fzh-hant%2Forder-detail%2FRLX-100204'],
  ] as const) {
    test(`${path} → ${denied}, within ${BUDGET_GZIP_BYTES} bytes of JavaScript (gzip)`, async ({ page, baseURL }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const measured = await measureFirstLoadScripts(page, `${baseURL}${path}`);
      console.log(`${path}: ${measured.gzipBytes} bytes gzip in ${measured.scripts} scripts`);
      expect(measured.gzipBytes, `${path}: ${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(denied);
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/ms/') ? 'ms' : path.startsWith('/zh-hant/') ? 'zh-Hant' : 'en');
      // No island of the record (nor React's client) was asked for.
      expect(scripts.filter((script) => /OrderDetail|ConsignmentTracking|ConsignmentItem|\/client\.|react/i.test(script))).toStrictEqual([]);
    });
  }
});

test.describe('an order in Malay', () => {
  test.use({ viewport: DESKTOP });

  test('/ms/order-detail/RLX-100204: pieces, amounts, address, timeline and dates in Malay; links stay in Malay', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/order-detail/RLX-100204');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan RLX-100204' })).toBeVisible();
    await expect(page).toHaveTitle('Butiran pembelian | Reluxe');
    await expect(page.locator('.acct-detail__head .eyebrow')).toHaveText('Pembelian');
    // The date through Intl for Malay, in Singapore time; the count in Malay.
    await expect(page.locator('.acct-detail__head .acct-muted')).toHaveText(/^Dipesan pada \d{1,2} [A-Z][a-z]{2,3} \d{4} · 4 barangan$/);
    await expect(page.locator('.acct-detail__head .acct-pill')).toHaveText('Diterima');
    await expect(page.getByRole('link', { name: 'Pembelian Saya' })).toHaveAttribute('href', '/ms/profile/2');
    const items = page.getByRole('region', { name: 'Barangan' });
    await expect(items.getByRole('listitem')).toHaveCount(4);
    await expect(items.getByRole('listitem').first()).toContainText('Classic Flap Small Lambskin Gold Hardware');
    await expect(items.getByText(/^Keadaan: /).first()).toBeVisible();
    const product = items.locator('.acct-line__model a').first();
    if ((await product.count()) > 0) await expect(product).toHaveAttribute('href', /^\/ms\/product/);
    const summary = page.getByRole('region', { name: 'Ringkasan' });
    await expect(summary).toContainText('Jumlah kecilS$13,780');
    await expect(summary).toContainText('Penghantaran (Standard)S$15');
    await expect(summary).toContainText('Diskaun−S$250');
    await expect(summary).toContainText('JumlahS$13,545');
    await expect(summary).toContainText(/Bayaran: \S/);
    const address = page.getByRole('region', { name: 'Alamat penghantaran' });
    await expect(address).toContainText('12 Cuscaden Walk');
    await expect(address).toContainText('Penjejakan Ninja Van · NVSGRLX100204');
    const timeline = page.getByRole('region', { name: 'Status pesanan' }).getByRole('list', { name: 'Garis masa status pesanan' });
    await expect(timeline.getByRole('listitem')).toHaveText([/Pesanan dibuat/, /Bayaran disahkan/, /Disahkan tulen & dibungkus/, /Dihantar/, /Diterima/]);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Diterima (Langkah semasa)');
    await expect(timeline.getByRole('listitem').first()).toContainText('(Selesai)');
    await expect(timeline.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
    await expect(timeline).toContainText('Kami telah menerima pesanan anda.');
    // Nothing of the English page is left.
    await expect(page.getByText(/\b(Subtotal|Order placed|Delivery address|Items|Summary|Placed)\b/)).toHaveCount(0);
  });

  test('a cancelled order stops at Dibatalkan; a shipped one shows what is still to come', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/order-detail/RLX-100166');
    const cancelled = page.getByRole('list', { name: 'Garis masa status pesanan' });
    await expect(cancelled.getByRole('listitem')).toHaveText([/Pesanan dibuat/, /Bayaran disahkan/, /Dibatalkan/]);
    await expect(cancelled.getByRole('listitem').last()).toContainText('(Berhenti di sini)');
    await page.goto('/ms/order-detail/RLX-100219');
    const shipped = page.getByRole('list', { name: 'Garis masa status pesanan' });
    await expect(shipped.locator('[aria-current="step"]')).toContainText('Dihantar');
    await expect(shipped.getByRole('listitem').last()).toContainText('Diterima (Belum lagi)');
  });

  test("another shopper's order goes to the Malay access-denied page; an unknown one to the Malay item-not-found", async ({ page, request, baseURL }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/order-detail/RLX-100240');
    await expect(page).toHaveURL(/\/ms\/access-denied\?re=%2Fms%2Forder-detail%2FRLX-100240$/);
    await expect(page.getByText('Akses Ditolak').first()).toBeVisible();
    const marcus = await demoAuth(request, baseURL ?? '', MARCUS);
    await signInAs(page, marcus);
    await page.goto('/ms/order-detail/RLX-000001');
    await expect(page).toHaveURL(/\/ms\/item-not-found$/);
    await expect(page.getByText('Barangan tidak ditemui').first()).toBeVisible();
  });

  test('the profile leads to the Malay order; the language choice keeps the order', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/ms/profile/2');
    await waitForIslands(page);
    const view = page
      .locator('#account-content')
      .getByRole('link', { name: /^Lihat pesanan / })
      .first();
    await expect(view).toHaveAttribute('href', /^\/ms\/order-detail\/RLX-\d+$/);
    const href = (await view.getAttribute('href')) ?? '';
    await view.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Pesanan RLX-\d+$/ })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('/ms/', '/zh-hant/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: /^訂單 RLX-\d+$/ })).toBeVisible();
  });

  test('the record pages name their languages, are never indexed nor in the sitemap', async ({ request }) => {
    for (const path of ['/order-detail/RLX-100204', '/consignment/3076', '/consignment-3076/submariner_date_41mm']) {
      const html = await (await request.get(`/ms${path}`)).text();
      expect(html).toContain('<html lang="ms"');
      expect(html).toContain(`hreflang="zh-Hant" href="http`);
      expect(html).toContain(`/zh-hant${path}"`);
      expect(html).toMatch(new RegExp(`hreflang="x-default" href="http[^"]+${path}"`));
      expect(html).toContain('<meta name="robots" content="noindex"');
      const english = await (await request.get(path)).text();
      expect(english).toContain('<html lang="en"');
      expect(english).toContain(`/ms${path}"`);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/order-detail|consignment/);
    const choice = await request.get('/language/zh-hans?from=%2Fms%2Fconsignment-3076%2Fsubmariner_date_41mm', { maxRedirects: 0 });
    expect(choice.headers().location).toMatch(/\/zh-hans\/consignment-3076\/submariner_date_41mm$/);
    // A malformed id in a language is the 404 page, as in English.
    expect((await request.get('/ms/order-detail/%ZZ')).status()).toBe(404);
  });
});

test.describe('a consignment in Traditional Chinese', () => {
  test.use({ viewport: DESKTOP });

  test('/zh-hant/consignment/3076: request, journey, pricing and dates in Traditional Chinese; the piece in the language', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/zh-hant/consignment/3076');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page).toHaveTitle('寄賣進度 | Reluxe');
    await expect(page.getByText('寄賣編號 3076', { exact: true })).toBeVisible();
    await expect(page.locator('.acct-detail__head .acct-pill')).toHaveText('已鑑定');
    await expect(page.locator('.acct-detail__head .acct-muted')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 提交 · 腕錶$/);
    await expect(page.getByRole('link', { name: '我的寄賣' })).toHaveAttribute('href', '/zh-hant/profile/3');
    const request = page.getByRole('region', { name: '申請' }).getByRole('list', { name: '申請狀態' });
    await expect(request.getByRole('listitem')).toHaveText([/已提交/, /已接納/]);
    const journey = page.getByRole('region', { name: '寄賣歷程' }).getByRole('list', { name: '貨品歷程' });
    await expect(journey.getByRole('listitem')).toHaveText([/已收貨/, /已鑑定/, /已上架/, /已售出/, /已向你付款/]);
    await expect(journey.locator('[aria-current="step"]')).toContainText('已鑑定 （目前步驟）');
    await expect(journey.locator('time').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
    await expect(journey).toContainText('我們的專家已核實其真偽及成色。');
    const pricing = page.getByRole('region', { name: '價格' });
    await expect(pricing).toContainText('你的期望價格');
    await expect(pricing).toContainText('佣金');
    await expect(pricing).toContainText('預計款項');
    await expect(page.getByText(/^成色：/)).toBeVisible();
    await expect(page.getByText(/\b(Request|Journey|Pricing|Submitted|Condition|Commission)\b/)).toHaveCount(0);

    await page.getByRole('link', { name: '查看貨品詳情' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/consignment-3076\/submariner_date_41mm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submariner Date 41mm' })).toBeVisible();
    await expect(page.getByText('你的寄賣貨品')).toBeVisible();
    const facts = page.locator('.acct-item .acct-facts');
    await expect(facts).toContainText('類別腕錶');
    await expect(facts).toContainText(/成色(近乎全新|極佳|很好|良好|一般)/);
    await expect(facts).toContainText('附件Box, Warranty card, Extra links');
    await expect(page.getByRole('region', { name: '價格' })).toContainText('預計款項');
    await expect(page.getByRole('link', { name: '查看寄賣進度' })).toHaveAttribute('href', '/zh-hant/consignment/3076');
    await expect(page.getByRole('link', { name: '寄賣編號 3076' })).toHaveAttribute('href', '/zh-hant/consignment/3076');
    // A hand-typed name takes the canonical one, in the language.
    await page.goto('/zh-hant/consignment-3076/old-name');
    await expect(page).toHaveURL(/\/zh-hant\/consignment-3076\/submariner_date_41mm$/);
    await expect(page).toHaveTitle('Rolex Submariner Date 41mm | Reluxe');
  });

  test('a declined request says why in Traditional Chinese; a new one awaits review', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/zh-hant/consignment/3102');
    await expect(page.locator('.acct-detail__head .acct-pill')).toHaveText('未獲接納');
    await expect(page.getByRole('note')).toContainText('未獲接納的原因');
    await expect(page.getByRole('list', { name: '貨品歷程' })).toHaveCount(0);
    await page.goto('/zh-hant/consignment/3097');
    await expect(page.getByText(/^請將你的貨品送到我們位於.+的Singapore門店，或預約免費上門收件。$/)).toBeVisible();
  });

  test("another shopper's consignment goes to the Traditional Chinese access-denied page; an unknown one to its item-not-found", async ({
    page,
    request,
    baseURL,
  }) => {
    const marcus = await demoAuth(request, baseURL ?? '', MARCUS);
    await signInAs(page, marcus);
    await page.goto('/zh-hant/consignment/3051');
    await expect(page).toHaveURL(/\/zh-hant\/access-denied\?re=%2Fzh-hant%2Fconsignment%2F3051$/);
    await expect(page.getByText('無法存取').first()).toBeVisible();
    await page.goto('/zh-hant/consignment/999999');
    await expect(page).toHaveURL(/\/zh-hant\/item-not-found$/);
  });

  test('/zh-hans/consignment/3033: paid out, in Simplified Chinese', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/zh-hans/consignment/3033');
    await expect(page.locator('.acct-detail__head .acct-pill')).toHaveText('已付款给您');
    await expect(page.getByRole('region', { name: '价格' })).toContainText('已付款给您S$4,335');
    const listing = page.getByRole('link', { name: '在店内查看' });
    if ((await listing.count()) > 0) await expect(listing).toHaveAttribute('href', /^\/zh-hans\/product/);
  });
});

test.describe('the record pages on a phone and a desktop', () => {
  const pages = [
    ['/ms/order-detail/RLX-100204', 'ms-order', 'Pesanan RLX-100204'],
    ['/zh-hant/consignment/3076', 'zh-hant-consignment', 'Rolex Submariner Date 41mm'],
    ['/ms/consignment-3064/item', 'ms-consigned-item', null],
  ] as const;
  for (const [path, name, heading] of pages) {
    for (const [width, viewport] of [
      ['375', MOBILE],
      ['1440', DESKTOP],
    ] as const) {
      test(`${path} at ${width} px: nothing overflows, and axe finds nothing`, async ({ page }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await signInAs(page, amelia);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
        await expect.poll(() => overflowing(page), { timeout: 10_000 }).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        await expectAxeClean(page, path);
      });
    }
  }
});
