/**
 * Issue 12: /search rendered at the edge. The HTML the server sends holds the first page (heading,
 * count, chosen filters, sort, cards in the shopper_prefs currency); the island hydrates from the
 * embedded answers without asking again and without replacing the cards; afterwards filters, sort
 * and pages work as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { SHOPPER_PREFS_COOKIE } from '../../src/lib/config/shopper-prefs-cookie.ts';
import { cardPrice } from '../../src/lib/catalog/deal.ts';
import { isSold } from '../../src/lib/catalog/product-banner.ts';
import { formatPrice } from '../../src/lib/format/money.ts';
import { cardNames, catalog, countText, names, resultsReady, urlParams } from './search-helpers.ts';
import { pageAtRest, waitForIslands, wakeIslandOf } from './support.ts';
import { cardLabels, unescapeHtml } from '../edge-html.ts';

test.describe.configure({ timeout: 90_000 });

const USD_GLOBAL = {
  currency: { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' },
  location: { id: 3, country: 'Hong Kong', country_code: 'HK' },
  isDownloadPopup: false,
  isDownloadBanner: false,
};

const decode = unescapeHtml;

test('the served HTML (no JavaScript) holds heading, count, chosen filters, sort and the first cards in the cookie currency', async ({ request }) => {
  const res = await request.get('/search?product=bag&brand=Chanel&sort=price_desc&l=50&p=1', {
    headers: { Cookie: `${SHOPPER_PREFS_COOKIE}=USD.3` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await res.text();
  const expected = await catalog(request, 'product=bag&brand=Chanel&sort=price_desc&l=50&p=1&currency=USD');
  expect(expected.data.length).toBeGreaterThan(0);
  expect(html).toContain('<h1 class="search-head__title">Results for “bag”</h1>');
  expect(html).toMatch(new RegExp(`<p class="search-head__count" aria-live="polite">${countText(expected.total_count).source.slice(1, -1)}</p>`));
  expect(html).toContain('aria-label="Remove filter Chanel"');
  expect(html).toContain('<option value="price_desc" selected="">Price: high to low</option>');
  const cards = cardLabels(html).map(decode);
  expect(cards).toStrictEqual(names(expected));
  // Every card's amount in US dollars, as the island prints it.
  const results = html.slice(html.indexOf('<section class="search-results"'));
  for (const item of expected.data) {
    expect(item.currency).toBe('USD');
    expect(results).toContain(formatPrice(isSold(item) ? (item.sold_price ?? 0) : cardPrice(item, Date.now()).price, 'US$'));
  }
  expect(results).not.toMatch(/[^U]S\$/);
  expect(html).toContain('<title>Results for “bag” | Reluxe</title>');
});

/** Watches the results from the first byte: any card or grid taken out of the page is a flash. */
async function watchForReplacedCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removedCards: string[] }).__removedCards = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.product-grid, .product-card, .product-grid__item, .search-results') || node.querySelector('.product-card'))
            removed.push(node.className || node.tagName);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('hydration asks nothing for the first page, keeps the very same cards, and logs no error', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: SHOPPER_PREFS_COOKIE, value: 'USD.3', url: baseURL ?? '' }]);
  await page.addInitScript((global) => localStorage.setItem('global', JSON.stringify(global)), USD_GLOBAL);
  await watchForReplacedCards(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/inventories') searches.push(url.pathname + url.search);
  });

  // Hold the island's code until the served cards are marked, so "the same cards" is checked on the nodes themselves.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SearchResults\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/search?product=bag&l=50&p=1');
  const served = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('.search-results article.product-card')];
    (window as unknown as { __servedCards: Element[] }).__servedCards = cards;
    return cards.length;
  });
  expect(served).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toContainText('US$');
  release();
  await waitForIslands(page);
  // The island sleeps on the served page (a guest, nothing to re-render): focus inside wakes it.
  await expect(page.locator('#search-root > astro-island')).toHaveAttribute('ssr', '');
  await wakeIslandOf(page.getByRole('combobox', { name: 'Sort by' }));
  await resultsReady(page);
  // Hydrated: the island answers clicks (the sort select is React's now) and the cards are the served nodes.
  const same = await page.evaluate(() => {
    const before = (window as unknown as { __servedCards: Element[] }).__servedCards;
    const after = [...document.querySelectorAll('.search-results article.product-card')];
    return before.length === after.length && before.every((card, index) => card === after[index] && card.isConnected);
  });
  expect(same).toBe(true);
  await pageAtRest(page);
  expect(await page.evaluate(() => (window as unknown as { __removedCards: string[] }).__removedCards)).toStrictEqual([]);
  expect(searches).toStrictEqual([]);
  expect(errors).toStrictEqual([]);

  // After hydration the island works as before: sort, then the next page, each one request.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect.poll(() => urlParams(page)).toStrictEqual({ product: 'bag', sort: 'price_asc', l: '50', p: '1' });
  await resultsReady(page);
  await expect.poll(() => searches.length).toBe(1);
  expect(new URL(searches[0] ?? '', 'http://x').searchParams.get('currency')).toBe('USD');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  if ((await pagination.count()) > 0) {
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => urlParams(page).p).toBe('2');
    await resultsReady(page);
  }
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: 'Category' })
    .getByRole('checkbox', { name: 'Bags', exact: true })
    .check();
  await expect.poll(() => urlParams(page)).toStrictEqual({ product: 'bag', category: '1', sort: 'price_asc', l: '50', p: '1' });
  await resultsReady(page);
  await expect(page.getByRole('button', { name: 'Remove filter Bags' })).toBeVisible();
  expect(errors).toStrictEqual([]);
});

