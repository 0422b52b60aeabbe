/**
 * Issue 11, defect 1: whatever the shopper does before an island hydrates (search + Enter, LOG IN,
 * the menu, the store picker) ends as it would after. The islands' scripts are held back with
 * page.route, so every action below truly happens while the page is still plain HTML; the CPU runs
 * throttled as on a slow phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, waitForIslands } from './support.ts';

/** Holds every island script until the returned function is called (on this and later pages). */
async function holdIslandScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    // The page may have moved on meanwhile; its requests are gone then.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    // The held module scripts also hold back the document's load: wait for it, then for hydration.
    await page.waitForLoadState('load');
    await waitForIslands(page);
  };
}

async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

// Module scripts are held, so neither DOMContentLoaded nor load fires: navigations wait for 'commit'
// and the locators wait for the elements.

/** True while no island of the page has hydrated yet. */
function islandsAsleep(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelectorAll('astro-island:not([ssr])').length === 0);
}

test('four quick searches from / before the search box hydrates all reach RECENT SEARCHES', async ({ page }) => {
  test.setTimeout(90_000);
  await throttleCpu(page, 4);
  const wake = await holdIslandScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const terms = ['kelly', 'flap bag', 'loafers', 'tank watch'];
  for (const term of terms) {
    const box = page.getByRole('banner').getByPlaceholder('Search keywords, eg. black bag');
    await box.fill(term);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('product')).toBe(term);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await islandsAsleep(page)).toBe(true);
  }
  await wake();

  const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('searchHistory') ?? '{}') as { recentSearches?: string[] }).recentSearches);
  expect(stored?.slice(0, 4)).toEqual([...terms].reverse());
  await page.getByRole('banner').getByPlaceholder('Search keywords, eg. black bag').click();
  const recent = page.getByRole('group', { name: 'RECENT SEARCHES' });
  await expect(recent.getByRole('option')).toHaveText(['tank watch', 'loafers', 'flap bag']);
});

test('LOG IN tapped before the top bar hydrates opens the Log in dialog', async ({ page }) => {
  await throttleCpu(page, 4);
  const wake = await holdIslandScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'LOG IN' }).click();
  expect(await islandsAsleep(page)).toBe(true);
  await wake();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test.describe('phones', () => {
  test.use({ viewport: MOBILE });

  test('the menu tapped before hydration opens the drawer', async ({ page }) => {
    const wake = await holdIslandScripts(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await islandsAsleep(page)).toBe(true);
    await wake();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('the store picker tapped before hydration opens the popup', async ({ page }) => {
    const wake = await holdIslandScripts(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /SGD/ }).click();
    expect(await islandsAsleep(page)).toBe(true);
    await wake();
    await expect(page.getByLabel('Currency', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Store Location', { exact: true })).toBeVisible();
  });
});
