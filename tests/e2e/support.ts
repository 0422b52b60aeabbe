import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Viewports the storefront is checked at (spec breakpoints: mobile < 768, desktop > 1180). */
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Stores an auth record as a signed-in shopper's browser would hold it (for guard tests). */
export async function seedAuthRecord(page: Page, record: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded-auth')) {
      localStorage.setItem('auth', value);
      sessionStorage.setItem('seeded-auth', '1');
    }
  }, JSON.stringify(record));
}

/** Waits until React islands of the shell have hydrated (Astro removes the ssr attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[client="idle"][ssr], astro-island[client="load"][ssr]').length === 0);
}

/** Page scrolling is blocked (spec: while any dialog is open) or free. */
export async function expectScrollLocked(page: Page, locked: boolean): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [getComputedStyle(document.documentElement).overflowY, getComputedStyle(document.body).overflowY].join(' ')))
    .toBe(locked ? 'hidden hidden' : 'visible visible');
}

/**
 * Options of every visual comparison: no animation or caret mid-way, the floating and sticky chrome
 * hidden (screenshot.css), Chromium's default pixel threshold.
 */
export const LOOK = {
  animations: 'disabled',
  caret: 'hide',
  stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
} as const;

/**
 * The serif face is font-display: optional, so a first load that is a little slow paints the fallback
 * for good. Screenshots compare the page as a returning shopper sees it: font loaded, then reloaded
 * from the cache (in-page state such as an open dialog or a signed-in session survives a reload).
 */
export async function withWebFontCached(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });
  await page.reload();
  await waitForIslands(page);
  await page.evaluate(() => document.fonts.ready);
}
