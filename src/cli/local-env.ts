/**
 * Shared settings of the local commands (start, dev, tests, bench). Everything runs on Node 24 from
 * node_modules/.bin because npm scripts put it first on PATH.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PORT = Number(process.env.PORT ?? 8788);
export const HOST = '127.0.0.1';
/** Local D1 (and other miniflare state); tests point it elsewhere to start clean. */
export const STATE_DIR = process.env.STATE_DIR ?? '.wrangler/state';

/**
 * A folder of the local state as every command reads it: an absolute STATE_DIR as it is
 * (`STATE_DIR=/srv/state`), a relative one from the checkout (wrangler's `--persist-to` does the same).
 */
export function stateDirPath(stateDir: string, ...parts: string[]): string {
  return resolve(ROOT, stateDir, ...parts);
}
/**
 * Runs a read of the local D1 beside a running store. The store's writes (a page's vitals beacon, a
 * session) hold SQLite's lock for moments, and a read that meets one fails with SQLITE_BUSY; the read
 * changes nothing, so it waits and tries again.
 */
export async function readBesideStore<T>(read: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked|session commit token/i.test(String((error as Error)?.message ?? error));
      if (!busy || attempt >= attempts) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
}
export const OUT_DIR = process.env.ASTRO_OUT_DIR ?? 'dist';
export const D1_NAME = 'storefront';
/** The content editor's local proxy (decap-server, src/cli/cms-proxy.ts): next to the site's port. */
export const CMS_PROXY_PORT = Number(process.env.CMS_PROXY_PORT ?? PORT + 7);

/**
 * What makes a local run local. The committed wrangler.toml holds production values only; the local
 * commands add these as bindings of `wrangler pages dev` and as variables of the build. A value set
 * in the shell wins. The app identifiers are demo values for the local apps-and-links flows: no
 * published app has them.
 */
export const LOCAL_SETTINGS = {
  ENVIRONMENT: 'development',
  FIREBASE_PROJECT_ID: 'demo-reluxe',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  PUBLIC_FIREBASE_PROJECT_ID: 'demo-reluxe',
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  PUBLIC_ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=sg.reluxe.app',
  PUBLIC_IOS_STORE_URL: 'https://apps.apple.com/sg/app/reluxe/id1580000000',
  ANDROID_CERT_SHA256: '5E:3A:91:0C:7B:D2:44:19:A8:6F:E0:13:9C:27:B5:60:4D:F1:88:2A:C3:7E:05:B9:D6:41:6A:F2:90:1B:8C:E7',
  IOS_APP_IDS: 'R7XQ2L9KPA.sg.reluxe.app',
  // /admin edits the working tree through this proxy when it answers (npm run dev, npm run cms).
  PUBLIC_CMS_LOCAL_BACKEND: `http://${HOST}:${CMS_PROXY_PORT}/api/v1`,
  // Every local page view reports its field Web Vitals (production measures a sample: docs/web-vitals.md).
  PUBLIC_VITALS_SAMPLE_RATE: '1',
  // Signs the alert digests' unsubscribe links (src/server/alerts). Production sets its own secret with
  // `wrangler secret put`; this value is known to everyone and good for this machine only.
  ALERTS_SIGNING_SECRET: 'local-only-alerts-signing-secret-not-for-production',
} as const;

type LocalSetting = keyof typeof LOCAL_SETTINGS;

export function localSetting(name: LocalSetting): string {
  return process.env[name] ?? LOCAL_SETTINGS[name];
}

/** Environment of a local build: the PUBLIC_* settings (Astro inlines them into the pages). */
export function localBuildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(LOCAL_SETTINGS) as LocalSetting[]) if (name.startsWith('PUBLIC_')) env[name] = localSetting(name);
  return env;
}

/** `--binding NAME=value` arguments of `wrangler pages dev` for the run-time settings. */
export function localBindingArgs(): string[] {
  return (Object.keys(LOCAL_SETTINGS) as LocalSetting[]).flatMap((name) => ['--binding', `${name}=${localSetting(name)}`]);
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/** Runs a command and returns its standard output. */
export function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

export function applyMigrations(): Promise<void> {
  return run('wrangler', ['d1', 'migrations', 'apply', D1_NAME, '--local', '--persist-to', STATE_DIR], {
    env: { ...process.env, CI: 'true' }, // never prompt
  });
}

/** Runs SQL on the local D1 and returns the rows of the last statement. */
export async function queryLocal<T>(sql: string): Promise<T[]> {
  const out = await capture('wrangler', ['d1', 'execute', D1_NAME, '--local', '--persist-to', STATE_DIR, '--json', '--command', sql]);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.at(-1)?.results ?? [];
}

/** Stops child processes with the parent so a Ctrl-C or a test runner's SIGTERM leaves nothing behind. */
export function killWithParent(...children: { kill: (signal?: NodeJS.Signals) => boolean }[]): void {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
