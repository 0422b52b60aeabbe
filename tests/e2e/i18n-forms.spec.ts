/**
 * Issue 26, the forms and saved searches slice: /saved-searches, /register, /reset-password and
 * /alerts/unsubscribe in Simplified Chinese, Traditional Chinese and Malay. The three forms are
 * rendered on the server and hydrated when used: a guest's first load carries no framework code and
 * stays within the 50 KB budget (measured as tests/e2e/first-load-budget.spec.ts does), and what is
 * typed before React arrives is kept.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { measureFirstLoadScripts } from '../../src/cli/bench/js-bytes.ts';
import { activeShopper, signInAs, type StoredAuth } from './account-area-support.ts';
import { linkIn, mailTo, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { blocking, describe, scan, settle } from './a11y-support.ts';
import { DESKTOP, MOBILE, waitForIslands } from './support.ts';

test.describe.configure({ timeout: 90_000 });

const SHOTS = '/tmp/shots-issue-28f';

function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

async function saveSearch(request: APIRequestContext, auth: StoredAuth, name: string, query: Record<string, unknown>): Promise<void> {
  const answer = await request.post('/api/v1/saved-searches', { data: { name, query }, headers: { Authorization: `Bearer ${auth.token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A shopper with two saved searches: one narrowed and sorted, one that narrows nothing. */
async function shopperWithSearches(request: APIRequestContext, label: string): Promise<StoredAuth> {
  const { auth } = await activeShopper(request, label);
  await saveSearch(request, auth, 'Hermès bags', { brand: ['Hermès'], category: [1], gender: ['W'], sort: 'price_asc' });
  await saveSearch(request, auth, 'Everything', { deal: true });
  return auth;
}

function savedRow(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test.describe('/saved-searches in the shopper’s language', () => {
  test.use({ viewport: DESKTOP });

  test('signed in, in Simplified Chinese: summaries, links, rename and delete', async ({ page, request }) => {
    await signInAs(page, await shopperWithSearches(request, 'zh-saved'));
    await page.goto('/zh-hans/saved-searches');
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '已保存的搜索' })).toBeVisible();
    await expect(main.getByText('我的账户')).toBeVisible();
    await expect(main.getByText('新单品从您上次打开每个搜索时开始计算。')).toBeVisible();
    const bags = savedRow(page, 'Hermès bags');
    await expect(bags.locator('.saved-search__summary')).toHaveText('Hermès · 手袋 · 女士 · 按“价格：由低到高”排序');
    await expect(savedRow(page, 'Everything').locator('.saved-search__summary')).toHaveText('今日特惠');
    await expect(bags.getByRole('link', { name: 'Hermès bags' })).toHaveAttribute('href', /^\/zh-hans\/search\?/);
    await expect(main.getByRole('link', { name: '可在“设置”中选择每日、每周或关闭' })).toHaveAttribute('href', '/zh-hans/settings');

    await bags.getByRole('button', { name: '重命名“Hermès bags”' }).click();
    await bags.getByLabel('新名称').fill('  ');
    await bags.getByRole('button', { name: '保存名称' }).click();
    await expect(bags.getByText('请为此搜索命名。')).toBeVisible();
    await bags.getByLabel('新名称').fill('爱马仕手袋');
    await bags.getByRole('button', { name: '保存名称' }).click();
    await expect(page.getByText('已重命名此搜索')).toBeVisible();

    const renamed = savedRow(page, '爱马仕手袋');
    await renamed.getByRole('button', { name: '删除“爱马仕手袋”' }).click();
    const dialog = page.getByRole('dialog', { name: '删除已保存的搜索' });
    await expect(dialog.getByText('确定要删除“爱马仕手袋”吗？')).toBeVisible();
    await dialog.getByRole('button', { name: '是的，删除' }).click();
    await expect(page.getByText('已删除此搜索')).toBeVisible();
    await expect(renamed).toHaveCount(0);
    await expect(main.getByText(/Sorted by|All pieces|Rename|Delete/)).toHaveCount(0);
  });

  test('a guest goes to the language’s access-denied page', async ({ page }) => {
    await page.goto('/ms/saved-searches');
    await expect(page).toHaveURL(/\/ms\/access-denied\?re=%2Fms%2Fsaved-searches$/);
  });

  test('no saved searches yet, in Traditional Chinese: the empty state leads to the search in the language', async ({ page, request }) => {
    await signInAs(page, (await activeShopper(request, 'zh-empty')).auth);
    await page.goto('/zh-hant/saved-searches');
    await waitForIslands(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '尚未有已儲存的搜尋' })).toBeVisible();
    await expect(main.getByRole('link', { name: '開始搜尋' })).toHaveAttribute('href', '/zh-hant/search?l=50&p=1');
  });
});

