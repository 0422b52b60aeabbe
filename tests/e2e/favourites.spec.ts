/**
 * Favourites (issue 14): hearts on cards and the product page, /favourites for guests, the merge on
 * login, the same favourites on a second device, 'Price dropped' and 'Sold' after the catalog changes,
 * rollback with a toast when the call fails, and a backend without the calls.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { productHref } from '../../src/lib/catalog/product-links.ts';
import type { ProductCard } from '../../src/lib/contract/catalog.ts';
import type { FavouritesPage } from '../../src/lib/contract/favourites.ts';
import { createActiveAccount, openLoginDialog, PASSWORD, submitLogin, uniqueEmail } from './accounts-helpers.ts';
import { price } from './browse-helpers.ts';
import { piecesToHeart } from './favourites-support.ts';
import { changeLocalDb, seedAuthRecord, waitForIslands } from './support.ts';

// Seeded pieces can share a house and model, so a card is found by its link to the piece.
const cardOf = (page: Page, product: { id: number; brand: string; model: string }) =>
  page.getByRole('article', { name: `${product.brand} ${product.model}` }).filter({ has: page.locator(`a[href="${productHref(product)}"]`) });
const heartIn = (scope: ReturnType<Page['locator']>, saved: boolean) =>
  scope.getByRole('button', { name: saved ? 'Remove from favourites' : 'Add to favourites', exact: true });

async function expectHeart(scope: ReturnType<Page['locator']>, saved: boolean): Promise<void> {
  const heart = heartIn(scope, saved);
  await expect(heart).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', String(saved));
}

/** The product page of a piece, rendered and bound. */
async function openProduct(page: Page, product: { id: number; brand: string; model: string }): Promise<ReturnType<Page['locator']>> {
  await page.goto(productHref(product));
  const section = page.locator('#product-root');
  await expect(section.getByRole('heading', { level: 1, name: product.model })).toBeVisible();
  await expect(section).toHaveAttribute('aria-busy', 'false');
  return section;
}

