/**
 * Issue 12: a guest's first load takes at most 50 KB of JavaScript (gzip), on a phone and on a
 * desktop. Each page is opened in a fresh context at 375 px (or 1440 px) and left alone until its network is idle; the bytes are
 * counted by the same function as `npm run bench` (src/cli/bench/js-bytes.ts). The framework's code
 * comes later, when the shopper uses an island (client:interaction, src/integrations/).
 */
import { expect, test, type Page } from '@playwright/test';
import { measureDocumentTransfer } from '../../src/cli/bench/document-bytes.ts';
import { measureFirstLoadScripts, measureScriptTransfer } from '../../src/cli/bench/js-bytes.ts';
import { INITIAL_WINDOW_BYTES } from '../../src/cli/bench/lcp-path.ts';
import { PAGE_WAKE_DELAY_MS } from '../../src/early/interaction/options.ts';
import { firstProductPath, homeAsBuilt } from './browse-helpers.ts';
import { DESKTOP, MOBILE } from './support.ts';

const BUDGET_GZIP_BYTES = 50 * 1024;

test.use({ viewport: MOBILE });

/** Nothing of React is there before the shopper does something. */
async function expectNoFrameworkYet(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.querySelectorAll('astro-island[client="interaction"]:not([ssr])').length)).toBe(0);
}