test.describe('/ms/saved-searches on a phone and a desktop', () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`at ${name} px: Malay summaries, nothing overflows, and axe finds nothing`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signInAs(page, await shopperWithSearches(request, `ms-saved-${name}`));
      await page.goto('/ms/saved-searches');
      await waitForIslands(page);
      await expect(savedRow(page, 'Hermès bags').locator('.saved-search__summary')).toHaveText(
        'Hermès · Beg · Wanita · Disusun mengikut harga: rendah ke tinggi',
      );
      await expect.poll(() => overflowing(page), { timeout: 10_000 }).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/ms-saved-searches-${name}.png`, fullPage: name === '1440' });
      await settle(page);
      const findings = blocking(await scan(page, '/ms/saved-searches'));
      expect(findings, describe(findings)).toEqual([]);
    });
  }
});

const BUDGET_GZIP_BYTES = 50 * 1024;

/** Nothing of React is there yet: every client:interaction island still sleeps, and no renderer was fetched. */
async function expectNoFrameworkYet(page: Page, scripts: string[]): Promise<void> {
  expect(await page.evaluate(() => document.querySelectorAll('astro-island[client="interaction"]:not([ssr])').length)).toBe(0);
  expect(scripts.filter((path) => /\/client\.|RegisterPage|ResetPasswordPage|AlertsUnsubscribe/.test(path))).toStrictEqual([]);
}

/** The first load of `path`, measured by the budget's own counter, within the budget and without the framework. */
async function firstLoadWithinBudget(page: Page, baseURL: string | undefined, path: string): Promise<void> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const measured = await measureFirstLoadScripts(page, `${baseURL}${path}`);
  console.log(`first load of ${path}: ${measured.gzipBytes} bytes gzip in ${measured.scripts} scripts`);
  expect(measured.gzipBytes, `${path}: ${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  await expectNoFrameworkYet(page, scripts);
}

/** Console errors of the page (a hydration mismatch is one): the budget is zero. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a guest’s first load of the account forms', () => {
  test.use({ viewport: MOBILE });
  for (const path of [
    '/register',
    '/reset-password',
    '/reset-password?token=x',
    '/alerts/unsubscribe?token=x',
    '/ms/register',
    '/zh-hant/reset-password?token=x',
    '/ms/alerts/unsubscribe?token=x',
  ]) {
    test(`${path} stays within ${BUDGET_GZIP_BYTES} bytes of JavaScript (gzip), with no framework code`, async ({ page, baseURL }) => {
      await firstLoadWithinBudget(page, baseURL, path);
    });
  }
});

test.describe('/register in Malay', () => {
  test.use({ viewport: MOBILE });

  test('typed before React arrives, registered, the activation notice and resend in Malay, then the mailed link activates', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const errors = consoleErrors(page);
    // A guest who chose Malay: the new account, and its activation mail, start in it.
    await context.addCookies([{ name: 'shopper_lang', value: 'ms', url: baseURL ?? '' }]);
    await firstLoadWithinBudget(page, baseURL, '/ms/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Buka akaun anda' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Daftar dengan e-mel' })).toBeVisible();
    // The home code shows before the form hydrates (the countries arrived; the island still sleeps).
    await expect(main.getByLabel('Kod telefon')).toHaveValue('+65');
    await expect(main.locator('astro-island[client="interaction"][ssr] form')).toHaveCount(1);

    // Typed at once: the first field wakes the island, the rest goes in while React loads.
    const email = uniqueEmail('ms-register');
    await main.getByLabel('Nama penuh').fill('Nur Aisyah');
    await main.getByLabel('E-mel').fill(email);
    await main.getByLabel('Telefon bimbit', { exact: true }).fill('9123 4567');
    await main.getByLabel('Kata laluan', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Sahkan kata laluan').fill(PASSWORD);
    await main.getByRole('button', { name: 'DAFTAR', exact: true }).click();

    await expect(main.getByText('Semak e-mel anda')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(`Kami telah menghantar pautan pengaktifan ke ${email}.`)).toBeVisible();
    await main.getByRole('button', { name: 'Hantar semula e-mel' }).click();
    await expect(page.getByText('E-mel pengesahan telah dihantar')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Log masuk', exact: true })).toBeVisible();

    const activation = linkIn(await mailTo(request, email, /Reluxe/), /\/activate\?token=/);
    const activated = await request.get(activation, { maxRedirects: 0 });
    expect(activated.status()).toBe(302);
    expect(activated.headers()['location']).toContain('activated=1');
    expect(errors).toEqual([]);
  });

  test('its validation messages in Malay', async ({ page }) => {
    await page.goto('/ms/register');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Kod telefon')).toHaveValue('+65');
    const submit = main.getByRole('button', { name: 'DAFTAR', exact: true });
    await submit.click();
    await expect(main.getByText('Ruangan ini wajib diisi')).toHaveCount(5, { timeout: 20_000 });
    await main.getByLabel('E-mel').fill('not-an-email');
    await main.getByLabel('Telefon bimbit', { exact: true }).fill('12');
    await main.getByLabel('Kata laluan', { exact: true }).fill('short');
    await main.getByLabel('Sahkan kata laluan').fill('other');
    await submit.click();
    await expect(main.getByText('E-mel tidak sah')).toBeVisible();
    await expect(main.getByText('Nombor telefon bimbit tidak sah')).toBeVisible();
    await expect(main.getByText('Kata laluan mestilah sekurang-kurangnya 6 aksara')).toBeVisible();
    await expect(main.getByText('Kata laluan tidak sepadan')).toBeVisible();
    await expect(main.getByText(/This field is required|not valid|do not match/)).toHaveCount(0);
  });
});

test.describe('/reset-password in Traditional Chinese', () => {
  test.use({ viewport: MOBILE });

  test('the mail of a zh-Hant profile opens /zh-hant/reset-password; a new password typed before React arrives is set', async ({ page, request, baseURL }) => {
    const errors = consoleErrors(page);
    const { email, auth } = await activeShopper(request, 'zh-reset');
    const language = await request.patch('/api/v1/users/me', { data: { language: 'zh-Hant' }, headers: { Authorization: `Bearer ${auth.token}` } });
    expect(language.ok()).toBe(true);
    expect((await request.post('/api/v2/forgot-password', { data: { email } })).ok()).toBe(true);
    const link = new URL(linkIn(await mailTo(request, email, /密碼/), /reset-password\?token=/));
    expect(link.pathname).toBe('/zh-hant/reset-password');

    await firstLoadWithinBudget(page, baseURL, `${link.pathname}${link.search}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '設定新密碼' })).toBeVisible();
    await expect(main.getByText('這個連結不完整')).toBeHidden();
    await main.getByLabel('新密碼', { exact: true }).fill('short');
    await main.getByLabel('確認新密碼').fill('other');
    await main.getByRole('button', { name: '重設密碼' }).click();
    await expect(main.getByText('密碼最少要有 6 個字元')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('兩次輸入的密碼不相同')).toBeVisible();
    await main.getByLabel('新密碼', { exact: true }).fill(`${PASSWORD}-new`);
    await main.getByLabel('確認新密碼').fill(`${PASSWORD}-new`);
    await main.getByRole('button', { name: '重設密碼' }).click();
    await expect(main.getByRole('heading', { name: '你的密碼已重設' })).toBeVisible();
    await expect(main.getByRole('button', { name: '登入' })).toBeVisible();
    const login = await request.post('/api/login', { data: { username: email, password: `${PASSWORD}-new`, uuid: crypto.randomUUID() } });
    expect(login.status()).toBe(200);
    expect(errors).toEqual([]);
  });

  test('a typed password is kept when the first press comes before React: it is replayed once the form wakes', async ({ page, request }) => {
    const { email, auth } = await activeShopper(request, 'zh-reset-early');
    await request.patch('/api/v1/users/me', { data: { language: 'zh-Hant' }, headers: { Authorization: `Bearer ${auth.token}` } });
    expect((await request.post('/api/v2/forgot-password', { data: { email } })).ok()).toBe(true);
    const link = new URL(linkIn(await mailTo(request, email, /密碼/), /reset-password\?token=/));
    // React's code is held back until both fields are typed and the button is pressed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/ResetPasswordPage|\/client\./, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${link.pathname}${link.search}`);
    const main = page.getByRole('main');
    await main.getByLabel('新密碼', { exact: true }).fill(`${PASSWORD}-early`);
    await main.getByLabel('確認新密碼').fill(`${PASSWORD}-early`);
    await main.getByRole('button', { name: '重設密碼' }).click();
    await expect(main.locator('astro-island[client="interaction"][ssr] form')).toHaveCount(1);
    release();
    await expect(main.getByRole('heading', { name: '你的密碼已重設' })).toBeVisible({ timeout: 20_000 });
    const login = await request.post('/api/login', { data: { username: email, password: `${PASSWORD}-early`, uuid: crypto.randomUUID() } });
    expect(login.status()).toBe(200);
  });

  test('without a token, the page says so in the language before it wakes', async ({ page }) => {
    await page.goto('/zh-hant/reset-password');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '這個連結不完整' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '設定新密碼' })).toBeHidden();
    await expect(main.getByRole('button', { name: '忘記密碼？' })).toBeVisible();
  });
});

test.describe('/alerts/unsubscribe in Malay', () => {
  test.use({ viewport: MOBILE });

  test('a link without its token says so; a tampered one is refused in Malay', async ({ page, baseURL }) => {
    await page.goto('/ms/alerts/unsubscribe');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'E-mel makluman' })).toBeVisible();
    await expect(main.getByText('Pautan ini tidak lengkap. Matikan makluman dalam tetapan anda.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Matikan e-mel makluman' })).toBeHidden();

    await firstLoadWithinBudget(page, baseURL, '/ms/alerts/unsubscribe?token=1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(main.getByText('Hentikan e-mel tentang penurunan harga')).toBeVisible();
    await main.getByRole('button', { name: 'Matikan e-mel makluman' }).click();
    await expect(main.getByRole('heading', { name: 'Kami tidak dapat mematikan makluman' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('Pautan ini tidak sah atau telah tamat tempoh. Matikan makluman dalam tetapan anda.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pergi ke tetapan' })).toHaveAttribute('href', '/ms/settings');
  });
});

test.describe('the account forms in Malay and Traditional Chinese on a phone and a desktop', () => {
  for (const path of ['/ms/register', '/zh-hant/reset-password?token=x', '/ms/alerts/unsubscribe?token=x']) {
    for (const [name, viewport] of [
      ['375', MOBILE],
      ['1440', DESKTOP],
    ] as const) {
      test(`${path} at ${name} px: nothing overflows, and axe finds nothing`, async ({ page }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForIslands(page);
        await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
        await expect.poll(() => overflowing(page), { timeout: 10_000 }).toEqual([]);
        const file = path.replace(/[/?=]+/g, '-').replace(/^-/, '');
        await page.screenshot({ path: `${SHOTS}/${file}-${name}.png`, fullPage: name === '1440' });
        await settle(page);
        const findings = blocking(await scan(page, path));
        expect(findings, describe(findings)).toEqual([]);
      });
    }
  }
});
