/**
 * npm run vitals: field Web Vitals of the local store (issue 22, docs/web-vitals.md): p75 and the
 * count behind it per route pattern and connection type, for each of LCP, INP, CLS and TTFB, over the
 * last 7 days, raw rows and the daily roll-up together (src/server/web-vitals/report.ts).
 *
 * It reads the local D1 that `npm start` (or the e2e server) keeps in STATE_DIR, through wrangler's
 * platform proxy over workers/alerts/wrangler.toml (the same database binding), as `npm run alerts`
 * does; a read beside a running store is safe (it waits out the store's
 * write lock). Production: the SQL in docs/web-vitals.md.
 */
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { vitalsTable } from '../lib/web-vitals/summary.ts';
import { REPORT_DAYS, vitalsReport } from '../server/web-vitals/report.ts';
import { readBesideStore, ROOT, STATE_DIR, stateDirPath } from './local-env.ts';

const proxy = await getPlatformProxy<{ DB: Parameters<typeof vitalsReport>[0] }>({
  configPath: join(ROOT, 'workers/alerts/wrangler.toml'),
  persist: { path: stateDirPath(STATE_DIR, 'v3') },
});
try {
  const rows = await readBesideStore(() => vitalsReport(proxy.env.DB));
  console.log(`Field Web Vitals of the last ${REPORT_DAYS} days (${STATE_DIR}): p75 per route and connection, n = page views measured`);
  console.log(rows.length === 0 ? 'No measurements yet: open a few pages of the store and leave them.' : vitalsTable(rows));
} finally {
  await proxy.dispose();
}