/** The first load of a path ('product': the first product's page) within the budget and without the framework; then `more`. */
function firstLoadWithinBudget(path: string, more?: (page: Page) => Promise<void>): void {
  test(`first load of ${path === 'product' ? 'a product page' : path} stays within ${BUDGET_GZIP_BYTES} bytes of JavaScript (gzip)`, async ({
    page,
    baseURL,
  }) => {
    const target = path === 'product' ? await firstProductPath(baseURL ?? '') : path;
    const measured = await measureFirstLoadScripts(page, `${baseURL}${target}`);
    expect(measured.gzipBytes, `${target}: ${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    await expectNoFrameworkYet(page);
    await more?.(page);
  });
}

for (const path of ['/', 'product', '/about-us', '/faq', '/sell?brand=Herm%C3%A8s&model=Birkin&condition=Excellent']) firstLoadWithinBudget(path);

// Pages that show what the browser holds or fetches: a policy document (a small script, no framework),
// a first visit's favourites and offline page (the empty state as built; the island wakes when the
// device has something to show).
for (const path of ['/terms-conditions', '/test', '/ms/favourites', '/offline', '/zh-hant/offline']) firstLoadWithinBudget(path);
firstLoadWithinBudget('/favourites', async (page) => {
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByText('0 pieces')).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
});
firstLoadWithinBudget('/privacy-policy', async (page) => {
  await expect(page.getByRole('article', { name: 'Privacy Policy' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('article', { name: 'Privacy Policy' }).getByRole('heading').first()).toBeVisible();
});

// Pages in another language (issue 26) carry their words in their HTML, not in more JavaScript.
for (const path of ['/ms/sell?brand=Herm%C3%A8s&model=Birkin&condition=Excellent', '/zh-hant/product/2000']) firstLoadWithinBudget(path);

// A phone gets the home page as built (its hero fills the first screen): the groups' island waits
// until its loading row comes on screen, so nothing of React or Swiper is in the first load.
test('first load of / as a phone gets it stays within the budget, with no framework code', async ({ page, baseURL }) => {
  await homeAsBuilt(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const measured = await measureFirstLoadScripts(page, `${baseURL}/`);
  expect(measured.gzipBytes, `${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  await expect(page.getByText('Loading products')).toBeAttached();
  expect(scripts.filter((path) => /HomeGroups|ProductCarousel|swiper|\/client\./.test(path))).toStrictEqual([]);
  await expectNoFrameworkYet(page);
});

// Issue 22: the budget holds over the whole trace, as Lighthouse sees it: the product page's script
// loaded at idle counts (its first script asks for the rest after the load event), in bytes on the
// wire. What only an interaction needs loads on that interaction.
for (const path of ['product', '/zh-hant/product/2000'])
  test(`${path === 'product' ? 'a product page' : path}, left alone 3 s past its load event, fetches at most ${BUDGET_GZIP_BYTES} bytes of scripts`, async ({
    page,
    baseURL,
  }) => {
    const target = path === 'product' ? await firstProductPath(baseURL ?? '') : path;
    const measured = await measureScriptTransfer(page, `${baseURL}${target}`, 3000);
    const files = measured.files.map((file) => `${file.path} ${file.bytes}`).join('\n');
    expect(measured.transferBytes, `${target}: ${measured.scripts} scripts\n${files}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    await expectNoFrameworkYet(page);
  });

// /search arrives with its first page of results rendered at the edge; the results island sleeps on it.
test('first load of /search stays within the budget, with the first page of results on screen', async ({ page, baseURL }) => {
  const measured = await measureFirstLoadScripts(page, `${baseURL}/search?product=bag&l=50&p=1`);
  expect(measured.gzipBytes, `${measured.scripts} scripts`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoFrameworkYet(page);
});

// Issue 37, item 2: /about-us arrives in TCP's first round trip (headers and gzip body within the initial
// window), so its first paint waits for one trip only. It has been within 200 bytes of the window: a byte
// added to every page (the shell, the head script, a header) can push it over and cost a round trip.
test(`/about-us reaches a phone within TCP's first window (${INITIAL_WINDOW_BYTES} bytes, headers included)`, async ({ baseURL }) => {
  const measured = await measureDocumentTransfer(`${baseURL}/about-us`);
  expect(measured.status).toBe(200);
  expect(measured.contentEncoding).toBe('gzip');
  expect(measured.totalBytes, `${measured.headerBytes} B of headers, ${measured.bodyBytes} B of body`).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
});

test('an island wakes on the first press inside it and answers that press', async ({ page }) => {
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  const menu = page.locator('astro-island', { has: page.getByRole('button', { name: 'Menu' }) });
  await expect(menu).toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(menu).not.toHaveAttribute('ssr', '');
});

test('the first key in the search box loads its island first; the page-wide islands follow a second later', async ({ page }) => {
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  // Timed on the page's own clock, from the first input to arrive (the press focuses the box, then
  // keys): the test's own steps to find and press the box (slow on a busy machine) are not the page's.
  await page.evaluate(() => {
    const arrived = (event: Event) => {
      if (!('inputArrived' in window)) Object.assign(window, { inputArrived: event.timeStamp });
    };
    for (const name of ['focusin', 'keydown']) window.addEventListener(name, arrived, { capture: true, once: true });
  });
  const askedAt = (prefix: string) =>
    page.evaluate((start) => {
      const file = (entry: PerformanceEntry) => new URL(entry.name).pathname.split('/').pop() ?? '';
      return performance.getEntriesByType('resource').find((entry) => file(entry).startsWith(start))?.startTime ?? null;
    }, prefix);
  await page.getByRole('combobox', { name: 'Search products' }).press('b');
  // The login dialogs (a page-wide island) still wake, without a press of their own.
  await expect.poll(() => askedAt('AuthDialogs.'), { timeout: 10_000 }).not.toBeNull();
  const pressed = await page.evaluate(() => (window as unknown as { inputArrived: number }).inputArrived);
  const searchIsland = (await askedAt('SearchCombobox.')) ?? Number.NaN;
  const dialogs = (await askedAt('AuthDialogs.')) ?? Number.NaN;
  expect(searchIsland - pressed).toBeLessThan(1000);
  expect(searchIsland).toBeLessThan(dialogs);
  // A timer started as the input arrived; 1 ms for the clocks' rounding.
  expect(dialogs - pressed).toBeGreaterThanOrEqual(PAGE_WAKE_DELAY_MS - 1);
});

test("a phone's first layout skips the regions below its first screen, and lays them out soon after, unscrolled", async ({ page }) => {
  // The browser says when it starts and stops skipping a region (content-visibility: auto).
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.assign(window, { regionStates: states });
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => states.push(`${(event.target as Element).localName}:${(event as Event & { skipped: boolean }).skipped ? 'skipped' : 'drawn'}`),
      true,
    );
  });
  await page.goto('/about-us');
  const states = () => page.evaluate(() => (window as unknown as { regionStates: string[] }).regionStates);
  await expect.poll(states).toContain('footer:skipped');
  // Its contents are laid out like the rest of the page soon after, the page still at its top.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await expect.poll(() => footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true })), { timeout: 5_000 }).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // Every region of the page is shown in the end: a full-page picture or a jump draws them whole.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-offscreen]').length)).toBe(0);
});

// At 1440 px the home page's groups are in view at load: the edge renders them (src/edge/
// home-page.ts), so they show without React or Swiper, which load when the shopper uses a carousel.
test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  for (const path of [
    '/',
    'product',
    '/search?product=bag&l=50&p=1',
    '/search?product=birkin%2030&l=50&p=1',
    '/about-us',
    '/faq',
    '/sell?brand=Herm%C3%A8s&model=Birkin&condition=Excellent',
  ]) {
    firstLoadWithinBudget(
      path,
      path === '/'
        ? async (page) => {
            await expect(page.getByRole('region', { name: 'New Arrivals', exact: true }).getByRole('article').first()).toBeVisible();
          }
        : undefined,
    );
  }
});
