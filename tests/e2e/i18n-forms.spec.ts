/**
 * Issue 26, the forms and saved searches slice: /saved-searches, /register, /reset-password and
 * /alerts/unsubscribe in Simplified Chinese, Traditional Chinese and Malay.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeShopper, signInAs, type StoredAuth } from './account-area-support.ts';
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
