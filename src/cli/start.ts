/**
 * npm start: build the site, apply D1 migrations locally, seed an empty database, and serve the
 * whole product (static pages + Pages Functions + built-in API) at http://127.0.0.1:$PORT.
 *   --no-build   serve the existing build (tests build once, then start servers)
 *   --reseed     replace the demo catalog (also RESEED=1); SEED_SIZE=100000 seeds a benchmark-sized one
 * The seed's raster product photos are copied into the build (src/cli/product-photos.ts).
 * The Firebase Auth emulator (social sign-in) starts alongside; see auth-emulator.ts.
 *
 * The Pages Functions are compiled once, before the server starts (bundleFunctions below), and the
 * server runs that bundle: `wrangler pages dev` over `functions/` watches their whole source tree
 * and kept 16-20% of a core busy with nothing requested (docs/benchmarks.md, "An idle server").
 * `npm run dev` is the server that watches.
 */
import { spawn } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { startAuthEmulator } from './auth-emulator.ts';
import { applyMigrations, HOST, killWithParent, localBindingArgs, localBuildEnv, OUT_DIR, PORT, ROOT, run, STATE_DIR } from './local-env.ts';
import { seedLocalDatabase, seedProductPhotos, seedSizeFromEnv } from './seed.ts';

const args = new Set(process.argv.slice(2));

/** The compiled Functions: beside the local database, never in the build folder a deploy uploads. */
const FUNCTIONS_BUNDLE = resolve(ROOT, STATE_DIR, 'functions-bundle');

/**
 * functions/ compiled as a deploy compiles it (routes, middleware, `ASSETS` behind them) into one
 * module, `functions.js`, under an entry that re-exports it: the server bundles only that small entry
 * (with its own dev middleware) and loads `functions.js` as it is, so what it keeps polling for
 * changes is a handful of small files. NODE_ENV: wrangler bundles React's development build unless
 * told otherwise (deploys get production); the edge renders then cost several times what they cost deployed.
 */
async function bundleFunctions(): Promise<void> {
  rmSync(FUNCTIONS_BUNDLE, { recursive: true, force: true });
  await run('wrangler', ['pages', 'functions', 'build', 'functions', '--outdir', FUNCTIONS_BUNDLE, '--build-output-directory', OUT_DIR], {
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
  });
  renameSync(join(FUNCTIONS_BUNDLE, 'index.js'), join(FUNCTIONS_BUNDLE, 'functions.js'));
  // Styles the islands import: the edge renders HTML only.
  rmSync(join(FUNCTIONS_BUNDLE, 'index.css'), { force: true });
  writeFileSync(join(FUNCTIONS_BUNDLE, 'index.js'), "export { default } from './functions.js';\n");
}

/**
 * Locally every request passes the Functions' middleware, which answers what wrangler's asset server
 * cannot (issue 35: a path it cannot open is a 502 naming this checkout's absolute path, a TRACE is
 * never answered). The build's narrow `_routes.json` is for Cloudflare: it keeps static files free of
 * function invocations there, where the asset server is not this one. A local build is never deployed
 * (it carries the local settings), so its routes file says "everything".
 */
function servePagesThroughFunctions(): void {
  writeFileSync(resolve(ROOT, OUT_DIR, '_routes.json'), `${JSON.stringify({ version: 1, include: ['/*'], exclude: [] }, null, 2)}\n`);
}

const authEmulator = await startAuthEmulator();
try {
  if (!args.has('--no-build')) await run('astro', ['build'], { env: localBuildEnv() });
  await applyMigrations();
  // The demo catalog goes into an empty database; --reseed (or RESEED=1) replaces it, SEED_SIZE sizes it.
  seedLocalDatabase({ size: seedSizeFromEnv(), reseed: args.has('--reseed') || process.env.RESEED === '1' });
  // The catalog's photos (made once, then copied from the cache) into the build the server serves.
  await seedProductPhotos();
  await bundleFunctions();
  servePagesThroughFunctions();
} catch (error) {
  authEmulator.stop();
  throw error;
}

const server = spawn(
  'wrangler',
  [
    'pages',
    'dev',
    OUT_DIR,
    // Pages' advanced mode (a `_worker.js/` folder) from outside the build; the option is marked
    // deprecated but is the one that keeps the bundle out of the uploaded and served files.
    '--script-path',
    relative(resolve(ROOT, OUT_DIR), FUNCTIONS_BUNDLE),
    '--ip',
    HOST,
    '--port',
    String(PORT),
    '--persist-to',
    STATE_DIR,
    '--show-interactive-dev-session=false',
    ...localBindingArgs(),
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' } },
);
killWithParent(server, {
  kill: () => {
    authEmulator.stop();
    return true;
  },
});
server.on('exit', (code) => {
  authEmulator.stop();
  process.exit(code ?? 0);
});
