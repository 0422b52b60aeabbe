/**
 * The product as `npm start` serves it, for the end-to-end tests: one build, a fresh local D1
 * (migrated and seeded by start), on E2E_PORT. Playwright starts and stops it.
 */
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { killWithParent, ROOT } from './local-env.ts';

const port = process.env.E2E_PORT ?? '8790';
const stateDir = process.env.STATE_DIR ?? `.wrangler/e2e-${port}`;
rmSync(new URL(stateDir, `file://${ROOT}`), { recursive: true, force: true });

const args = ['src/cli/start.ts'];
if (process.env.E2E_SKIP_BUILD === '1') args.push('--no-build');
const server = spawn(process.execPath, args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, STATE_DIR: stateDir },
});
killWithParent(server);
server.on('exit', (code) => process.exit(code ?? 0));
