import { expect, type Page, test } from '@playwright/test';
import { ANDROID_UA, expectScrollLocked, IPHONE_UA, MOBILE, seedAuthRecord, waitForIslands } from './support.ts';

const SIGNED_IN = {
  token: null,
  uuid: 'e2e-shell-user-uuid',
  authenticator: { id: 7, email: 'amelia@example.com' },
  user: { id: 7, email: 'amelia@example.com', full_name: 'Amelia Tan Wei Ling Harrington', currency: 'SGD', mobile: null, phone_code: null },
};

test.describe('top bar and footer (desktop)', () => {
  test('shows the spec links, guest buttons, search box and footer', async ({ page }) => {
    await page.goto('/faq');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'REGISTER' })).toBeVisible();
    await expect(header.getByPlaceholder('Search keywords, eg. black bag')).toBeVisible();

    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: 'Deal of the Day' })).toHaveAttribute('href', '/search?deal=true&l=50&p=1');
    for (const brand of ['Hermès', 'Chanel', 'Dior', 'Louis Vuitton', 'Others']) {
      const href = await quick.getByRole('link', { name: brand, exact: true }).getAttribute('href');
      expect(href).toBe(`/search?${new URLSearchParams({ brand, l: '50', p: '1' }).toString()}`);
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Any questions?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'READ OUR FAQ' })).toHaveAttribute('href', '/faq');
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about-us');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await expect(footer.getByAltText('Get it on Google Play')).toBeVisible();
    await expect(footer.getByAltText('Download on the App Store')).toBeVisible();
    await expect(footer).toContainText('Version 1.0.75');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('a signed-in shopper sees their name (capped at 110 px) with Profile, Settings, Log Out', async ({ page }) => {
    await seedAuthRecord(page, SIGNED_IN);
    await page.goto('/');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'LOG IN' })).toBeHidden();
    const trigger = header.getByRole('button', { name: /Amelia Tan/ });
    await expect(trigger).toBeVisible();
    const width = await header.locator('.account-menu__name').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(110);
    await trigger.click();
    await expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/0');
    await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(header.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });
});

test.describe('mobile top bar and drawer', () => {
  test.use({ viewport: MOBILE });

  test('guest drawer opens from the right with the guest contents and blocks scrolling', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Slides in from the right edge; measured once the slide has finished.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(MOBILE.width);
    for (const name of ['Deal of the Day', 'Hermès', 'About Us', 'FAQ']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'REGISTER' })).toBeVisible();
    await expectScrollLocked(page, true);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expectScrollLocked(page, false);
  });

  test('signed-in drawer has About Us, FAQ, a ME section and LOG OUT', async ({ page }) => {
    await seedAuthRecord(page, SIGNED_IN);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('ME', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/1');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(drawer.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Deal of the Day' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'LOG IN' })).toHaveCount(0);
  });

  test('on /search the filter button replaces the menu button', async ({ page }) => {
    await page.goto('/search');
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('error pages and the guard', () => {
  test('item not found and access denied show the spec texts', async ({ page }) => {
    await page.goto('/item-not-found');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('Item not found')).toBeVisible();
    await page.goto('/access-denied');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  });

  test('any other path shows PAGE NOT FOUND with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  });

  for (const path of ['/settings', '/profile/0']) {
    test(`${path} sends a guest to /access-denied?re=${path}`, async ({ page }) => {
      await page.goto(`${path}?x=1`);
      await expect(page).toHaveURL(`/access-denied?re=${encodeURIComponent(`${path}?x=1`)}`);
    });
  }

  test('a stored authenticator with an id passes the guard', async ({ page }) => {
    await seedAuthRecord(page, SIGNED_IN);
    await page.goto('/settings');
    await expect(page).toHaveURL('/settings');
  });

  test('an auth record without an authenticator id is refused', async ({ page }) => {
    await seedAuthRecord(page, { ...SIGNED_IN, authenticator: { email: 'x@example.com' } });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/access-denied\?re=%2Fsettings$/);
  });
});

test.describe('store location popup', () => {
  test('defaults to View all · SGD, lists currencies and locations, and keeps the choice', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await waitForIslands(page);
    const button = page.getByRole('button', { name: /Store location/ });
    await expect(button).toContainText('View all');
    await expect(button).toContainText('SGD');
    await expect(button.locator('img')).toHaveAttribute('src', '/flags/SG.webp');
    // A raster the build renders from the flag's SVG, at three times its box (no SVG document to build).
    await expect.poll(() => button.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    // The flag never finishes before the first paint's photo or title and joins its chain (issue 37).
    await expect(button.locator('img')).toHaveAttribute('fetchpriority', 'low');
    await button.click();

    const currency = page.getByLabel('Currency', { exact: true });
    const location = page.getByLabel('Store Location', { exact: true });
    await expect(currency.locator('option').first()).toHaveText('Select a currency');
    await expect(location.locator('option').first()).toHaveText('Select a City');
    await expect(location.locator('option').nth(1)).toHaveText('View all');
    await expect(currency).toHaveValue('SGD');
    await expect(location).toHaveValue('0');

    await currency.selectOption('USD');
    await location.selectOption({ label: 'Singapore' });
    await expect(button).toContainText('SG');
    await expect(button).toContainText('USD');
    await expect(button.locator('img')).toHaveAttribute('src', '/flags/US.webp');

    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: /Store location/ })).toContainText('SG USD');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('global') ?? '{}') as { currency: { code: string }; location: { country_code: string } },
    );
    expect(stored.currency.code).toBe('USD');
    expect(stored.location.country_code).toBe('SG');
  });
});

