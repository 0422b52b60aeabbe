/**
 * Issue 23: pages under a crowd.
 *   - page-cache: each edge page's time to a full answer, rendered afresh (a miss: Cache-Control:
 *     no-cache, honoured on loopback only) and served from the page cache (a hit), side by side with
 *     the static /about-us; medians of LOAD_BENCH_RUNS (default 9) sequential requests, alternated.
 *   - load: autocannon, 127.0.0.1 only, 50 then 200 connections for LOAD_BENCH_SECONDS (default 20)
 *     on each of /, /search, a product page and a catalog call, one target at a time; requests per
 *     second, errors (failures, time-outs and non-2xx), p50 and p99. Bounded: the time, a 10 s
 *     time-out per request, and the connection count.
 *     The static file /about-us (a pre-rendered page the asset server answers) is measured in the
 *     same run, before and after the targets, and each target's row carries its throughput and p99 as
 *     ratios to the static file's (the mean of both) at the same connection count (issue 37's goals:
 *     at least 0.8x and at most 1.5x).
 * Other work on the machine skews both: the rows carry the load average when they started.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { crowdRatio } from './floor.ts';

/** The static file the crowd's figures are read against. */
const STATIC_FILE = '/about-us';

const RUNS = Math.max(1, Number(process.env.LOAD_BENCH_RUNS ?? 9));
const SECONDS = Math.max(1, Number(process.env.LOAD_BENCH_SECONDS ?? 20));
const CONNECTIONS = (process.env.LOAD_BENCH_CONNECTIONS ?? '50,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** A desktop browser's page load: the edge renders for it (a phone gets the home page as built). */
const PAGE_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  'Sec-Fetch-Dest': 'document',
  Accept: 'text/html',
};

function loopbackOnly(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') throw new Error(`the load bench runs against 127.0.0.1 only, not ${host}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; cache: string | null }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - started, cache: res.headers.get('x-page-cache') };
}

function targets(pages: string[]): string[] {
  const edge = pages.filter((path) => path === '/' || path.startsWith('/search') || path.startsWith('/product/'));
  return [...edge, '/api/v2/inventories?l=50&p=1'];
}

export async function runPageCache({ baseUrl, pages }: { baseUrl: string; pages: string[] }): Promise<Record<string, unknown>[]> {
  loopbackOnly(baseUrl);
  const rows: Record<string, unknown>[] = [];
  const load = loadavg()[0]?.toFixed(1);
  for (const path of [...targets(pages).filter((p) => !p.startsWith('/api')), STATIC_FILE]) {
    const miss: number[] = [];
    const hit: number[] = [];
    const seen = new Set<string>();
    await timed(`${baseUrl}${path}`, PAGE_HEADERS); // warm-up: the entry exists
    for (let i = 0; i < RUNS; i += 1) {
      const fresh = await timed(`${baseUrl}${path}`, { ...PAGE_HEADERS, 'Cache-Control': 'no-cache' });
      miss.push(fresh.ms);
      const cached = await timed(`${baseUrl}${path}`, PAGE_HEADERS);
      hit.push(cached.ms);
      if (cached.cache) seen.add(cached.cache);
    }
    rows.push({
      page: path,
      'miss p50 ms': Math.round(median(miss)),
      'hit p50 ms': Math.round(median(hit)),
      'second visit': [...seen].join(',') || 'static',
      'load avg': load,
    });
  }
  return rows;
}

export async function runLoad({ baseUrl, pages }: { baseUrl: string; pages: string[] }): Promise<Record<string, unknown>[]> {
  loopbackOnly(baseUrl);
  const rows: Record<string, unknown>[] = [];
  const crowd = async (path: string, connections: number) => {
    const load = loadavg()[0]?.toFixed(1);
    const result = await autocannon({
      url: `${baseUrl}${path}`,
      connections,
      duration: SECONDS,
      timeout: 10,
      headers: path.startsWith('/api') ? { Accept: 'application/json' } : PAGE_HEADERS,
    });
    const row: Record<string, unknown> = {
      target: path,
      connections,
      'req/s': Math.round(result.requests.average),
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'load avg': load,
    };
    return { row, figures: { reqPerS: result.requests.average, p99Ms: result.latency.p99 } };
  };
  for (const connections of CONNECTIONS) {
    // The static file before and after the targets: a machine whose load moves during the run moves
    // both, and the targets are read against their mean.
    const before = await crowd(STATIC_FILE, connections);
    const measured = [];
    for (const path of targets(pages)) measured.push(await crowd(path, connections));
    const after = await crowd(STATIC_FILE, connections);
    const staticFile = { reqPerS: (before.figures.reqPerS + after.figures.reqPerS) / 2, p99Ms: (before.figures.p99Ms + after.figures.p99Ms) / 2 };
    rows.push({ ...before.row, target: `${STATIC_FILE} (static, before)` });
    for (const { row, figures } of measured) rows.push({ ...row, ...crowdRatio(figures, staticFile) });
    rows.push({ ...after.row, target: `${STATIC_FILE} (static, after)` });
  }
  return rows;
}
