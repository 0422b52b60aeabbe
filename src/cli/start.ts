/**
 * npm start: build the site, apply D1 migrations locally, seed an empty database, and serve the
 * whole product (static pages + Pages Functions + built-in API) at http://127.0.0.1:$PORT.
 *   --no-build   serve the existing build (tests build once, then start servers)
 *   --reseed     replace the demo catalog (also RESEED=1); SEED_SIZE=100000 seeds a benchmark-sized one
 * The seed's raster product photos are copied into the build (src/cli/product-photos.ts).
 * The Firebase Auth emulator (social sign-in) starts alongside; see auth-emulator.ts.
 */
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './auth-emulator.ts';
import { applyMigrations, HOST, killWithParent, localBindingArgs, localBuildEnv, OUT_DIR, PORT, ROOT, run, STATE_DIR } from './local-env.ts';
import { seedLocalDatabase, seedProductPhotos, seedSizeFromEnv } from './seed.ts';

const args = new Set(process.argv.slice(2));

const authEmulator = await startAuthEmulator();
try {
  if (!args.has('--no-build')) await run('astro', ['build'], { env: localBuildEnv() });
  await applyMigrations();
  // The demo catalog goes into an empty database; --reseed (or RESEED=1) replaces it, SEED_SIZE sizes it.
  seedLocalDatabase({ size: seedSizeFromEnv(), reseed: args.has('--reseed') || process.env.RESEED === '1' });
  // The catalog's photos (made once, then copied from the cache) into the build the server serves.
  await seedProductPhotos();
} catch (error) {
  authEmulator.stop();
  throw error;
}

const server = spawn(
  'wrangler',
  ['pages', 'dev', OUT_DIR, '--ip', HOST, '--port', String(PORT), '--persist-to', STATE_DIR, '--show-interactive-dev-session=false', ...localBindingArgs()],
  // NODE_ENV: wrangler bundles the functions with React's development build unless told otherwise
  // (deploys get production); the edge renders then cost several times what they cost deployed.
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
