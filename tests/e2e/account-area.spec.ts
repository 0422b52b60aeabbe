import { expect, test, type Page } from '@playwright/test';
import { AMELIA, demoAuth, MARCUS, NADIA, signInAs } from './account-area-support.ts';
import { currencyChoice, MOBILE, saveShopperChoice, VIEW_ALL_LOCATIONS, waitForIslands } from './support.ts';

type Auth = Awaited<ReturnType<typeof demoAuth>>;
let amelia: Auth;
let nadia: Auth;

test.beforeAll(async ({ request, baseURL }) => {
  amelia = await demoAuth(request, baseURL ?? '', AMELIA);
  nadia = await demoAuth(request, baseURL ?? '', NADIA);
});

const content = (page: Page) => page.locator('#account-content');

test.describe('profile tabs', () => {
  test('tab 0 (desktop menu): overview with details, Edit in Settings, counts and the latest purchase', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/profile/0');
    const tabs = page.getByRole('navigation', { name: 'My account' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Welcome back, Amelia')).toBeVisible();
    const profile = page.getByRole('region', { name: 'My Profile' });
    await expect(profile.getByText('demo@reluxe.sg')).toBeVisible();
    await expect(profile.getByText('+65 91234567')).toBeVisible();
    await expect(profile.getByText('Singapore Dollar (S$)')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit in Settings' })).toHaveAttribute('href', '/settings');
    const summary = page.getByRole('navigation', { name: 'Account summary' });
    await expect(summary.getByRole('link', { name: /9\s*Purchases/ })).toHaveAttribute('href', '/profile/2');
    await expect(summary.getByRole('link', { name: /8\s*Consignments/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /7\s*Offers/ })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent purchase' });
    await expect(recent.getByRole('heading', { name: 'Chanel Classic Flap Small Lambskin Gold Hardware' })).toBeVisible();
    await expect(recent.getByText('Awaiting payment')).toBeVisible();
    await expect(recent.getByText('Total S$11,535')).toBeVisible();
  });

  test('tab 1 (mobile menu): My Details from GET /v1/users/me', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(page, amelia);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/1$/);
    const details = page.getByRole('region', { name: 'My Details' });
    for (const [label, value] of [
      ['Full name', 'Amelia Tan'],
      ['Email', 'demo@reluxe.sg'],
      ['Mobile', '+65 91234567'],
      ['Gender', 'Women'],
      ['Date of birth', '18 Apr 1990'],
      ['Currency', 'Singapore Dollar (S$)'],
      ['Sign-in', 'Email and password'],
    ] as const) {
      await expect(details.locator('.acct-facts__row').filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
    }
    await expect(details.getByRole('link', { name: 'Edit in Settings' })).toHaveAttribute('href', '/settings');
    // The current tab is scrolled into view in the phone's tab row.
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My Details' })).toBeInViewport();
  });

  test('tab 2: My Purchases, paginated, with status, date, thumbnails and totals', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/profile/2');
    const list = content(page);
    await expect(list.getByText('9 orders')).toBeVisible();
    await expect(list.locator('article')).toHaveCount(6);
    const fourPieces = list.locator('article', { hasText: 'RLX-100204' });
    await expect(fourPieces.getByText('Delivered')).toBeVisible();
    await expect(fourPieces.getByText('22 Oct 2026')).toBeVisible();
    await expect(fourPieces.getByRole('list', { name: 'Pieces in this order' }).getByRole('img')).toHaveCount(3);
    await expect(fourPieces.getByText('+1')).toBeVisible();
    await expect(fourPieces.getByText('Total S$13,545')).toBeVisible();
    await list.getByRole('navigation', { name: 'Purchases pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/profile\/2\?p=2$/);
    await expect(list.locator('article')).toHaveCount(3);
    await expect(list.getByText('RLX-100118')).toBeVisible();
    await page.goBack();
    await expect(list.locator('article')).toHaveCount(6);
    await list.getByRole('link', { name: 'View order RLX-100204' }).click();
    await expect(page).toHaveURL(/\/order-detail\/RLX-100204$/);
  });

  test('tab 3: My Consignments with request status and journey stage', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/profile/3');
    const list = content(page);
    await expect(list.getByText('8 consignments')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Kelly 28' }).getByText('Requested')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Neverfull' }).getByText('Rejected')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Boy Bag' }).getByText('Approved')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Juste un Clou' }).getByText('Received')).toBeVisible();
    await list.getByRole('link', { name: 'Page 2' }).click();
    await expect(list.locator('article', { hasText: 'Picotin' }).getByText('Paid out')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Picotin' }).getByText('Sold for S$5,100')).toBeVisible();
  });

  test('tab 4: My Offers with request status and amounts', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/profile/4');
    const list = content(page);
    await expect(list.getByText('7 offers')).toBeVisible();
    const constance = list.locator('article', { hasText: 'Constance 18' });
    await expect(constance.getByText('Approved')).toBeVisible();
    await expect(constance.locator('dl')).toContainText('Your offerS$16,200');
    await expect(constance.locator('dl')).toContainText('Listed atS$18,100');
    await expect(list.locator('article', { hasText: 'Tweed Jacket' }).getByText('Requested')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Alhambra' }).getByText('Rejected')).toBeVisible();
    await expect(list.locator('article', { hasText: 'Alhambra' }).getByText('The consignor would like to hold the listed price for now.')).toBeVisible();
  });

  test('prices follow the chosen currency', async ({ page }) => {
    await signInAs(page, amelia);
    await saveShopperChoice(page, { currency: currencyChoice('USD'), location: VIEW_ALL_LOCATIONS, isDownloadPopup: true });
    await page.goto('/profile/2');
    // 13,545 SGD × 0.74
    await expect(content(page).locator('article', { hasText: 'RLX-100204' }).getByText('Total US$10,023')).toBeVisible();
  });

  test('each list has an empty state', async ({ page }) => {
    await signInAs(page, nadia);
    for (const [tab, title, link] of [
      [2, 'No purchases yet', 'Discover new arrivals'],
      [3, 'No consignments yet', 'Read how consigning works'],
      [4, 'No offers yet', 'Browse pieces'],
    ] as const) {
      await page.goto(`/profile/${tab}`);
      await expect(content(page).getByRole('heading', { name: title })).toBeVisible();
      await expect(content(page).getByRole('link', { name: link })).toBeVisible();
    }
  });

  test('a guest is sent to /access-denied with the way back', async ({ page }) => {
    await page.goto('/profile/3');
    await expect(page).toHaveURL(/\/access-denied\?re=%2Fprofile%2F3$/);
  });
});

