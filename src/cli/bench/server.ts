/** Starts the product as `npm start` serves it (fresh state) for benchmarks, and stops it after. */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, ROOT } from '../local-env.ts';

export interface RunningServer {
  baseUrl: string;
  stop: () => void;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const stateDir = `.wrangler/bench-${port}`;
  rmSync(join(ROOT, stateDir), { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['src/cli/start.ts', '--no-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), STATE_DIR: stateDir, ...env },
    detached: true,
  });
  const baseUrl = `http://${HOST}:${port}`;
  const stop = () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  await waitFor(`${baseUrl}/api/startup`, 240_000);
  return { baseUrl, stop };
}
