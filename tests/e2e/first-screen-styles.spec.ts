/**
 * Issue 37, item 2: the pages the edge renders carry their first screen's styles, and the whole
 * stylesheets and the shell's scripts come after the load event. The shopper's side: the first screen
 * looks the same when no stylesheet request answers at all, and once the page has loaded its
 * stylesheets are linked, the first-screen rules before each, and the shell's scripts started, with no
 * console error (the login dialog of ?login=1 opening at the load event: accounts-dialogs).
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, displayTypefaceLoaded, MOBILE } from './support.ts';

/** What the shopper sees of the first screen: where each visible element is and how its text looks. */
async function firstScreen(page: Page): Promise<string[]> {
  // The display typeface joins the page after its first screen on a first visit: measured once it is in.
  await displayTypefaceLoaded(page);
  // The regions below the first screen are shown one a frame after it (offscreen-regions.ts); until
  // then a region keeps its usual height, so a container that reaches below the screen (the home
  // page's groups) measures differently: measured once the page is whole.
  await page.waitForFunction(() => document.querySelector('[data-offscreen]') === null);
  return page.evaluate(() => {
    const seen: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('header *, main *')) {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${element.className.toString().trim().split(/\s+/).join('.')}`;
      seen.push(
        `${label} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.display}`,
      );
    }
    return seen;
  });
}

const pages = [
  { path: '/search?product=bag&l=50&p=1', viewport: MOBILE },
  { path: '/zh-hant/product/2000', viewport: MOBILE },
  { path: '/', viewport: DESKTOP },
];

for (const { path, viewport } of pages) {
  test(`${path} at ${viewport.width} px: the first screen needs no stylesheet request`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('link[rel="stylesheet"][href^="/_astro/"]').first()).toBeAttached();
    const withStylesheets = await firstScreen(page);

    const bare = await context.newPage();
    const asked: string[] = [];
    await bare.route(/\/_astro\/[^/]+\.css$/, (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await bare.goto(path);
    expect(await firstScreen(bare)).toEqual(withStylesheets);
    // The stylesheets were asked for (after the load event), and none answered.
    expect(asked.length).toBeGreaterThan(0);
    await context.close();
  });
}

test('after the load event the whole stylesheets are linked where the first-screen rules were', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize(MOBILE);
  const response = await page.goto('/search?product=bag&l=50&p=1');
  const html = (await response?.text()) ?? '';
  // As sent: rules in the page, no stylesheet link in its head.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style data-rest="\/_astro\/[\w.-]+\.css">/);
  expect(head).not.toContain('<link rel="stylesheet"');
  const sentStyles = head.match(/<style[\s>]/g)?.length ?? 0;
  const firstScreenStyles = head.match(/<style data-rest=/g)?.length ?? 0;
  // After the load event: each stylesheet linked in right after its rules (which stay: no second restyle).
  await expect(page.locator('style[data-rest]')).toHaveCount(0);
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(sentStyles);
  expect(await page.evaluate(() => [...document.head.querySelectorAll('style + link[rel="stylesheet"]')].length)).toBe(firstScreenStyles);
  const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(linked).toHaveLength(firstScreenStyles);
  for (const href of linked) expect(href).toMatch(/^\/_astro\/[\w.-]+\.css$/);
  // Each file loads (a sheet of the document once it is in).
  await expect.poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/')).length)).toBe(firstScreenStyles);
  // The shell's scripts came as placeholders and started in their places at the load event.
  const placeholders = [...html.matchAll(/<script type="text\/plain" data-rest="([^"]+)"><\/script>/g)].map((match) => match[1]);
  expect(placeholders.length).toBeGreaterThan(0);
  for (const src of placeholders) await expect(page.locator(`script[type="module"][src="${src}"]`)).toBeAttached();
  expect(errors).toEqual([]);
});

test('an island woken while the whole stylesheets are on their way renders once they are in: nothing on the page moves', async ({ page }) => {
  // The stylesheets answer late (a slow network, a busy server); the shopper points at a carousel,
  // which wakes it and links them at once.
  const late = 2_500;
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, late));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const swiper = page.locator('.carousel .swiper').first();
  await page.locator('.carousel').first().hover();
  // Long enough for the island's code to arrive (it would render unstyled without the wait).
  await page.waitForTimeout(late - 500);
  const sheetsIn = () => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/')).length);
  // Still waiting for its rules: the island has not rendered (Swiper would measure slides unstyled).
  if ((await sheetsIn()) === 0) await expect(swiper).not.toHaveClass(/swiper-initialized/);
  await expect(swiper).toHaveClass(/swiper-initialized/);
  expect(await sheetsIn()).toBeGreaterThan(0);
  const moved = await page.evaluate(
    () =>
      new Promise<{ sum: number; shifts: string[] }>((resolve) => {
        const moved = { sum: 0, shifts: [] as string[] };
        // From the moment the stylesheets were asked for: the first paint's own settling is not
        // what this is about.
        const linkedAt = Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_astro\/[^/]+\.css$/.test(entry.name))
            .map((entry) => entry.startTime),
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
            if (entry.hadRecentInput || entry.startTime < linkedAt) continue;
            moved.sum += entry.value;
            moved.shifts.push(
              `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 300);
      }),
  );
  // A carousel drawn before its rules moved by 0.03 when they landed; the display typeface's swap
  // (about 0.001) is all that may move here.
  expect(moved.sum, moved.shifts.join('\n')).toBeLessThan(0.005);
});
