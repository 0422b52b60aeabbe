/**
 * npm run dev: Astro's hot-reloading dev server behind `wrangler pages dev`, so that pages reload on
 * save while the Pages Functions and the built-in API (local D1) run as in production.
 * Open http://127.0.0.1:$PORT (default 8788); /admin edits the working tree (the content editor's
 * local proxy, src/cli/cms-proxy.ts, runs alongside).
 */
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './auth-emulator.ts';
import { startCmsProxy } from './cms-proxy.ts';
import { prepareDevRoot } from './dev-root.ts';
import { applyMigrations, HOST, killWithParent, localBindingArgs, localBuildEnv, PORT, ROOT, STATE_DIR, stateDirPath } from './local-env.ts';
import { seedLocalDatabase, seedSizeFromEnv } from './seed.ts';

const ASTRO_PORT = Number(process.env.ASTRO_PORT ?? 4321);

const authEmulator = await startAuthEmulator();
await applyMigrations();
seedLocalDatabase({ size: seedSizeFromEnv(), reseed: process.env.RESEED === '1' });
const astro = spawn('astro', ['dev', '--host', HOST, '--port', String(ASTRO_PORT)], { cwd: ROOT, stdio: 'inherit', env: localBuildEnv() });
// In a folder of its own (src/cli/dev-root.ts), so that it proxies Astro instead of serving dist/.
const wrangler = spawn(
  'wrangler',
  [
    'pages',
    'dev',
    '--cwd',
    prepareDevRoot(),
    '--proxy',
    String(ASTRO_PORT),
    '--ip',
    HOST,
    '--port',
    String(PORT),
    '--persist-to',
    stateDirPath(STATE_DIR),
    ...localBindingArgs(),
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
const cmsProxy = startCmsProxy();
const stopEmulator = {
  kill: () => {
    authEmulator.stop();
    return true;
  },
};
killWithParent(astro, wrangler, cmsProxy, stopEmulator);
for (const child of [astro, wrangler])
  child.on('exit', (code) => {
    authEmulator.stop();
    cmsProxy.kill('SIGTERM');
    process.exit(code ?? 0);
  });
