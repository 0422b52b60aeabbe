/**
 * Issue 22: the display typeface never competes with the first paint. A first visit paints in the
 * metric-matched fallback and asks for the file after the load event; once loaded, the next pages
 * declare it at once (the file from the HTTP cache) and paint in it from the start. Either way the
 * page's text ends up in Cormorant Garamond and nothing moves when it arrives.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstProductPath } from './browse-helpers.ts';
import { displayTypefaceLoaded } from './support.ts';

const FONT_FILE = /\/fonts\/cormorant-garamond-[0-9a-f]+\.woff2$/;

/** When the page asked for the typeface's file, and when its load event started (ms from navigation). */
async function fontTiming(page: Page): Promise<{ fontRequested: number; loadEvent: number; fontLoaded: boolean }> {
  await displayTypefaceLoaded(page);
  return page.evaluate((pattern) => {
    const font = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      fontRequested: font ? font.startTime : Number.NaN,
      loadEvent: navigation.loadEventStart,
      fontLoaded: [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Cormorant Garamond' && face.status === 'loaded'),
    };
  }, FONT_FILE.source);
}

test('a first visit asks for the typeface after the load event; the next page paints in it from the start', async ({ page }) => {
  const first = await page.goto('/about-us');
  expect(first?.ok()).toBe(true);
  // The HTML names no font file to fetch early (no preload, no @font-face in the styles).
  expect(await first?.text()).not.toMatch(/rel="preload"[^>]*\.woff2/);
  const firstVisit = await fontTiming(page);
  expect(firstVisit.fontLoaded).toBe(true);
  expect(firstVisit.fontRequested).toBeGreaterThanOrEqual(firstVisit.loadEvent);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('displayFont'))).toMatch(FONT_FILE);

  // The home page's title (its largest paint) was in the fallback at first; now the typeface is known.
  await page.goto('/');
  const next = await fontTiming(page);
  expect(next.fontLoaded).toBe(true);
  expect(next.fontRequested).toBeLessThan(next.loadEvent);
  const titleFont = await page.locator('#hero-title').evaluate((title) => getComputedStyle(title).fontFamily);
  expect(titleFont).toMatch(/^"?Cormorant Garamond"?, "?Cormorant Garamond Fallback"?/);
});

test('the late typeface moves nothing on the product page (no layout shift when it swaps in)', async ({ page, baseURL }) => {
  await page.goto(await firstProductPath(baseURL ?? ''));
  await page.evaluate(() => {
    (window as Window & { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as Window & { shifts?: number }).shifts = ((window as Window & { shifts?: number }).shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const timing = await fontTiming(page);
  expect(timing.fontRequested).toBeGreaterThanOrEqual(timing.loadEvent);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0)).toBeLessThan(0.01);
});

test('on a first visit the typeface lays out again only the text set in it, not the whole page', async ({ page, browser }) => {
  // Chromium lays out all of a page's text again when a face joins a page already laid out; the face
  // is declared before the first layout, and once loaded the elements set in a serif name it
  // (display-font.ts, display-face-switch.ts).
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto('/about-us');
  await displayTypefaceLoaded(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The serif text is set in the typeface now (a heading, a figure), the rest keeps its own face.
  const fonts = await page.evaluate(() =>
    ['#about-our-story', '.mk-about__figures dd', 'main p'].map((selector) => getComputedStyle(document.querySelector(selector) ?? document.body).fontFamily),
  );
  expect(fonts[0]).toMatch(/^"?Cormorant Garamond"?, "?Cormorant Garamond Fallback"?/);
  expect(fonts[1]).toMatch(/^"?Cormorant Garamond"?, "?Cormorant Garamond Fallback"?/);
  expect(fonts[2]).not.toContain('Cormorant');
  type TraceEvent = {
    name: string;
    ts: number;
    args?: { data?: { frame?: string }; beginData?: { frame?: string; dirtyObjects?: number; totalObjects?: number } };
  };
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // The page's own document: the one with the most layout objects. Each SVG image is a document of
  // its own with its own load mark (and the tab's first blank page has one too).
  const allLayouts = traceEvents.filter((event) => event.name === 'Layout' && event.args?.beginData?.totalObjects);
  const pageFrame = allLayouts.reduce((most, event) => ((event.args?.beginData?.totalObjects ?? 0) > (most.args?.beginData?.totalObjects ?? 0) ? event : most))
    .args?.beginData?.frame;
  expect(pageFrame).toBeTruthy();
  const loaded = traceEvents.find((event) => event.name === 'MarkLoad' && event.args?.data?.frame === pageFrame)?.ts ?? Number.NaN;
  expect(loaded).toBeGreaterThan(0);
  const layouts = allLayouts.flatMap(({ ts, args }) => {
    const { frame, dirtyObjects = 0, totalObjects = 0 } = args?.beginData ?? {};
    return frame === pageFrame && ts > loaded ? [{ dirty: dirtyObjects, total: totalObjects }] : [];
  });
  expect(layouts.length).toBeGreaterThan(0);
  // No layout after the load event covers every object of a page of this size.
  expect(layouts.filter(({ dirty, total }) => total > 100 && dirty === total).map(({ dirty, total }) => `${dirty}/${total}`)).toEqual([]);
});
