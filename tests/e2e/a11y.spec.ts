/**
 * Issue 11, accessibility: an axe-core scan (WCAG 2.0/2.1/2.2 A and AA) of every route at 375 and
 * 1440 px, signed out and signed in, and with each dialog open, finds no serious or critical
 * violation. Each test walks many pages in one browser page and reports every finding at once.
 */
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe, scan, settle, type Finding } from './a11y-support.ts';
import { signInAs, sweepFixtures, type StoredAuth } from './account-area-support.ts';
import { ACCOUNT_ROUTES, CONTENT_ROUTES } from './routes.ts';
import { DESKTOP, MOBILE } from './support.ts';

let amelia: StoredAuth;
let productId: number;

test.beforeAll(async ({ request, baseURL }) => {
  ({ amelia, productId } = await sweepFixtures(request, baseURL ?? ''));
});

/** Routes anyone may open (spec section 6), in groups so that two workers share them. */
const PUBLIC_GROUPS = ['catalog', 'product', 'content'] as const;
function publicRoutes(): Record<(typeof PUBLIC_GROUPS)[number], string[]> {
  return {
    // The two biggest pages (dozens of cards each) on their own.
    catalog: ['/', '/search?product=bag&l=50&p=1'],
    product: [`/product/${productId}`, `/recommended/${productId}`, '/register', '/reset-password'],
    content: CONTENT_ROUTES,
  };
}

const WIDTHS = [
  ['375', MOBILE],
  ['1440', DESKTOP],
] as const;

async function scanRoutes(page: Page, routes: string[], label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    findings.push(...(await scan(page, `${label} ${route}`)));
  }
  return findings;
}

async function report(findings: Finding[]): Promise<void> {
  // Every finding is kept beside the test's output (moderate and minor included); only serious and
  // critical fail.
  await writeFile(test.info().outputPath('axe-findings.json'), JSON.stringify(findings, null, 1));
  expect(blocking(findings), describe(blocking(findings))).toEqual([]);
}

/**
 * Types in the search box and waits for the suggestions. The box's first key wakes the search island,
 * which then asks for the suggestions: on CI's loaded machine the list once came after the
 * expectation's 7 s (it was there in the failure's screenshot). This test scans the list, so it waits
 * for the answer (within the test's own time-out) first.
 */
async function openSuggestions(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search products' });
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v2/inventories' && url.searchParams.get('product') === 'bag';
  });
  await box.fill('bag');
  await answered;
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
}

/** Dialogs and popups a guest can open, each scanned while open. */
async function guestDialogs(page: Page, width: '375' | '1440'): Promise<Finding[]> {
  const findings: Finding[] = [];
  const at = (what: string) => `${width} guest, ${what}`;
  const mobile = width === '375';

  await page.goto('/?login=1');
  await settle(page);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  findings.push(...(await scan(page, at('login dialog'))));

  await login.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password?' })).toBeVisible();
  findings.push(...(await scan(page, at('forgot-password dialog'))));

  await page.goto('/');
  await settle(page);
  if (mobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    findings.push(...(await scan(page, at('mobile menu'))));
    await menu.getByRole('button', { name: 'REGISTER' }).click();
  } else {
    await page.getByRole('button', { name: 'REGISTER' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  findings.push(...(await scan(page, at('register dialog'))));

  findings.push(...(await sharedPopups(page, at)));

  if (mobile) {
    await page.goto('/search?product=bag&l=50&p=1');
    await settle(page);
    await page.getByRole('button', { name: 'Filters' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    findings.push(...(await scan(page, at('filter panel'))));
  }
  return findings;
}

/** Popups of both states: search suggestions, store location, download app, image zoom. */
async function sharedPopups(page: Page, at: (what: string) => string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.goto('/');
  await settle(page);
  await openSuggestions(page);
  findings.push(...(await scan(page, at('search suggestions'))));

  await page.goto(`/product/${productId}`);
  await settle(page);
  await page.getByRole('button', { name: /Store location/ }).click();
  await expect(page.getByRole('group', { name: 'Currency and store location' })).toBeVisible();
  findings.push(...(await scan(page, at('store location popup'))));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const download = page.getByRole('dialog', { name: 'Download our app' });
  await expect(download).toBeVisible();
  findings.push(...(await scan(page, at('download app dialog'))));
  await download.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^Zoom image 1 of/ }).click();
  await expect(page.getByRole('dialog', { name: 'Zoomed image' })).toBeVisible();
  findings.push(...(await scan(page, at('zoom dialog'))));
  return findings;
}

/** Dialogs and menus of a signed-in shopper. */
async function userDialogs(page: Page, width: '375' | '1440'): Promise<Finding[]> {
  const findings: Finding[] = [];
  const at = (what: string) => `${width} signed in, ${what}`;
  await page.goto('/');
  await settle(page);
  if (width === '375') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    findings.push(...(await scan(page, at('mobile menu'))));
  } else {
    await page.getByRole('button', { name: /Amelia/ }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    findings.push(...(await scan(page, at('account menu'))));
  }
  findings.push(...(await sharedPopups(page, at)));

  await page.goto('/settings');
  await settle(page);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
  findings.push(...(await scan(page, at('delete-account confirmation'))));
  return findings;
}

test.describe('axe: 0 serious or critical violations', () => {
  // Several pages per test, on shared machines.
  test.describe.configure({ timeout: 240_000 });

  for (const [width, viewport] of WIDTHS) {
    for (const part of PUBLIC_GROUPS) {
      test(`public ${part} pages at ${width} px, signed out`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await report(await scanRoutes(page, publicRoutes()[part], `${width} guest`));
      });

      test(`public ${part} pages at ${width} px, signed in`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await signInAs(page, amelia);
        await report(await scanRoutes(page, publicRoutes()[part], `${width} signed in`));
      });
    }

    test(`the account area at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, amelia);
      await report(await scanRoutes(page, ACCOUNT_ROUTES, `${width} signed in`));
    });

    test(`dialogs and popups at ${width} px, signed out`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await report(await guestDialogs(page, width));
    });

    test(`dialogs and popups at ${width} px, signed in`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, amelia);
      await report(await userDialogs(page, width));
    });
  }
});