test('a query the catalog refuses: the island’s message in the served page, then its toast and Retry', async ({ page, request }) => {
  const served = await (await request.get('/search?brand=Nope&l=50&p=1')).text();
  expect(served).toContain('We couldn’t load these pieces.');
  expect(served).toContain('Unknown brand');
  await page.goto('/search?brand=Nope&l=50&p=1');
  await waitForIslands(page);
  await expect(page.getByText('Cannot search')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load these pieces.' });
  await expect(alert).toContainText('Unknown brand');
  await page.getByRole('button', { name: 'Remove filter Nope' }).click();
  await expect.poll(() => urlParams(page)).toStrictEqual({ l: '50', p: '1' });
  await resultsReady(page);
  expect(await cardNames(page)).toStrictEqual(names(await catalog(request, 'l=50&p=1&currency=SGD')));
});

test.describe('the results island wakes by itself when its HTML is not what this shopper should see', () => {
  test('a page priced with a stale currency cookie is re-priced in the stored choice', async ({ page, context, baseURL }) => {
    // The cookie says euros, the shopper's stored choice is US dollars (storage restored, another tab).
    await context.addCookies([{ name: SHOPPER_PREFS_COOKIE, value: 'EUR.0', url: baseURL ?? '' }]);
    await page.addInitScript((global) => localStorage.setItem('global', JSON.stringify(global)), USD_GLOBAL);
    await page.goto('/search?product=bag&l=50&p=1');
    await expect(page.locator('html')).toHaveAttribute('data-wake', /\brepriced\b/);
    const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
    await expect(first).toContainText('US$');
    await expect(page.locator('#search-root > astro-island')).not.toHaveAttribute('ssr');
  });

  test('a guest with favourites on this device sees their hearts filled', async ({ page, request }) => {
    const top = (await catalog(request, 'product=bag&l=1&p=1')).data[0];
    if (!top) throw new Error('no piece for "bag"');
    await page.addInitScript((id) => {
      localStorage.setItem(
        'favourites',
        JSON.stringify({ guest: [{ id, saved_at: new Date().toISOString(), saved_price: 1, currency: 'SGD' }], owner: null, account: [] }),
      );
    }, top.id);
    await page.goto('/search?product=bag&l=50&p=1');
    const card = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article', { name: `${top.brand} ${top.model}` })
      .first();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a first-time guest gets the served page and no framework code until they use it', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/search?product=bag&l=50&p=1');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#search-root > astro-island')).toHaveAttribute('ssr', '');
    expect(scripts.filter((path) => path.includes('SearchResults'))).toStrictEqual([]);
    // A page link of the sleeping island is a plain link: the next page arrives rendered at the edge.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => urlParams(page).p).toBe('2');
    await resultsReady(page);
    expect(await cardNames(page)).toStrictEqual(names(await catalog(request, 'product=bag&l=50&p=2&currency=SGD')));
    await expect(page.locator('#search-root > astro-island')).toHaveAttribute('ssr', '');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('group', { name: 'Category' })
      .getByRole('checkbox', { name: 'Bags', exact: true })
      .check();
    await expect.poll(() => urlParams(page).category).toBe('1');
    await resultsReady(page);
    await expect(page.getByRole('button', { name: 'Remove filter Bags' })).toBeVisible();
  });
});
