/**
 * npm run dev: Astro's hot-reloading dev server behind `wrangler pages dev`, so that pages reload on
 * save while the Pages Functions and the built-in API (local D1) run as in production.
 * Open http://127.0.0.1:$PORT (default 8788).
 */
import { spawn } from 'node:child_process';
import { applyMigrations, HOST, killWithParent, PORT, ROOT, STATE_DIR } from './local-env.ts';

const ASTRO_PORT = Number(process.env.ASTRO_PORT ?? 4321);

await applyMigrations();
const astro = spawn('astro', ['dev', '--host', HOST, '--port', String(ASTRO_PORT)], { cwd: ROOT, stdio: 'inherit' });
const wrangler = spawn(
  'wrangler',
  ['pages', 'dev', '--proxy', String(ASTRO_PORT), '--ip', HOST, '--port', String(PORT), '--persist-to', STATE_DIR],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
killWithParent(astro, wrangler);
for (const child of [astro, wrangler]) child.on('exit', (code) => process.exit(code ?? 0));
