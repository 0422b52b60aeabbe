/**
 * Issue 21: search that understands what shoppers mean. A misspelt search shows what was meant with
 * 'Showing results for …' and a link that searches the text as typed; a search that finds nothing
 * offers the closest houses and models and the popular searches; a text search is ordered best match.
 * Screenshots at 375 and 1440 px go to the test output (looked at by hand, not compared).
 */
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe as describeFindings, scan, settle } from './a11y-support.ts';
import { cardNames, resultsReady } from './search-helpers.ts';
import { DESKTOP, MOBILE } from './support.ts';

async function expectAxeClean(page: Page, where: string): Promise<void> {
  await settle(page);
  // As the accessibility spec: serious and critical findings fail (a11y.spec.ts logs the rest).
  const findings = blocking(await scan(page, where));
  expect(findings, describeFindings(findings)).toEqual([]);
}

test.describe.configure({ timeout: 90_000 });

for (const viewport of [MOBILE, DESKTOP]) {
  test(`berkin shows Birkins with 'Showing results for' and the link to the exact text at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/search?product=berkin&l=50&p=1');
    await resultsReady(page);
    const line = page.locator('.search-correction');
    await expect(line).toContainText('Showing results for birkin.');
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /birkin/i.test(name))).toBe(true);
    await expect(page.locator('.search-sort__select')).toHaveValue('relevance');
    await page.locator('.search-head').screenshot({ path: testInfo.outputPath(`correction-${viewport.width}.png`), animations: 'disabled' });
    await expectAxeClean(page, `correction ${viewport.width}`);

    // The link searches the text exactly as typed: nothing is found, and suggestions are offered.
    await line.getByRole('link', { name: 'Search instead for “berkin”' }).click();
    await expect(page).toHaveURL(/product=%22berkin%22/);
    await resultsReady(page);
    await expect(page.locator('.search-correction')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Nothing found/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: 'Birkin' })).toBeVisible();
  });

  test(`a search that finds nothing offers the closest houses and models and the popular searches at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/search?product=hermxsqq&l=50&p=1');
    await resultsReady(page);
    await expect(page.getByRole('heading', { name: /Nothing found for “hermxsqq”/ })).toBeVisible();
    const closest = page.getByRole('navigation', { name: 'Did you mean' });
    await expect(closest.getByRole('link', { name: 'Hermès' })).toBeVisible();
    const popular = page.getByRole('navigation', { name: 'Popular searches' });
    await expect(popular.getByRole('link').first()).toBeVisible();
    await page.locator('.search-message').screenshot({ path: testInfo.outputPath(`zero-results-${viewport.width}.png`), animations: 'disabled' });
    await expectAxeClean(page, `zero results ${viewport.width}`);
    // A suggestion is a new search for it, in place.
    await closest.getByRole('link', { name: 'Hermès' }).click();
    await expect(page).toHaveURL(/product=Herm%C3%A8s/);
    await resultsReady(page);
    expect((await cardNames(page)).every((name) => name.startsWith('Hermès'))).toBe(true);
  });
}

test('a shopper types in Chinese from a Traditional Chinese page, or in Malay, and finds what she names (issue 26)', async ({ page }) => {
  await page.goto('/zh-hant/about-us');
  const box = page.getByRole('banner').getByRole('combobox');
  // No space between the house and the category, as Chinese is written.
  await box.fill('愛馬仕手袋');
  await box.press('Enter');
  // The search stays in the page's language (/zh-hant/search), its results region named in it.
  await page.waitForURL(/\/zh-hant\/search\?product=%E6%84%9B%E9%A6%AC%E4%BB%95%E6%89%8B%E8%A2%8B/);
  const results = page.getByRole('region', { name: '搜尋結果' });
  await expect(results).toHaveAttribute('data-status', 'done');
  const hermes = await results.getByRole('article').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(hermes.length).toBeGreaterThan(0);
  expect(hermes.filter((name) => !name.startsWith('Hermès'))).toEqual([]);
  await expect(page.locator('.search-correction')).toHaveCount(0);

  await page.goto(`/search?product=${encodeURIComponent('chanel beg tangan')}&l=50&p=1`);
  await resultsReady(page);
  const chanel = await cardNames(page);
  expect(chanel.length).toBeGreaterThan(0);
  expect(chanel.filter((name) => !name.startsWith('Chanel'))).toEqual([]);
});

test('a word the catalog lacks is left out and the page says so, on /search and /ms/search (issue 37)', async ({ page }, testInfo) => {
  const typed = 'rolex datejust diamonds';
  await page.setViewportSize(DESKTOP);
  await page.goto(`/search?product=${encodeURIComponent(typed)}&l=50&p=1`);
  await resultsReady(page);
  const line = page.locator('.search-correction');
  await expect(line).toHaveText(`No exact match for ‘${typed}’. Showing results for rolex datejust. Search instead for “${typed}”`);
  await expect(line.locator('strong')).toHaveText('rolex datejust');
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !/^Rolex .*Datejust/.test(name))).toEqual([]);
  await page.locator('.search-head').screenshot({ path: testInfo.outputPath(`dropped-${DESKTOP.width}.png`), animations: 'disabled' });
  await expectAxeClean(page, `dropped words ${DESKTOP.width}`);
  // The link searches the text as typed: every word must match, so nothing is found and suggestions are offered.
  await line.getByRole('link', { name: `Search instead for “${typed}”` }).click();
  await expect(page).toHaveURL(/product=%22rolex/);
  await resultsReady(page);
  await expect(page.locator('.search-correction')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link').first()).toBeVisible();

  // In Malay, on a phone: the line in the page's language, its link to the Malay page.
  await page.setViewportSize(MOBILE);
  await page.goto(`/ms/search?product=${encodeURIComponent(typed)}&l=50&p=1`);
  const malay = page.locator('.search-correction');
  await expect(malay).toContainText(`Tiada padanan tepat untuk ‘${typed}’. Memaparkan hasil untuk rolex datejust.`);
  const exact = malay.getByRole('link', { name: `Sebaliknya, cari “${typed}”` });
  await expect(exact).toHaveAttribute('href', /^\/ms\/search\?product=%22rolex/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.locator('.search-head').screenshot({ path: testInfo.outputPath(`dropped-ms-${MOBILE.width}.png`), animations: 'disabled' });
});