test.describe('order detail', () => {
  test('shows the pieces, amounts, delivery address and the status timeline', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/order-detail/RLX-100204');
    await expect(page.getByRole('heading', { level: 1, name: 'Order RLX-100204' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('listitem')).toHaveCount(4);
    await expect(items.getByRole('listitem').first()).toContainText('Classic Flap Small Lambskin Gold Hardware');
    await expect(items.getByRole('listitem').first()).toContainText('S$11,100');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('SubtotalS$13,780');
    await expect(summary).toContainText('Delivery (Standard)S$15');
    await expect(summary).toContainText('Discount−S$250');
    await expect(summary).toContainText('TotalS$13,545');
    const address = page.getByRole('region', { name: 'Delivery address' });
    await expect(address).toContainText('12 Cuscaden Walk');
    await expect(address).toContainText('Singapore 249692');
    await expect(address).toContainText('Ninja Van · NVSGRLX100204');
    const timeline = page.getByRole('list', { name: 'Order status timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Payment confirmed/, /Authenticated & packed/, /Shipped/, /Delivered/]);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Delivered');
  });

  test("the order is asked for as its island's code runs: before React's and without the top bar's account island", async ({ page }) => {
    await signInAs(page, amelia);
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/orders/RLX-100204')) asked = true;
    });
    // React DOM with Astro's renderer, and the top bar's account menu (which loads the auth store too),
    // are held until the order has been asked for, or 10 s; each notes whether it had been by then.
    const askedWhenReleased: boolean[] = [];
    await page.route(/\/_astro\/(client|AccountMenu)\.[\w-]+\.js$/, async (route) => {
      const until = Date.now() + 10_000;
      while (!asked && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      askedWhenReleased.push(asked);
      await route.continue();
    });
    await page.goto('/order-detail/RLX-100204');
    await expect(page.getByRole('heading', { level: 1, name: 'Order RLX-100204' })).toBeVisible({ timeout: 20_000 });
    expect(askedWhenReleased.length).toBeGreaterThanOrEqual(2);
    expect(askedWhenReleased.every(Boolean)).toBe(true);
  });

  test('a cancelled order stops its timeline at Cancelled', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/order-detail/RLX-100166');
    const timeline = page.getByRole('list', { name: 'Order status timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Payment confirmed/, /Cancelled/]);
  });

  test('a shipped order shows where it is and what is still to come', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/order-detail/RLX-100219');
    const timeline = page.getByRole('list', { name: 'Order status timeline' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Shipped');
    await expect(timeline.getByRole('listitem').last()).toContainText('Delivered (Not yet)');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('8 Marina View');
  });

  test("another shopper's order goes to /access-denied", async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/order-detail/RLX-100240');
    await expect(page).toHaveURL(/\/access-denied\?re=%2Forder-detail%2FRLX-100240$/);
    await expect(page.getByText('Access Denied')).toBeVisible();
  });

  test('an unknown order goes to /item-not-found', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/order-detail/RLX-000001');
    await expect(page).toHaveURL(/\/item-not-found$/);
    await expect(page.getByText('Item not found')).toBeVisible();
  });
});

test.describe('consignment tracking', () => {
  const cases = [
    {
      id: 3108,
      pill: 'Requested',
      request: [
        ['Requested', 'current'],
        ['Approved', 'upcoming'],
      ],
      journey: null,
    },
    {
      id: 3102,
      pill: 'Rejected',
      request: [
        ['Requested', 'done'],
        ['Rejected', 'stopped'],
      ],
      journey: null,
    },
    {
      id: 3097,
      pill: 'Approved',
      request: [
        ['Requested', 'done'],
        ['Approved', 'done'],
      ],
      journey: null as string | null,
      awaiting: true,
    },
    { id: 3089, pill: 'Received', request: null, journey: 'Received' },
    { id: 3076, pill: 'Authenticated', request: null, journey: 'Authenticated' },
    { id: 3064, pill: 'Listed', request: null, journey: 'Listed' },
    { id: 3051, pill: 'Sold', request: null, journey: 'Sold' },
    { id: 3033, pill: 'Paid out', request: null, journey: 'Paid out' },
  ] as const;

  for (const c of cases) {
    test(`consignment ${c.id}: ${c.pill}`, async ({ page }) => {
      await signInAs(page, amelia);
      await page.goto(`/consignment/${c.id}`);
      await expect(page.getByText(`Consignment #${c.id}`, { exact: true })).toBeVisible();
      await expect(page.locator('.acct-detail__head .acct-pill')).toHaveText(c.pill);
      const request = page.getByRole('list', { name: 'Request status' });
      if (c.request) {
        for (const [title, state] of c.request) await expect(request.locator(`.is-${state}`, { hasText: title })).toBeVisible();
      }
      const journey = page.getByRole('list', { name: 'Item journey' });
      if (c.pill === 'Requested' || c.pill === 'Rejected') {
        await expect(journey).toHaveCount(0);
      } else {
        await expect(journey.getByRole('listitem')).toHaveText([/Received/, /Authenticated/, /Listed/, /Sold/, /Paid out/]);
        if (c.journey) await expect(journey.locator('[aria-current="step"]')).toContainText(c.journey);
        else await expect(journey.locator('.is-upcoming')).toHaveCount(5);
      }
      if (c.pill === 'Rejected') await expect(page.getByRole('note')).toContainText('professional restoration');
      if (c.pill === 'Approved') await expect(page.getByText(/Please bring your piece to our Singapore boutique/)).toBeVisible();
      if (c.pill === 'Paid out') await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('Paid outS$4,335');
    });
  }

  test("another shopper's consignment goes to /access-denied; an unknown one to /item-not-found", async ({ page, request, baseURL }) => {
    const marcus = await demoAuth(request, baseURL ?? '', MARCUS);
    await signInAs(page, marcus);
    await page.goto('/consignment/3051');
    await expect(page).toHaveURL(/\/access-denied\?re=%2Fconsignment%2F3051$/);
    await page.goto('/consignment/999999');
    await expect(page).toHaveURL(/\/item-not-found$/);
  });

  test('the consigned item page shows the piece and takes its canonical name', async ({ page }) => {
    await signInAs(page, amelia);
    await page.goto('/consignment/3076');
    await page.getByRole('link', { name: 'View item details' }).click();
    await expect(page).toHaveURL(/\/consignment-3076\/submariner_date_41mm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submariner Date 41mm' })).toBeVisible();
    await expect(page.getByText('Box, Warranty card, Extra links')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('Estimated payout');
    await page.goto('/consignment-3076/old-name');
    await expect(page).toHaveURL(/\/consignment-3076\/submariner_date_41mm$/);
    await expect(page).toHaveTitle('Rolex Submariner Date 41mm | Reluxe');
  });
});
