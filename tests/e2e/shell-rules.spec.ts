/**
 * Issue 11, defects 2, 3, 4, 5 and 8: the login dialog on /reset-password, the download popup flag
 * in the persisted `global` store, scroll lock for every dialog, no stuck `loading` from storage, and
 * nothing floating over the end of the page on phones.
 */
import { expect, test, type Page } from '@playwright/test';
import { NADIA, demoAuth, signInAs } from './account-area-support.ts';
import { createActiveAccount, PASSWORD, submitLogin, uniqueEmail } from './accounts-helpers.ts';
import { catalogSamples } from './browse-helpers.ts';
import { ANDROID_UA, expectScrollLocked, MOBILE, pageAtRest, seedAuthRecord, waitForIslands } from './support.ts';

function storedGlobal(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('global') ?? '{}') as Record<string, unknown>);
}

test.describe('login from /reset-password without a token', () => {
  /** The LOG IN dialog is still open a moment later (it used to close at once), and logging in goes to /. */
  async function expectLoginStaysOpenAndGoesHome(page: Page, email: string): Promise<void> {
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await waitForIslands(page);
    await pageAtRest(page);
    await expect(login).toBeVisible();
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 15_000 });
  }

  test('the LOG IN dialog stays open, and logging in there goes to /', async ({ page, request }) => {
    const email = uniqueEmail('resetlogin');
    await createActiveAccount(request, { email });
    await page.goto('/reset-password');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'This link is not complete' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'LOG IN' }).click();
    await expectLoginStaysOpenAndGoesHome(page, email);
  });

  test('on a phone, LOG IN from the drawer stays open too, and logging in goes to /', async ({ page, request }) => {
    const email = uniqueEmail('resetloginm');
    await createActiveAccount(request, { email });
    await page.setViewportSize(MOBILE);
    await page.goto('/reset-password');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'LOG IN' }).click();
    await expectLoginStaysOpenAndGoesHome(page, email);
  });
});

test.describe('download popup flag (spec section 4)', () => {
  let productId: number;
  test.beforeAll(async ({ request }) => {
    productId = (await catalogSamples(request)).available.id;
  });

  test('Buy opens the dialog through isDownloadPopup in global; closing writes it back false', async ({ page }) => {
    await page.goto(`/product/${productId}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download our app' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Download our app to continue your shopping experience.');
    expect((await storedGlobal(page))['isDownloadPopup']).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedGlobal(page))['isDownloadPopup']).toBe(false);
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('dialog', { name: 'Download our app' })).toBeHidden();
  });

  test('on Android, coming back to the page re-reads the popup flag from storage', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, userAgent: ANDROID_UA });
    const page = await context.newPage();
    await page.goto(`/product/${productId}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download our app' });
    await expect(dialog).toBeVisible();
    const comeBackWith = (isDownloadPopup: boolean) =>
      page.evaluate((flag) => {
        const stored = JSON.parse(localStorage.getItem('global') ?? '{}') as Record<string, unknown>;
        // Written while the shopper was in the store app: no storage event reaches this page.
        Storage.prototype.setItem.call(localStorage, 'global', JSON.stringify({ ...stored, isDownloadPopup: flag }));
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, isDownloadPopup);
    await comeBackWith(false);
    await expect(dialog).toBeHidden();
    await comeBackWith(true);
    await expect(dialog).toBeVisible();
    await context.close();
  });

  test('a record saved before the banner had its own flag keeps the banner choice and opens no dialog', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, userAgent: ANDROID_UA });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem(
        'global',
        JSON.stringify({
          currency: { country_code: 'SG', code: 'SGD', symbol: 'S$' },
          location: { id: 0, country: 'View all', country_code: '' },
          isDownloadPopup: true,
        }),
      );
    });
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('complementary', { name: 'Download our app' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Download our app' })).toBeHidden();
    await context.close();
  });
});

test.describe('scroll lock', () => {
  test('the delete-account confirmation blocks page scrolling until it closes', async ({ page, request, baseURL }) => {
    await signInAs(page, await demoAuth(request, baseURL ?? '', NADIA));
    await page.goto('/settings');
    await waitForIslands(page);
    await expectScrollLocked(page, false);
    await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete account' });
    await expect(confirm).toBeVisible();
    await expectScrollLocked(page, true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expectScrollLocked(page, false);
  });
});

test.describe('no stuck loading', () => {
  test('an auth record saved with loading true does not disable LOG IN or the social buttons', async ({ page }) => {
    await seedAuthRecord(page, { token: null, uuid: 'e2e-stuck-loading', authenticator: null, user: null, loading: true });
    await page.goto('/?login=1');
    await waitForIslands(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('button', { name: 'LOG IN', exact: true })).toBeEnabled();
    await expect(login.getByRole('button', { name: /Google/ })).toBeEnabled();
    // The flag is never written: the record's next write (the guest sign-in before the first call,
    // here the store picker's GET /startup) drops the stuck one.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Store location/ }).click();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { loading?: unknown }).loading)).not.toBe(true);
  });
});

test.describe('phones: nothing floats over the end of the page', () => {
  test('at 375×812 the footer copyright is visible above the download banner and the location button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE, userAgent: ANDROID_UA });
    const page = await context.newPage();
    // The banner's script (which measures it) starts after the first screen; on a busy phone the
    // shopper can reach the end first. On / and /ms it is held for the whole check: the room must not
    // wait for it (Malay's text wraps to more lines).
    let releaseBannerScript = (): void => undefined;
    const bannerScriptHeld = new Promise<void>((resolve) => (releaseBannerScript = resolve));
    await page.route(/\/_astro\/DownloadBanner\.astro_astro_type_script[^/]*\.js$/, async (route) => {
      if (new URL(page.url()).pathname !== '/faq') await bannerScriptHeld;
      await route.continue();
    });
    for (const path of ['/', '/ms', '/faq']) {
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.locator('[data-download-banner]')).toBeVisible();
      // The location button floats above the banner, not under it.
      const overlap = await page.evaluate(() => {
        const button = document.querySelector('.topbar__location')?.getBoundingClientRect();
        const banner = document.querySelector('[data-download-banner]')?.getBoundingClientRect();
        return button && banner ? Math.max(0, button.bottom - banner.top) : -1;
      });
      expect(overlap, `location button under the banner on ${path}`).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.getByRole('contentinfo').getByText(/^© \d{4}/);
      await expect(copyright).toBeInViewport();
      // Every point of the line is the line itself, not something floating over it.
      const covered = await copyright.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const points = [0.02, 0.25, 0.5, 0.75, 0.98].flatMap((x) => [0.2, 0.8].map((y) => [box.left + box.width * x, box.top + box.height * y] as const));
        return points.filter(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return !hit || !(hit === element || element.contains(hit));
        }).length;
      });
      expect(covered, `copyright covered on ${path}`).toBe(0);
      if (path === '/ms') releaseBannerScript();
    }
    await context.close();
  });
});