test.describe('store location popup before /startup answers', () => {
  /** Holds GET /startup until release(); then answers with the server's lists, changed by `edit`. */
  async function holdStartup(page: Page, edit: (data: { stores: { id: number; country: string; country_code: string }[] }) => void = () => undefined) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/api/startup*', async (route) => {
      asked = true;
      await released;
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { stores: { id: number; country: string; country_code: string }[] } };
      edit(body.data);
      await route.fulfill({ response: answer, json: body });
    });
    return { release: () => release(), asked: () => asked };
  }

  test('every currency and location at first open; a backend list replaces them without moving the choice', async ({ page }) => {
    const startup = await holdStartup(page, (data) => {
      data.stores.push({ id: 6, country: 'Taiwan', country_code: 'TW' });
    });
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: /Store location/ }).click();
    const currency = page.getByLabel('Currency', { exact: true });
    const location = page.getByLabel('Store Location', { exact: true });
    await expect.poll(startup.asked).toBe(true);
    await expect(location.locator('option')).toHaveText(['Select a City', 'View all', 'Singapore', 'Malaysia', 'Hong Kong', 'Japan', 'Australia']);
    await expect(currency.locator('option')).toHaveText(['Select a currency', 'SGD', 'USD', 'EUR', 'GBP', 'HKD', 'MYR', 'JPY', 'AUD']);
    await expect(location).toHaveValue('0');
    await location.selectOption({ label: 'Hong Kong' });
    await currency.selectOption('USD');
    startup.release();
    await expect(location.locator('option').last()).toHaveText('Taiwan');
    await expect(location).toHaveValue('3');
    await expect(currency).toHaveValue('USD');
    await expect(page.getByRole('button', { name: /Store location/ })).toContainText('HK USD');
  });

  test('on /zh-hant the locations read in Traditional Chinese at first open', async ({ page }) => {
    const startup = await holdStartup(page);
    await page.goto('/zh-hant');
    await waitForIslands(page);
    await page.getByRole('button', { name: /門店地區及貨幣/ }).click();
    await expect.poll(startup.asked).toBe(true);
    const location = page.getByLabel('門店地區', { exact: true });
    await expect(location.locator('option')).toHaveText(['選擇城市', '全部地區', '新加坡', '馬來西亞', '香港', '日本', '澳洲']);
    await expect(location).toHaveValue('0');
    await expect(page.getByLabel('貨幣', { exact: true }).locator('option')).toHaveCount(9);
    const answered = page.waitForResponse('**/api/startup*');
    startup.release();
    await answered;
    await expect(location.locator('option')).toHaveCount(7);
    await expect(location).toHaveValue('0');
  });
});

test.describe('mobile download banner', () => {
  test.use({ viewport: MOBILE });

  test('on Android it opens the Play Store with goto=store, and closing hides it for good', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, userAgent: ANDROID_UA });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Download our app' });
    await expect(banner).toContainText('Download our app for a smoother experience');
    // The app's icon, a raster the build renders from the brand mark at three times its 36 px box.
    await expect.poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(108);
    const href = await banner.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/play\.google\.com\/.+goto=store/);
    await banner.getByRole('button', { name: 'Close download banner' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('global') ?? '{}') as { isDownloadBanner: boolean }).isDownloadBanner)).toBe(false);
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('complementary', { name: 'Download our app' })).toHaveCount(0);
    await context.close();
  });

  test('on iOS it opens the App Store', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, userAgent: IPHONE_UA });
    const page = await context.newPage();
    await page.goto('/');
    const link = page.getByRole('complementary', { name: 'Download our app' }).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/.+goto=store/);
    await context.close();
  });

  test('a desktop browser gets no banner', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('complementary', { name: 'Download our app' })).toHaveCount(0);
  });
});
