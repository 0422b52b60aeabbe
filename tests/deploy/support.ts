/** The deploy check's server: a production build, the committed wrangler.toml, a migrations-only D1. */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { D1_NAME, HOST, LOCAL_SETTINGS, ROOT, run } from '../../src/cli/local-env.ts';

export { ROOT, run };

export const PORT = Number(process.env.DEPLOY_CHECK_PORT ?? 8796);
export const ORIGIN = `http://${HOST}:${PORT}`;
const OUT_DIR = `dist-deploy-check-${PORT}`;
const STATE_DIR = `.wrangler/deploy-check-${PORT}`;

/** The environment of a build or server with nothing local in it: what a deploy would have. */
export function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  for (const name of [...Object.keys(LOCAL_SETTINGS), 'ASTRO_OUT_DIR', 'STATE_DIR', 'SITE_URL', 'PUBLIC_IMAGE_ORIGINS']) delete env[name];
  return env;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the production server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** Builds for production, applies the migrations (nothing else) and serves with wrangler.toml alone. */
export async function startProductionServer(): Promise<() => Promise<void>> {
  const env = productionEnv();
  rmSync(`${ROOT}/${STATE_DIR}`, { recursive: true, force: true });
  await run('astro', ['build'], { env: { ...env, ASTRO_OUT_DIR: OUT_DIR }, stdio: 'ignore' });
  await run('wrangler', ['d1', 'migrations', 'apply', D1_NAME, '--local', '--persist-to', STATE_DIR], { env, stdio: 'ignore' });
  const server = spawn(
    'wrangler',
    ['pages', 'dev', OUT_DIR, '--ip', HOST, '--port', String(PORT), '--persist-to', STATE_DIR, '--show-interactive-dev-session=false'],
    {
      cwd: ROOT,
      env,
      stdio: 'ignore',
      detached: true,
    },
  );
  await waitForServer(`${ORIGIN}/api/startup`, server, 120_000);
  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM'); // wrangler and its workerd child
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(`${ROOT}/${OUT_DIR}`, { recursive: true, force: true });
    rmSync(`${ROOT}/${STATE_DIR}`, { recursive: true, force: true });
  };
}