async function apiLogin(browser: Browser, baseURL: string, email: string): Promise<Record<string, unknown>> {
  const context = await browser.newContext({ baseURL });
  const uuid = crypto.randomUUID();
  const guest = await context.request.post('/api/login-guest', { data: { uuid } });
  const guestToken = ((await guest.json()) as { access_token: string }).access_token;
  const login = await context.request.post('/api/login', {
    data: { username: email, password: PASSWORD, uuid },
    headers: { Authorization: `Bearer ${guestToken}` },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = await context.request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  const user = ((await me.json()) as { data: { id: number; email: string } }).data;
  await context.close();
  return { token, uuid, authenticator: { id: user.id, email: user.email }, user, loading: false };
}

/** A new shopper signed in on `page` (from its first load), and a piece nobody else's test hearts. */
async function signedInWithPieceToHeart(page: Page, browser: Browser, request: APIRequestContext, baseURL: string, tag: string): Promise<ProductCard> {
  const { plain } = await piecesToHeart(request, 3);
  const piece = plain[2] ?? plain[0];
  if (!piece) throw new Error('no piece');
  const email = uniqueEmail(tag);
  await createActiveAccount(request, { email });
  await seedAuthRecord(page, await apiLogin(browser, baseURL, email));
  return piece;
}

test.describe('favourites', () => {
  test.describe.configure({ mode: 'serial' });

  test('a guest hearts two pieces, logs in, and finds them in the account on a second device with Price dropped and Sold', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { plain, onDeal } = await piecesToHeart(request, 2);
    const [first, second] = plain as [(typeof plain)[0], (typeof plain)[0]];
    const email = uniqueEmail('hearts');
    await createActiveAccount(request, { email });

    // A card's heart on /search (the second piece's card on its page of results).
    await page.goto(`/search?product=${encodeURIComponent(second.model)}&l=50&p=1`);
    const card = cardOf(page, second);
    await expectHeart(card, false);
    await heartIn(card, false).click();
    await expectHeart(card, true);

    // The product page's heart.
    const section = await openProduct(page, first);
    await expectHeart(section, false);
    await heartIn(section, false).click();
    await expectHeart(section, true);
    // Kept in this browser: a reload still shows it saved.
    await page.reload();
    await expect(page.locator('#product-root')).toHaveAttribute('aria-busy', 'false');
    await expectHeart(page.locator('#product-root'), true);

    // /favourites for the guest.
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Favourites' });
    await expect(grid.getByRole('article')).toHaveCount(2);
    await expect(grid.getByRole('article').first()).toHaveAccessibleName(`${first.brand} ${first.model}`);
    await expect(page.getByText('2 pieces')).toBeVisible();
    await expect(page.getByText('Kept on this device.')).toBeVisible();

    // Login on /favourites: the guest's pieces join the account.
    await openLoginDialog(page, '/favourites');
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Kept on this device.')).toBeHidden();
    await expect(grid.getByRole('article')).toHaveCount(2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '{}') as { guest: unknown[]; account: number[] });
    expect(stored.guest).toEqual([]);
    expect(stored.account.sort()).toEqual([first.id, second.id].sort());

    // A second device signed in as the same shopper.
    const auth = await apiLogin(browser, baseURL ?? '', email);
    const other = await browser.newContext({ baseURL });
    const device = await other.newPage();
    await seedAuthRecord(device, auth);
    const account = await device.request.get('/api/v1/favourites', { headers: { Authorization: `Bearer ${String(auth['token'])}` } });
    expect(((await account.json()) as FavouritesPage).ids.sort()).toEqual([first.id, second.id].sort());
    // A first visit in a new browser: the island's code comes cold, then asks the account. On CI's
    // loaded machine that took over the expectation's 7 s (8.2 s measured with 8 busy loops on the 2
    // cores), so the account's answer is awaited within the test's own time-out, and the cards then.
    const answered = device.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/favourites');
    await device.goto('/favourites');
    await answered;
    const deviceGrid = device.getByRole('list', { name: 'Favourites' });
    await expect(deviceGrid.getByRole('article')).toHaveCount(2);
    await expectHeart(deviceGrid.getByRole('article', { name: `${second.brand} ${second.model}` }), true);
    // It hearts a piece on a deal there; the first device sees it on its next page.
    const dealSection = await openProduct(device, onDeal);
    await heartIn(dealSection, false).click();
    await expectHeart(dealSection, true);
    await page.goto('/favourites');
    await expect(grid.getByRole('article')).toHaveCount(3);
    await expect(grid.getByRole('article', { name: `${onDeal.brand} ${onDeal.model}` }).getByText('Deal', { exact: true })).toBeVisible();

    // The catalog changes: the first piece is cut by 10 %, the second sells.
    const cut = Math.round(first.selling_price * 0.9);
    try {
      await changeLocalDb(
        request,
        `UPDATE inventories SET selling_price = ${cut} WHERE id = ${first.id}`,
        `UPDATE inventories SET status = 2, sold_price = selling_price WHERE id = ${second.id}`,
      );
      await device.goto('/favourites');
      const dropped = deviceGrid.getByRole('article', { name: `${first.brand} ${first.model}` });
      await expect(dropped.getByText('Price dropped')).toBeVisible();
      await expect(dropped.locator('s.favourite-note__was')).toHaveText(`Saved at ${price(first.selling_price)}`);
      await expect(dropped.getByText(price(cut), { exact: true })).toBeVisible();
      const sold = deviceGrid.getByRole('article', { name: `${second.brand} ${second.model}` });
      await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
      await expect(sold.getByText('Price dropped')).toHaveCount(0);

      // Sort by price, high to low: the order the API answers for it.
      await device.getByLabel('Sort by').selectOption('price_desc');
      await expect(device).toHaveURL(/\/favourites\?sort=price_desc$/);
      const answer = (await (
        await device.request.get('/api/v1/favourites?sort=price_desc', { headers: { Authorization: `Bearer ${String(auth['token'])}` } })
      ).json()) as FavouritesPage;
      const expected = answer.data.map((f) => `${f.product.brand} ${f.product.model}`);
      const newestFirst = (await (
        await device.request.get('/api/v1/favourites', { headers: { Authorization: `Bearer ${String(auth['token'])}` } })
      ).json()) as FavouritesPage;
      // The check can fail: the date-saved order differs from the price order here.
      expect(newestFirst.data.map((f) => `${f.product.brand} ${f.product.model}`)).not.toEqual(expected);
      await expect.poll(() => deviceGrid.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual(expected);
    } finally {
      await changeLocalDb(
        request,
        `UPDATE inventories SET selling_price = ${first.selling_price} WHERE id = ${first.id}`,
        `UPDATE inventories SET status = 1, sold_price = NULL WHERE id = ${second.id}`,
      );
      await other.close();
    }
  });

  test('a failed call puts the heart back and says so', async ({ page, browser, request, baseURL }) => {
    const piece = await signedInWithPieceToHeart(page, browser, request, baseURL ?? '', 'rollback');
    await page.route('**/api/v1/favourites/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { type: 'UPSTREAM_ERROR', message: 'The shop is busy. Please try again.' } }),
          })
        : route.fallback(),
    );
    const section = await openProduct(page, piece);
    await heartIn(section, false).click();
    await expect(page.getByText('Cannot add to favourites')).toBeVisible();
    await expect(page.getByText('The shop is busy. Please try again.')).toBeVisible();
    await expectHeart(section, false);
  });

  test('a backend without favourites keeps them here, silently', async ({ page, browser, request, baseURL }) => {
    // A proxied backend without the calls: 404s, no error shown, the heart still works here.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
    });
    const piece = await signedInWithPieceToHeart(page, browser, request, baseURL ?? '', 'local');
    await page.route('**/api/v1/favourites**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { type: 'NOT_FOUND', message: 'No API route' } }) }),
    );
    const section = await openProduct(page, piece);
    await heartIn(section, false).click();
    await expectHeart(section, true);
    await page.goto('/favourites');
    await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('article')).toHaveCount(1);
    await expect(page.locator('.toast, [role="alert"]').filter({ hasText: /favourites/i })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an empty list invites the shopper to browse', async ({ page }) => {
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/search?l=50&p=1');
    // The top bar's heart leads here from every page.
    await page.goto('/about-us');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('link', { name: 'Favourites', exact: true }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
