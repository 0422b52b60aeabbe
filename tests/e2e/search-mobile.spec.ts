import { expect, test } from '@playwright/test';
import { expectScrollLocked, MOBILE, waitForIslands } from './support.ts';
import { catalog, countText, expectSamePage, markPage, resultsReady, urlParams } from './search-helpers.ts';

test.use({ viewport: MOBILE });

test.describe('phone filter panel (375 px)', () => {
  test("the top bar's filter button opens a full-screen panel; Apply changes the search and closes it", async ({ page, request }) => {
    await page.goto('/search?product=bag&l=50&p=2');
    await waitForIslands(page);
    await resultsReady(page);
    // Facets live in the panel on phones, not beside the results.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await markPage(page);

    await page.getByRole('banner').getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    // Measured once the panel has finished sliding in.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toStrictEqual({
        x: 0,
        y: 0,
        width: MOBILE.width,
        height: MOBILE.height,
      });
    await expectScrollLocked(page, true);

    await panel.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: 'Bags' }).check();
    await panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Black' }).check();
    // Choices are a draft until Apply.
    expect(urlParams(page)).toStrictEqual({ product: 'bag', l: '50', p: '2' });
    await panel.getByRole('button', { name: 'Apply (2)' }).click();

    await expect(panel).toBeHidden();
    await expectScrollLocked(page, false);
    await expect.poll(() => urlParams(page)).toStrictEqual({ product: 'bag', category: '1', color: 'black', l: '50', p: '1' });
    await resultsReady(page);
    const expected = await catalog(request, 'product=bag&category=1&color=black&l=50&p=1&currency=SGD');
    await expect(page.getByRole('main').getByText(/^[\d,]+ items?$/)).toHaveText(countText(expected.total_count));
    await expect(page.getByRole('button', { name: 'Remove filter Bags' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Black' })).toBeVisible();
    await expectSamePage(page);
  });

  test('closing without applying keeps the search; Clear all in the panel empties the draft', async ({ page }) => {
    await page.goto('/search?brand=Chanel&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: 'Chanel' })).toBeChecked();
    await panel.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: 'Women' }).check();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    expect(urlParams(page)).toStrictEqual({ brand: 'Chanel', l: '50', p: '1' });

    // The in-page Refine button opens the same panel, starting from the current search again.
    await page.getByRole('button', { name: /^Refine/ }).click();
    await expect(panel.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: 'Women' })).not.toBeChecked();
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(panel.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: 'Chanel' })).not.toBeChecked();
    await panel.getByRole('button', { name: /^Apply/ }).click();
    await expect.poll(() => urlParams(page)).toStrictEqual({ l: '50', p: '1' });
  });

  test('the search box works on phones: suggestions and Enter', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('searchHistory', JSON.stringify({ recentSearches: ['kelly'], popularSearches: [] })));
    await page.goto('/');
    await waitForIslands(page);
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await input.focus();
    await expect(page.getByRole('group', { name: 'RECENT SEARCHES' }).getByRole('option')).toHaveText(['kelly']);
    await input.fill('black bag');
    await input.press('Enter');
    await page.waitForURL('**/search?product=black+bag&l=50&p=1');
    await resultsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “black bag”');
  });
});
