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
 * The serif face is font-display: optional, so a page under load may paint the fallback for good.
 * Screenshots compare the look with the face itself: the same file is declared once more with
 * font-display: block and loaded before the capture.
 */
export async function withWebFont(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href;
    if (!href) throw new Error('no preloaded web font');
    const style = document.createElement('style');
    style.textContent = `@font-face{font-family:'Cormorant Garamond';font-style:normal;font-weight:300 700;font-display:block;src:url(${JSON.stringify(href)}) format('woff2')}`;
    document.head.append(style);
    await document.fonts.load("600 30px 'Cormorant Garamond'");
    await document.fonts.ready;
    // Every face of the family loaded (the page's own optional one too), then two frames painted
    // with it: a capture must never see the block period's invisible text.
    const faces = [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Cormorant Garamond');
    await Promise.all(faces.map((face) => (face.status === 'loaded' ? face : face.load())));
    if (!document.fonts.check("600 30px 'Cormorant Garamond'")) throw new Error('the web font did not load');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
