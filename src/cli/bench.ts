/**
 * npm run bench: builds into a folder of its own (BENCH_OUT_DIR, default dist-bench, so that a running
 * `npm start` keeps serving its dist/), serves the product on 127.0.0.1:$BENCH_PORT (default 8799) with a
 * fresh seeded database, and prints each benchmark's figures. BENCH_URL measures an already running
 * server. BENCH_ONLY=name1,name2 runs a subset, as do names after `--` (npm run bench -- load).
 */
import { localBuildEnv, run as runCommand } from './local-env.ts';
import { startServer, type RunningServer } from './bench/server.ts';
import * as jsBytes from './bench/js-bytes.ts';
import * as search from './bench/search.ts';
import * as accountArea from './bench/account-area.ts';
import * as lighthouse from './bench/lighthouse.ts';
import * as catalogApi from './bench/api.ts';
import * as load from './bench/load.ts';
import { writeFloorPage } from './bench/floor.ts';

interface BenchModule {
  name: string;
  run: (ctx: { baseUrl: string; pages: string[] }) => Promise<Record<string, unknown>[]>;
}

// Each area adds its module here.
const modules: BenchModule[] = [
  { name: 'js-bytes', run: jsBytes.run },
  { name: 'search', run: search.run },
  { name: 'account-area', run: accountArea.run },
  { name: 'lighthouse', run: lighthouse.run },
  // Starts its own servers (2,000 and 100,000 items) on CATALOG_BENCH_PORT.
  { name: 'catalog-api', run: catalogApi.run },
  // Issue 23: each edge page rendered (miss) and from the page cache (hit), then the crowd (autocannon).
  { name: 'page-cache', run: load.runPageCache },
  { name: 'load', run: load.runLoad },
];

async function productPath(baseUrl: string): Promise<string | null> {
  try {
    const res = await fetch(`${baseUrl}/api/v2/inventories?l=1&p=1`);
    const body = (await res.json()) as { data?: { id: number }[] };
    const id = body.data?.[0]?.id;
    return id ? `/product/${id}` : null;
  } catch {
    return null;
  }
}

const only = new Set([...(process.env.BENCH_ONLY ?? '').split(','), ...process.argv.slice(2)].filter(Boolean));
let server: RunningServer | null = null;
let baseUrl = process.env.BENCH_URL ?? '';
if (!baseUrl) {
  // Built as `npm start` builds (the local settings), so the bench measures the product a shopper gets.
  const outDir = process.env.BENCH_OUT_DIR ?? 'dist-bench';
  await runCommand('astro', ['build'], { env: { ...localBuildEnv(), ASTRO_OUT_DIR: outDir } });
  // Lighthouse's floor page (bench/floor.ts), in the bench's own build only.
  writeFloorPage(outDir);
  server = await startServer(Number(process.env.BENCH_PORT ?? 8799), { ASTRO_OUT_DIR: outDir });
  baseUrl = server.baseUrl;
}

const product = await productPath(baseUrl);
/** A seeded collection (src/content/collections/en/hermes-under-15000.md), live whatever the date. */
const COLLECTION_PAGE = '/collections/hermes-under-15000';
// The pages issue 12's goals name: /search with a text query, as a shopper arrives from the search box.
// And a collection page (issue 36: 'npm run bench measures one'), the seed's first.
const pages = ['/', '/search?product=bag&l=50&p=1', ...(product ? [product] : []), '/about-us', '/faq', COLLECTION_PAGE];
console.log(`Benchmarks against ${baseUrl} (node ${process.version})`);
try {
  for (const mod of modules) {
    if (only.size > 0 && !only.has(mod.name)) continue;
    const started = performance.now();
    const rows = await mod.run({ baseUrl, pages });
    console.log(`\n## ${mod.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    console.table(rows);
  }
} finally {
  server?.stop();
}
process.exit(0);
