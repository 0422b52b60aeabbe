/**
 * Issue 22: field Web Vitals. POST /v1/web-vitals on workerd with real D1: a valid batch is stored,
 * every bad field is refused in the envelope, the body is capped, the method checked, the address
 * rate-limited; the daily roll-up folds old rows into histograms the report still reads; with
 * API_ORIGIN set the beacon goes nowhere.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest as apiFunction } from '../../../functions/api/[[path]].ts';
import type { WebVitalsBatch } from '../../../src/lib/contract/web-vitals.ts';
import { bucketOf, bucketValue } from '../../../src/lib/web-vitals/histogram.ts';
import { p75 } from '../../../src/lib/web-vitals/percentile.ts';
import { addressBucket, rateBucket, windowStart } from '../../../src/server/accounts/rate-limits.ts';
import type { Env } from '../../../src/server/env.ts';
import { vitalsReport } from '../../../src/server/web-vitals/report.ts';
import { RAW_RETENTION_DAYS, rollUpWebVitals, ROLLUP_CHUNK_ROWS } from '../../../src/server/web-vitals/rollup.ts';
import { VITALS_PER_ADDRESS } from '../../../src/server/web-vitals/routes.ts';
import { api, expectError, productionEnv, uniqueAddress } from '../accounts/helpers.ts';
import { pagesContext } from '../fuzz/pages-context.ts';

const DAY = 86_400;
const valid = (): WebVitalsBatch => ({
  route: '/product/[id]',
  connection: '4g',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1432 },
    { name: 'INP', value: 88 },
    { name: 'CLS', value: 0.012 },
    { name: 'TTFB', value: 210 },
  ],
});

const send = (body: unknown, options: { address?: string; env?: Env } = {}) =>
  api('/v1/web-vitals', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    ...options,
  });

interface Row {
  route: string;
  metric: string;
  value: number;
  connection: string;
  device: string;
  recorded_at: number;
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM web_vitals'), env.DB.prepare('DELETE FROM web_vitals_daily')]);
});

describe('POST /v1/web-vitals', () => {
  it('stores a valid batch (sent as text/plain, as sendBeacon does): 204, one row per metric, nothing else', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await send(valid());
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const { results } = await env.DB.prepare('SELECT * FROM web_vitals ORDER BY metric').all<Row & { id: number }>();
    expect(results.map(({ route, metric, value, connection, device }) => ({ route, metric, value, connection, device }))).toEqual([
      { route: '/product/[id]', metric: 'CLS', value: 0.012, connection: '4g', device: 'mobile' },
      { route: '/product/[id]', metric: 'INP', value: 88, connection: '4g', device: 'mobile' },
      { route: '/product/[id]', metric: 'LCP', value: 1432, connection: '4g', device: 'mobile' },
      { route: '/product/[id]', metric: 'TTFB', value: 210, connection: '4g', device: 'mobile' },
    ]);
    for (const row of results) expect(row.recorded_at).toBeGreaterThanOrEqual(before);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(['connection', 'device', 'id', 'metric', 'recorded_at', 'route', 'value']);
  });

  it('takes a batch with some metrics only, and application/json too', async () => {
    const res = await api('/v1/web-vitals', {
      method: 'POST',
      json: { route: '/', connection: 'unknown', device: 'desktop', metrics: [{ name: 'TTFB', value: 0 }] },
    });
    expect(res.status).toBe(204);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(1);
  });

  const withField = (field: string, value: unknown) => ({ ...valid(), [field]: value });
  const withMetric = (metric: unknown) => ({ ...valid(), metrics: [metric] });
  it.each<[string, unknown, RegExp]>([
    ['not JSON', '{"route": "/",', /valid JSON/],
    ['a list', '[]', /./],
    ['no route', { ...valid(), route: undefined }, /^route: /],
    ['an address, not a pattern', withField('route', '/product/2000'), /^route: is not a route pattern/],
    ['a query', withField('route', '/search?product=bag'), /^route: /],
    ['route __proto__', withField('route', '__proto__'), /^route: /],
    ['route constructor', withField('route', 'constructor'), /^route: /],
    ['a long route', withField('route', `/${'a'.repeat(500)}`), /^route: must be at most 64/],
    ['route a number', withField('route', 7), /^route: /],
    ['an unknown connection', withField('connection', '5g'), /^connection: must be one of/],
    ['connection __proto__', withField('connection', '__proto__'), /^connection: /],
    ['an unknown device', withField('device', 'tablet'), /^device: must be one of mobile, desktop/],
    ['a device model', withField('device', 'iPhone 15 Pro'), /^device: /],
    ['no metrics', withField('metrics', []), /^metrics: must hold at least one/],
    ['metrics not a list', withField('metrics', { LCP: 1 }), /^metrics: /],
    ['five metrics', withField('metrics', [...valid().metrics, { name: 'LCP', value: 1 }]), /^metrics: must hold at most 4/],
    [
      'a metric twice',
      withField('metrics', [
        { name: 'LCP', value: 1 },
        { name: 'LCP', value: 2 },
      ]),
      /LCP is given twice/,
    ],
    ['an unknown metric', withMetric({ name: 'FID', value: 10 }), /^metrics\.0\.name: must be one of LCP, INP, CLS, TTFB/],
    ['metric __proto__', withMetric({ name: '__proto__', value: 10 }), /^metrics\.0\.name: /],
    ['a negative value', withMetric({ name: 'LCP', value: -1 }), /^metrics\.0\.value: must not be negative/],
    ['a value as text', withMetric({ name: 'LCP', value: '1200' }), /^metrics\.0\.value: must be a number/],
    ['a value too large', withMetric({ name: 'LCP', value: 60_001 }), /^metrics\.0\.value: must be at most 60000 for LCP/],
    ['a CLS too large', withMetric({ name: 'CLS', value: 11 }), /^metrics\.0\.value: must be at most 10 for CLS/],
    ['an infinite value (1e999)', '{"route":"/","connection":"4g","device":"mobile","metrics":[{"name":"LCP","value":1e999}]}', /^metrics\.0\.value: /],
    ['an extra field in a metric', withMetric({ name: 'LCP', value: 1, id: 'v5-123' }), /^metrics\.0: /],
    ['an extra field (a user id)', withField('user', 'shopper@example.com'), /user/],
    ['an own __proto__ key', '{"__proto__":{"x":1},"route":"/","connection":"4g","device":"mobile","metrics":[{"name":"LCP","value":1}]}', /__proto__/],
  ])('refuses %s: 400 VALIDATION naming the field, nothing stored', async (_name, body, message) => {
    const res = await send(body);
    await expectError(res, 400, 'VALIDATION', message);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(0);
  });

  it('refuses a body over 16 KB: 413 in the envelope', async () => {
    const huge = { ...valid(), padding: 'x'.repeat(20 * 1024) };
    await expectError(await send(huge), 413, 'PAYLOAD_TOO_LARGE', /at most 16 KB/);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await api('/v1/web-vitals', { method, ...(method === 'GET' ? {} : { body: JSON.stringify(valid()) }) });
    expect(res.headers.get('Allow')).toBe('POST');
    await expectError(res, 405, 'METHOD_NOT_ALLOWED', /POST/);
  });

  it('limits an address: 429 RATE_LIMITED with Retry-After once it used its budget; another address goes on', async () => {
    const address = uniqueAddress();
    const now = Math.floor(Date.now() / 1000);
    const bucket = await rateBucket(VITALS_PER_ADDRESS, addressBucket(address));
    const start = windowStart(VITALS_PER_ADDRESS, now);
    await env.DB.batch(
      [start, start + VITALS_PER_ADDRESS.windowSeconds].map((window) =>
        env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)').bind(bucket, window, VITALS_PER_ADDRESS.limit),
      ),
    );
    const res = await send(valid(), { address, env: productionEnv() });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectError(res, 429, 'RATE_LIMITED', /Too many measurements/);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(0);
    expect((await send(valid(), { address: uniqueAddress(), env: productionEnv() })).status).toBe(204);
  });
});

describe('with API_ORIGIN set (an external backend)', () => {
  it('the beacon goes nowhere: answered 204 by the store, never forwarded, nothing stored', async () => {
    const upstream = vi.fn(async () => new Response('{}', { status: 200 }));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = upstream as unknown as typeof fetch;
    try {
      const request = new Request('https://shop.example/api/v1/web-vitals', { method: 'POST', body: JSON.stringify(valid()) });
      const ctx = createExecutionContext();
      const proxied = { ...(env as unknown as Env), API_ORIGIN: 'https://backend.example/api' } as Env;
      const res = await apiFunction(pagesContext(request, proxied, ctx, { functionPath: '/api/[[path]]' }));
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(204);
      expect(upstream).not.toHaveBeenCalled();
      expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(0);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

/** Raw rows as the collector writes them, 14 a statement (D1 binds at most 100 values), in one batch. */
async function insertRaw(rows: Row[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += 14) {
    const part = rows.slice(start, start + 14);
    statements.push(
      env.DB.prepare(
        `INSERT INTO web_vitals (recorded_at, route, metric, value, connection, device) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      ).bind(...part.flatMap((r) => [r.recorded_at, r.route, r.metric, r.value, r.connection, r.device])),
    );
  }
  await env.DB.batch(statements);
}

// Thousands of rows on a machine shared with other runs: more than vitest's default 5 s.
describe('the daily roll-up', { timeout: 30_000 }, () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  const nowSeconds = now / 1000;
  const today = Math.floor(nowSeconds / DAY) * DAY;

  it('folds whole days older than the raw retention into histograms, deletes them, keeps the recent ones raw; the report reads both', async () => {
    const old = today - (RAW_RETENTION_DAYS + 1) * DAY + 3600; // three days ago
    const recent = today - DAY + 3600; // yesterday: kept raw
    const oldLcp = Array.from({ length: 40 }, (_, i) => 800 + i * 50);
    const recentLcp = [1000, 1100, 5000];
    await insertRaw([
      ...oldLcp.map((value, i) => ({ route: '/', metric: 'LCP', value, connection: '4g', device: i % 2 ? 'mobile' : 'desktop', recorded_at: old + i })),
      { route: '/', metric: 'CLS', value: 0, connection: '4g', device: 'mobile', recorded_at: old },
      { route: '/', metric: 'CLS', value: 0.3, connection: '4g', device: 'mobile', recorded_at: old },
      ...recentLcp.map((value, i) => ({ route: '/', metric: 'LCP', value, connection: '4g', device: 'mobile', recorded_at: recent + i })),
      // Older than the report's 7 days: folded too, but not reported.
      { route: '/about-us', metric: 'LCP', value: 900, connection: '3g', device: 'mobile', recorded_at: today - 20 * DAY },
    ]);
    const before = await vitalsReport(env.DB, now);
    const result = await rollUpWebVitals(env.DB, now);
    expect(result).toEqual({ folded: 43, keptFrom: today - RAW_RETENTION_DAYS * DAY });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(3);
    const daily = await env.DB.prepare("SELECT SUM(count) AS n FROM web_vitals_daily WHERE route = '/' AND metric = 'LCP'").first('n');
    expect(daily).toBe(40);
    const days = await env.DB.prepare('SELECT DISTINCT day FROM web_vitals_daily ORDER BY day').all<{ day: string }>();
    expect(days.results.map((row) => row.day)).toEqual(['2026-11-06', '2026-11-23']);

    const after = await vitalsReport(env.DB, now);
    expect(after.map((row) => [row.route, row.connection])).toEqual([['/', '4g']]);
    const lcp = after[0]?.metrics.LCP;
    expect(lcp?.count).toBe(43);
    // The exact p75 of the 43 values, and the roll-up's within 2.5% of it.
    const exact = p75([...oldLcp, ...recentLcp].map((value) => ({ value, count: 1 }))) ?? 0;
    expect(before.find((row) => row.route === '/')?.metrics.LCP).toEqual({ p75: exact, count: 43 });
    expect(Math.abs((lcp?.p75 ?? 0) - exact) / exact).toBeLessThanOrEqual(0.025);
    expect(after[0]?.metrics.CLS).toEqual({ p75: bucketValue('CLS', bucketOf('CLS', 0.3)), count: 2 });

    // A second run finds nothing to fold and changes nothing.
    expect((await rollUpWebVitals(env.DB, now)).folded).toBe(0);
    expect(await vitalsReport(env.DB, now)).toEqual(after);
  });

  it('folds in parts: more rows than one chunk, the counts add up across folds', async () => {
    const old = today - (RAW_RETENTION_DAYS + 2) * DAY;
    const total = ROLLUP_CHUNK_ROWS + 150;
    await insertRaw(
      Array.from({ length: total }, (_, i) => ({
        route: '/search',
        metric: 'INP',
        value: 40 + (i % 300),
        connection: '3g',
        device: 'mobile',
        recorded_at: old + i,
      })),
    );
    expect((await rollUpWebVitals(env.DB, now)).folded).toBe(total);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM web_vitals').first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT SUM(count) AS n FROM web_vitals_daily').first('n')).toBe(total);
    // Late rows of a day already folded add to its counts.
    await insertRaw([{ route: '/search', metric: 'INP', value: 60, connection: '3g', device: 'mobile', recorded_at: old + 5 }]);
    expect((await rollUpWebVitals(env.DB, now)).folded).toBe(1);
    const report = await vitalsReport(env.DB, now);
    expect(report[0]?.metrics.INP?.count).toBe(total + 1);
  });
});
