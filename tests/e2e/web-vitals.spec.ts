/**
 * Issue 22: field Web Vitals. Three pages opened, used and left as a shopper would each send one
 * beacon with their route pattern (never the address), and `npm run vitals` then shows p75 figures
 * for them, read from the e2e server's own D1 (STATE_DIR). The library arrives after the load event,
 * never before it.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { firstProductPath } from './browse-helpers.ts';
import { changeLocalDb } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STATE_DIR = process.env.STATE_DIR ?? `.wrangler/e2e-${process.env.E2E_PORT ?? '8790'}`;
/** The chunk after-load.ts imports for a sampled page view (web-vitals is bundled into it). */
const VITALS_CHUNK = /\/_astro\/field-vitals\.[^/]*\.js$/;
/** A timing cell of `npm run vitals`: p75 and the count behind it. */
const MS_FIGURE = /^\d[\d,]* ms \(n=\d+\)$/;

/** Opens a page, waits for the measuring code, and does what a shopper does (so INP has an interaction). */
async function visit(page: Page, path: string): Promise<void> {
  const measuring = page.waitForResponse((response) => VITALS_CHUNK.test(new URL(response.url()).pathname));
  await page.goto(path);
  await measuring;
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // A press on the footer's empty corner (nothing to follow) and a key: interactions INP can measure.
  await footer.click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Shift');
  // The browser times an interaction after its next paint; leaving before that (a busy machine) would
  // send the page's batch without INP. Wait until the press is in the page's timeline.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
}

/** The rows of `npm run vitals` for a route: [connection, LCP, INP, CLS, TTFB] each. */
function rowsOf(output: string, route: string): string[][] {
  return output
    .split('\n')
    .map((line) => line.split(/\s{2,}/))
    .filter((cells) => cells[0] === route)
    .map((cells) => cells.slice(1));
}

test('three pages left by a shopper report their vitals, and npm run vitals shows them', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  await changeLocalDb(request, 'DELETE FROM web_vitals', 'DELETE FROM web_vitals_daily');
  const product = await firstProductPath(baseURL ?? '');
  for (const path of ['/', product, '/about-us']) await visit(page, path);
  // Leaving the last page hides it too. (The browser sends beacons of a page being left on its own:
  // Playwright does not see them, so the test reads what the store kept.)
  await page.goto('about:blank');

  const routes = ['/', '/product/[id]', '/about-us'];
  let output = '';
  await expect
    .poll(
      async () => {
        const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'vitals'], { cwd: ROOT, env: { ...process.env, STATE_DIR }, timeout: 60_000 });
        output = stdout;
        // Every test's page views are measured on this server, and a page another test opened and left
        // without a press has no INP; it may reach the table first. Wait for this test's own visits,
        // each of which has one.
        return routes.filter((route) => rowsOf(stdout, route).some(([, , inp]) => MS_FIGURE.test(inp ?? '')));
      },
      { timeout: 90_000, intervals: [1000, 3000, 5000] },
    )
    .toEqual(routes);
  test.info().annotations.push({ type: 'npm run vitals', description: output });

  expect(output).toMatch(/^route\s+connection\s+LCP p75\s+INP p75\s+CLS p75\s+TTFB p75$/m);
  for (const route of routes) {
    for (const [connection, lcp, inp, cls, ttfb] of rowsOf(output, route)) {
      expect(['slow-2g', '2g', '3g', '4g', 'unknown']).toContain(connection);
      // Each page was used (a press and a key), so each has all four figures, with the count behind it.
      for (const figure of [lcp, inp, ttfb]) expect(figure, `${route}: ${output}`).toMatch(MS_FIGURE);
      expect(cls, `${route}: ${output}`).toMatch(/^\d\.\d{3} \(n=\d+\)$/);
    }
  }
  // Counted under the pattern, never the address.
  expect(output).not.toContain(product);
});

test('a press just before the shopper leaves a busy page is in the batch the page sends (INP)', async ({ page }) => {
  // The beacon of a page being left is not seen by Playwright: a wrapper keeps each batch in the
  // origin's storage as it is sent, and the next page of the site reads it.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const kept: unknown[] = JSON.parse(localStorage.getItem('test:beacons') ?? '[]');
      localStorage.setItem('test:beacons', JSON.stringify([...kept, body]));
      return send(url, body);
    };
  });
  const measuring = page.waitForResponse((response) => VITALS_CHUNK.test(new URL(response.url()).pathname));
  await page.goto('/about-us');
  await measuring;
  // A busy page (tasks back to back, chained by messages: timers would leave idle gaps) gives the
  // measuring code no idle time before the shopper goes: what it has not yet counted must still be
  // counted when the page is hidden. (Without that, the batch had LCP, CLS and TTFB but no INP.)
  await page.evaluate(() => {
    const until = performance.now() + 3000;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const start = performance.now();
      while (performance.now() - start < 20);
      if (performance.now() < until) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } });
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.goto('/robots.txt');
  const batches = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('test:beacons') ?? '[]') as string[]).map((body) => JSON.parse(body) as { route: string; metrics: { name: string }[] }),
  );
  expect(batches.map((batch) => batch.route)).toEqual(['/about-us']);
  expect(batches[0]?.metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
});

test('no web-vitals code is requested before the load event, and the page does not name it', async ({ page, request }) => {
  // The page as served: no preload or script of the measuring code (the loader adds its own link on import).
  expect(await (await request.get('/about-us')).text()).not.toContain('field-vitals');
  await page.goto('/about-us');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_astro/field-vitals.')));
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      loadEventStart: navigation.loadEventStart,
      vitals: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_astro/field-vitals.'))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.loadEventStart).toBeGreaterThan(0);
  expect(timing.vitals.length).toBe(1);
  for (const start of timing.vitals) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
});
