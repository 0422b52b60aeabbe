/**
 * Issue 26, the account slice: /search's 'Save search', the top bar's search box and 'Others' link,
 * the favourite hearts, and signing in (its toasts, the way back, the activation link) in the page's language.
 */
import { expect, test, type Page } from '@playwright/test';
import { activeShopper, signInAs } from './account-area-support.ts';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { createActiveAccount, linkIn, mailTo, PASSWORD, signInThroughPopup, uniqueEmail, waitForAuthEmulator } from './accounts-helpers.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** The results region (named in the page's language) shows finished results. */
async function resultsReady(page: Page): Promise<void> {
  await expect(page.locator('section.search-results')).toHaveAttribute('data-status', 'done');
}

test.describe("/search's remaining words in the shopper's language", () => {
  test.use({ viewport: DESKTOP });

  test("'Save search' in Simplified Chinese: the dialog, its validation and the toast", async ({ page, request }) => {
    await signInAs(page, (await activeShopper(request, 'zh-save')).auth);
    await page.goto('/zh-hans/search?product=bag&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    await page.getByRole('button', { name: '保存搜索' }).click();
    const dialog = page.getByRole('dialog', { name: '保存此搜索' });
    await expect(dialog.getByText('您可以在“已保存的搜索”中再次找到它')).toBeVisible();
    await dialog.getByLabel('名称').fill('   ');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialog.getByText('请为此搜索命名。')).toBeVisible();
    await dialog.getByLabel('名称').fill('黑色手袋');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('搜索已保存')).toBeVisible();
    await expect(page.getByText('“黑色手袋”已加入您已保存的搜索。')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看已保存的搜索' })).toBeVisible();
  });

  test("a guest's 'Save search' dialog in Malay asks to log in", async ({ page }) => {
    await page.goto('/ms/search?product=bag&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    await page.getByRole('button', { name: 'Simpan carian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simpan carian ini' });
    await expect(dialog.getByRole('button', { name: 'Log masuk untuk simpan' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
  });

  test("the top bar's search box and 'Others' link, and the hearts, in Traditional Chinese and Malay", async ({ page }) => {
    await page.goto('/zh-hant/search?product=bag&l=50&p=1');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox', { name: '搜尋貨品' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: '快速連結' }).getByRole('link', { name: '其他品牌' })).toHaveAttribute('href', /^\/zh-hant\/search\?/);
    await resultsReady(page);
    await expect(page.getByRole('button', { name: '加入我的最愛' }).first()).toBeVisible();

    await page.goto('/ms/search?product=bag&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    const heart = page.getByRole('button', { name: 'Tambah ke kegemaran' }).first();
    await heart.click();
    await expect(page.getByRole('button', { name: 'Buang daripada kegemaran' }).first()).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(0);
  });

  test('a heart that cannot be saved says so in Malay', async ({ page, request }) => {
    await signInAs(page, (await activeShopper(request, 'ms-heart')).auth);
    await page.route('**/v1/favourites/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
    await page.goto('/ms/search?product=bag&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    await page.getByRole('button', { name: 'Tambah ke kegemaran' }).first().click();
    await expect(page.getByText('Tidak dapat menambah ke kegemaran')).toBeVisible();
  });

  test("the home carousels' hearts in Traditional Chinese", async ({ page }) => {
    await page.goto('/zh-hant');
    await expect(page.getByRole('button', { name: '加入我的最愛' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);
  });
});

test.describe("/settings in the shopper's language", () => {
  test.use({ viewport: DESKTOP });

  test('a signed-in shopper on /zh-hans/settings sees Simplified Chinese, is told of a wrong number, and saves with the toast in Chinese', async ({
    page,
    request,
  }) => {
    await signInAs(page, (await activeShopper(request, 'zh-settings')).auth);
    await page.goto('/zh-hans/settings');
    await waitForIslands(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(main.getByText('我的账户')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '个人资料' })).toBeVisible();
    await expect(main.getByLabel('性别')).toBeVisible();
    await expect(main.getByLabel('提醒邮件').locator('option:checked')).toHaveText(/每天|每周|关闭/);
    await expect(main.getByRole('link', { name: '已保存的搜索' })).toHaveAttribute('href', '/zh-hans/saved-searches');

    await main.getByLabel('姓名').fill('');
    await main.getByLabel('手机号码', { exact: true }).fill('12');
    await page.getByRole('button', { name: '保存更改' }).click();
    await expect(main.getByText('此项为必填项').first()).toBeVisible();
    await expect(main.getByText('手机号码格式不正确')).toBeVisible();

    await main.getByLabel('姓名').fill('林美玲');
    await main.getByLabel('手机号码', { exact: true }).fill('');
    await main.getByLabel('性别').selectOption('W');
    await page.getByRole('button', { name: '保存更改' }).click();
    await expect(page.getByText('资料已保存。')).toBeVisible();
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('main').getByLabel('姓名')).toHaveValue('林美玲');

    await page.getByRole('button', { name: '删除账户' }).click();
    const dialog = page.getByRole('dialog', { name: '删除账户' });
    await expect(dialog.getByText('确定要删除您的账户吗？')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a guest on /ms/settings is sent to the Malay access-denied page, with the way back', async ({ page }) => {
    await page.goto('/ms/settings');
    await expect(page).toHaveURL(/\/ms\/access-denied\?re=%2Fms%2Fsettings$/);
  });

  test('/ms/settings names its languages, and the language choice keeps the page', async ({ request }) => {
    const answer = await request.get('/ms/settings');
    const html = await answer.text();
    expect(html).toContain('hreflang="zh-Hant"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const english = await (await request.get('/settings')).text();
    expect(english).toContain('hreflang="ms" href="http');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/settings');
    const choice = await request.get('/language/zh-hant?from=%2Fms%2Fsettings', { maxRedirects: 0 });
    expect(choice.headers().location).toMatch(/\/zh-hant\/settings$/);
  });

  test('/ms/settings at 375 px: nothing overflows, and axe finds nothing', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(MOBILE);
    await signInAs(page, (await activeShopper(request, 'ms-settings')).auth);
    await page.goto('/ms/settings');
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'SIMPAN PERUBAHAN' })).toBeVisible();
    const overflowing = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
    await expect.poll(overflowing, { timeout: 10_000 }).toEqual([]);
    await page.screenshot({ path: '/tmp/pw-issue-26c/ms-settings-375.png', fullPage: true });
    await settle(page);
    const findings = blocking(await scan(page, '/ms/settings'));
    expect(findings, describe(findings)).toEqual([]);
  });
});

test.describe("signing in in the shopper's language (issue 26): toasts, the way back, the activation link, social sign-in", () => {
  test.use({ viewport: DESKTOP });

  test('a wrong password on /zh-hant says so in Traditional Chinese; the right one returns to /zh-hant/settings', async ({ page, request }) => {
    const email = uniqueEmail('hant-login');
    await createActiveAccount(request, { email });
    await page.goto('/zh-hant/settings');
    await expect(page).toHaveURL(/\/zh-hant\/access-denied\?re=%2Fzh-hant%2Fsettings$/);
    await page.goto('/zh-hant/access-denied?re=%2Fzh-hant%2Fsettings&login=1');
    await waitForIslands(page);
    const dialog = page.getByRole('dialog', { name: '登入' });
    await dialog.getByLabel('電郵地址').fill(email);
    await dialog.getByLabel('密碼').fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: '登入', exact: true }).click();
    const toasts = page.getByRole('region', { name: '通知' });
    await expect(toasts.getByRole('alert')).toContainText('未能登入');
    await expect(toasts.getByRole('alert')).not.toContainText('Cannot login');
    // The toaster's own labels too (the open dialog keeps the page behind it out of reach).
    await expect(toasts.locator('.toast__close')).toHaveAttribute('aria-label', '關閉');

    await dialog.getByLabel('密碼').fill(PASSWORD);
    await dialog.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/zh-hant\/settings$/, { timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  });

  test('the activation link of an account registered in Traditional Chinese lands on /zh-hant, says so in it and opens its login dialog', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('hant-activate');
    const registered = await request.post('/api/v2/users/register', {
      data: { full_name: 'Mei Ling', email, mobile: '91234567', phone_code: '+65', password: PASSWORD, password_confirmation: PASSWORD },
      headers: { Cookie: 'shopper_lang=zh-hant' },
    });
    expect(registered.status()).toBe(201);
    // Opened in a browser that has chosen no language: the account's language leads.
    await page.goto(linkIn(await mailTo(request, email, /Reluxe/), /\/activate\?token=/));
    await expect(page).toHaveURL(/\/zh-hant\?(login=1)?$/);
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: '通知' }).getByRole('status')).toContainText('你的帳戶已啟用');
    await expect(page.getByRole('region', { name: '通知' })).toContainText('請登入以繼續。');
    await expect(page.getByRole('dialog', { name: '登入' })).toBeVisible();
  });

  test('a social sign-in the store refuses on /ms says so in Malay and continues on /ms/register', async ({ page, request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
    await page.goto('/ms?login=1');
    await waitForIslands(page);
    const dialog = page.getByRole('dialog', { name: 'Log masuk' });
    await expect(dialog).toBeVisible();
    const relay = `${uniqueEmail('ms-hidden').split('@')[0] ?? 'hidden'}@privaterelay.appleid.com`;
    await signInThroughPopup(page, () => dialog.getByRole('button', { name: 'Apple', exact: true }).click(), { email: relay, name: 'Nur Aisyah' });
    const toasts = page.getByRole('region', { name: 'Pemberitahuan' });
    await expect(toasts).toContainText('Akses Ditolak', { timeout: 20_000 });
    await expect(toasts).toContainText('Kami tidak dapat mendapatkan alamat e-mel anda daripada Apple. Sila buat akaun dengan alamat e-mel anda.');
    await expect(page).toHaveURL(/\/ms\/register\?date=\d+$/, { timeout: 20_000 });
    await waitForIslands(page);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Lengkapkan pendaftaran anda' })).toBeVisible();
  });

  test('Facebook refused for an address that signs in with Google, on /ms: the warning and the join confirmation in Malay', async ({ page, request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
    const email = uniqueEmail('ms-join');
    const loginWith = (provider: string) => () => page.getByRole('dialog', { name: 'Log masuk' }).getByRole('button', { name: provider, exact: true }).click();
    // Google first: the provider now knows the address (the store asks for the missing details on /ms/register).
    await page.goto('/ms?login=1');
    await waitForIslands(page);
    await signInThroughPopup(page, loginWith('Google'), { email, name: 'Siti Rahman' });
    await expect(page).toHaveURL(/\/ms\/register\?date=\d+$/, { timeout: 20_000 });
    // Facebook does not vouch for the address, so the provider refuses it as a second way in.
    await page.goto('/ms?login=1');
    await waitForIslands(page);
    await signInThroughPopup(page, loginWith('Facebook'), { email, name: 'Siti R.', emailVerified: false });
    await expect(page.getByRole('region', { name: 'Pemberitahuan' })).toContainText(
      'Anda pernah log masuk dengan akaun Google anda di bawah alamat e-mel yang sama.',
      { timeout: 20_000 },
    );
    const confirm = page.getByRole('dialog', { name: 'Pengesahan' });
    await expect(confirm.getByText('Adakah anda ingin menggabungkan akaun-akaun ini?')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Ya, gabungkan akaun' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Tutup' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toHaveCount(0);
  });
});
