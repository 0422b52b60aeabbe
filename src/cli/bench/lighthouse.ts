/**
 * Lighthouse (mobile preset: Moto G-class device, simulated slow 4G) on Debian Chromium for the home
 * page, a product page, /search and /about-us: performance score, LCP, TBT, CLS, long tasks and JavaScript bytes.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run by score is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './browser.ts';

export interface BenchContext {
  baseUrl: string;
  pages?: string[];
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Measurement {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  longTasks: number;
  jsTransfer: number;
  jsResource: number;
}

function numeric(audits: Record<string, { numericValue?: number } | undefined>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/**
 * Every run is a first visit: Lighthouse clears the origin's HTTP cache, service worker and cache
 * storage before a run, but not its local storage, so a run after another page would otherwise find
 * that page's guest token, preferences, viewed pieces and the display typeface marked as cached while
 * the file itself is gone (src/lib/config/display-font-loading.ts): a visit no shopper makes.
 */
const CLEAR_STORAGE_TYPES: NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

async function measure(url: string, port: number): Promise<Measurement> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    clearStorageTypes: CLEAR_STORAGE_TYPES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const longTasks = ((audits['long-tasks']?.details?.items ?? []) as { duration?: number }[]).filter((task) => (task.duration ?? 0) > 50);
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    fcpMs: numeric(audits, 'first-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    longTasks: longTasks.length,
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

/**
 * The four pages issue 12's Lighthouse goals name, then the two issue 26 holds to the same goals: the
 * Traditional Chinese home page and the same product page in Traditional Chinese.
 */
function pagesToMeasure(ctx: BenchContext): string[] {
  const product = ctx.pages?.find((path) => path.startsWith('/product'));
  const search = ctx.pages?.find((path) => path.startsWith('/search')) ?? '/search?product=bag&l=50&p=1';
  return ['/', ...(product ? [product] : []), search, '/about-us', '/zh-hant', ...(product ? [`/zh-hant${product}`] : [])];
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: Record<string, unknown>[] = [];
  try {
    for (const path of pagesToMeasure(ctx)) {
      const runs: Measurement[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${ctx.baseUrl}${path}`, chrome.port));
      runs.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) continue;
      rows.push({
        page: path,
        runs: runs.length,
        performance: median.score,
        'LCP ms': Math.round(median.lcpMs),
        'FCP ms': Math.round(median.fcpMs),
        'TBT ms': Math.round(median.tbtMs),
        CLS: Number(median.cls.toFixed(4)),
        'long tasks >50ms': median.longTasks,
        'JS transfer bytes': median.jsTransfer,
        'JS resource bytes': median.jsResource,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

// Run alone: node src/cli/bench/lighthouse.ts http://127.0.0.1:8788 [/product/1]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:8788', ...pages] = process.argv.slice(2);
  console.table(await run({ baseUrl, pages }));
}
