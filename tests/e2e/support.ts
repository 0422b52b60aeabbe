import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { knownCurrency } from '../../src/lib/config/shopper-prefs-cookie.ts';
import type { CurrencyOption } from '../../src/lib/contract/settings.ts';

/** Viewports the storefront is checked at (spec breakpoints: mobile < 768, desktop > 1180). */
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

export const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The location choice 'View all' of the shopper's saved choices. */
export const VIEW_ALL_LOCATIONS = { id: 0, country: 'View all', country_code: '' };

/** The currency option of the store's list, as the shopper's saved choices hold it. */
export function currencyChoice(code: string): CurrencyOption {
  const found = knownCurrency(code);
  if (!found) throw new Error(`no currency ${code} in the store's list`);
  return found;
}

/**
 * The shopper's saved choices (local storage 'global') in place before any page script, at every load;
 * with keepExisting, only where nothing is saved yet (a choice the page wrote since stays).
 */
export async function saveShopperChoice(page: Page, choice: Record<string, unknown>, { keepExisting = false } = {}): Promise<void> {
  await page.addInitScript(
    ({ value, keep }) => {
      if (keep && localStorage.getItem('global')) return;
      localStorage.setItem('global', value);
    },
    { value: JSON.stringify(choice), keep: keepExisting },
  );
}

/** Stores an auth record as a signed-in shopper's browser would hold it (for guard tests). */
export async function seedAuthRecord(page: Page, record: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded-auth')) {
      localStorage.setItem('auth', value);
      sessionStorage.setItem('seeded-auth', '1');
    }
  }, JSON.stringify(record));
}

/** Waits until the islands due to hydrate without the shopper have hydrated (Astro removes the ssr attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelectorAll('astro-island[client="idle"][ssr], astro-island[client="load"][ssr]').length > 0) return false;
    // client:interaction islands sleep until the shopper uses them, unless the page carries a hint
    // that they have something to show at once (their idleIf selector matches): those are due too.
    return [...document.querySelectorAll('astro-island[client="interaction"][ssr]')].every((island) => {
      try {
        const idleIf = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: { idleIf?: string } }).value?.idleIf;
        return !idleIf || !document.querySelector(idleIf);
      } catch {
        return true;
      }
    });
  });
}

/** Focuses a control of a sleeping client:interaction island and waits until the island is awake. */
export async function wakeIslandOf(control: Locator): Promise<void> {
  await control.focus();
  await expect.poll(() => control.evaluate((element) => element.closest('astro-island')?.hasAttribute('ssr') ?? false)).toBe(false);
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
 * Waits until the display typeface is loaded and in use. On a first visit the head script puts it in
 * use only once its file has loaded (src/early/display-font.ts), so until then `document.fonts.ready`
 * and `check()` have nothing to wait for.
 */
export async function displayTypefaceLoaded(page: Page): Promise<void> {
  // Loaded, and named by the serif elements (the head script marks <html> once it can be drawn).
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-display-font') &&
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Cormorant Garamond' && face.status === 'loaded'),
  );
}

/**
 * Screenshots compare the look with the serif face itself. It is font-display: swap over a
 * metric-matched fallback (issue 22, src/styles/display-font.css), so once it has loaded the page
 * draws with it for good: load it (the weights the pages use), and wait two frames painted with it.
 */
export async function withWebFont(page: Page): Promise<void> {
  await displayTypefaceLoaded(page);
  await page.evaluate(async () => {
    // A heading is set in the serif stack: it names the face first once the face is in use.
    const probe = document.body.appendChild(document.createElement('h2'));
    const serif = getComputedStyle(probe).fontFamily;
    probe.remove();
    if (!/^(['"]?)Cormorant Garamond\1,/.test(serif)) throw new Error(`unexpected serif stack: ${serif}`);
    await Promise.all(['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 30px 'Cormorant Garamond'`)));
    await document.fonts.ready;
    if (!document.fonts.check("600 30px 'Cormorant Garamond'")) throw new Error('the web font did not load');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Changes the e2e server's database as the back office would (a price, a sale, a new piece), through
 * the store's local-only POST /api/dev/d1: the store stays the one writer of its SQLite file, so no
 * other test meets a busy database.
 */
export async function changeLocalDb(request: APIRequestContext, ...statements: string[]): Promise<void> {
  const answer = await request.post('/api/dev/d1', { data: { statements } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Waits until the page has nothing left to do: loaded, two frames painted, then the main thread idle
 * twice over (what the idle work started has run too). A test that asserts something did not happen
 * (no request, no move, a dialog still open) waits for this rather than for a fixed time.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
        }),
    );
  }
}
