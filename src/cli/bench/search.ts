/**
 * Search speed: the time from Enter in the search box to the results painted, in Debian Chromium.
 *   - from another page (/faq): Enter loads /search, which asks the catalog and paints the grid;
 *   - on /search: Enter changes the search in place (no page load).
 * The clock starts at the Enter keydown (captured in the page) and stops at the results page's
 * 'search:results-painted' mark (set in the first animation frame after the results island renders),
 * or, for a /search page that arrived with its results rendered at the edge (the island sleeps on
 * them), at that page's first contentful paint, which shows them.
 * Each scenario runs SEARCH_BENCH_RUNS times (default 7) after one warm-up; the median is reported.
 */
import { chromium, type Page } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.ts';

const RUNS = Math.max(1, Number(process.env.SEARCH_BENCH_RUNS ?? 7));
const MARK = 'search:results-painted';
const QUERIES = ['black bag', 'kelly', 'gold watch', 'classic flap', 'lady dior', 'silver', 'tote', 'wallet'];

/** Stores the wall-clock time of the next Enter keydown in sessionStorage (survives the page load). */
async function armEnterClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.removeItem('bench-enter');
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') sessionStorage.setItem('bench-enter', String(performance.timeOrigin + performance.now()));
      },
      { capture: true, once: true },
    );
  });
}

/** Milliseconds from the stored Enter to the first results-painted mark after it. */
async function enterToPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (mark) => {
      const enter = Number(sessionStorage.getItem('bench-enter'));
      if (!enter) return null;
      const island = performance
        .getEntriesByName(mark)
        .map((entry) => performance.timeOrigin + entry.startTime)
        .find((at) => at >= enter);
      const edge =
        document.documentElement.getAttribute('data-search-rendered') === 'results' ? performance.getEntriesByName('first-contentful-paint')[0] : undefined;
      const edgePainted = edge ? performance.timeOrigin + edge.startTime : undefined;
      const painted = island ?? (edgePainted !== undefined && edgePainted >= enter ? edgePainted : undefined);
      const status = document.querySelector('[data-status]')?.getAttribute('data-status');
      return painted !== undefined && status === 'done' ? painted - enter : null;
    },
    MARK,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function searchBox(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  // The box sleeps until used (client:interaction): focus wakes it, and it is hydrated once its
  // island's server-rendered marker is gone. The shopper's typing starts there too.
  await box.focus();
  await box.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const island = element.closest('astro-island');
        const check = () => (island?.hasAttribute('ssr') ? setTimeout(check, 50) : resolve());
        check();
      }),
  );
  return box;
}

async function fromAnotherPage(page: Page, baseUrl: string, text: string): Promise<number> {
  await page.goto(`${baseUrl}/faq`);
  const box = await searchBox(page);
  await box.fill(text);
  await armEnterClock(page);
  await box.press('Enter');
  await page.waitForURL('**/search?**');
  return enterToPaint(page);
}

async function inPlace(page: Page, baseUrl: string, text: string): Promise<number> {
  await page.goto(`${baseUrl}/search?product=bag&l=50&p=1`);
  const box = await searchBox(page);
  await page.waitForFunction(() => document.querySelector('[data-status]')?.getAttribute('data-status') === 'done', null, { timeout: 60_000 });
  await box.fill(text);
  await armEnterClock(page);
  await box.press('Enter');
  return enterToPaint(page);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function run(ctx: { baseUrl: string }): Promise<Record<string, unknown>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: Record<string, unknown>[] = [];
  try {
    const scenarios = [
      { scenario: 'Enter on /faq → /search painted', measure: fromAnotherPage },
      { scenario: 'Enter on /search → results painted (in place)', measure: inPlace },
    ];
    for (const { scenario, measure } of scenarios) {
      for (const width of [375, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
        const page = await context.newPage();
        await measure(page, ctx.baseUrl, 'warm up'); // fills the HTTP cache and the guest session
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await measure(page, ctx.baseUrl, QUERIES[i % QUERIES.length] ?? 'bag'));
        await context.close();
        rows.push({
          scenario,
          viewport: width,
          runs: RUNS,
          median_ms: Math.round(median(times)),
          min_ms: Math.round(Math.min(...times)),
          max_ms: Math.round(Math.max(...times)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
