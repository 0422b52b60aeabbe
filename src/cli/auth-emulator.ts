/**
 * The Firebase Auth emulator for `npm start`, `npm run dev` and the end-to-end tests: social
 * sign-in (Google, Facebook, Apple) works locally and offline against project demo-reluxe.
 *
 * The emulator itself listens on an internal port (src/cli/firebase-emulators.json); in front of it,
 * on the port the storefront is built with (127.0.0.1:9099), a small proxy passes every request
 * through and swaps the one thing that needs the internet, Google's gapi.iframes script in the
 * emulator's helper iframe, for a local stand-in (src/lib/firebase/emulator/gapi-iframes-shim.js).
 * When something already answers on the public port as this proxy, it is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { HOST, ROOT, STATE_DIR } from './local-env.ts';

export const AUTH_EMULATOR_PORT = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
export const AUTH_EMULATOR_PROJECT = 'demo-reluxe';
/** Must match emulators.auth.port in firebase-emulators.json. */
const INTERNAL_PORT = 9199;
const CONFIG_PATH = join(ROOT, 'src/cli/firebase-emulators.json');
const SHIM_FILE = join(ROOT, 'src/lib/firebase/emulator/gapi-iframes-shim.js');
export const SHIM_PATH = '/__reluxe/gapi-iframes-shim.js';
const HEALTH_PATH = '/__reluxe/health';
const GAPI_SCRIPT = 'https://apis.google.com/js/api.js';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function sendShim(res: http.ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(readFileSync(SHIM_FILE));
}

function forward(req: http.IncomingMessage, res: http.ServerResponse, rewriteIframe: boolean): void {
  const headers = { ...req.headers, host: `${HOST}:${INTERNAL_PORT}` };
  if (rewriteIframe) headers['accept-encoding'] = 'identity';
  const upstream = http.request({ host: HOST, port: INTERNAL_PORT, method: req.method, path: req.url, headers }, (answer) => {
    if (!rewriteIframe) {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8').replaceAll(GAPI_SCRIPT, SHIM_PATH);
      const outHeaders = { ...answer.headers };
      delete outHeaders['content-length'];
      res.writeHead(answer.statusCode ?? 502, outHeaders);
      res.end(html);
    });
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain' });
    res.end('The Firebase Auth emulator is starting; try again in a moment.');
  });
  req.pipe(upstream);
}

function startProxy(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://emulator.invalid').pathname;
    if (path === SHIM_PATH) return sendShim(res);
    if (path === HEALTH_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('ok');
      return;
    }
    forward(req, res, req.method === 'GET' && path === '/emulator/auth/iframe');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(AUTH_EMULATOR_PORT, HOST, () => resolve(server));
  });
}

export interface AuthEmulator {
  /** Resolves true once the emulator answers. */
  ready: Promise<boolean>;
  /** Stops what this process started (nothing when it was using another's). */
  stop: () => void;
}

/** How often a server using another process's emulator checks that it is still there. */
const WATCH_INTERVAL_MS = 10_000;

/** Starts the proxy and the emulator behind it; null when the public port is taken. */
async function launch(): Promise<ChildProcess | null> {
  try {
    await startProxy();
  } catch {
    return null;
  }
  // The emulator's debug logs land in its working directory: keep them out of the repository root.
  const workDir = resolve(ROOT, STATE_DIR, 'firebase');
  mkdirSync(workDir, { recursive: true });
  const emulator = spawn('firebase', ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT, '--config', CONFIG_PATH], {
    cwd: workDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  emulator.on('error', (error) => console.warn('Firebase Auth emulator did not start:', error.message));
  return emulator;
}

/**
 * Starts the emulator, or uses the one another local server already runs on the same port (several
 * servers share 127.0.0.1:9099 because the storefront is built with that address). A server that
 * uses another's takes over when that one goes away.
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  const publicUrl = `http://${HOST}:${AUTH_EMULATOR_PORT}`;
  let owned: ChildProcess | null = null;
  let watch: NodeJS.Timeout | null = null;
  const stop = () => {
    if (watch) clearInterval(watch);
    owned?.kill('SIGTERM');
  };

  if (await answers(`${publicUrl}${HEALTH_PATH}`)) {
    console.log(`Firebase Auth emulator: using the one at ${publicUrl}`);
    watch = setInterval(() => {
      void answers(`${publicUrl}${HEALTH_PATH}`).then(async (alive) => {
        if (alive || owned) return;
        owned = await launch();
        if (owned) {
          if (watch) clearInterval(watch);
          console.log(`Firebase Auth emulator: took over at ${publicUrl}`);
        }
      });
    }, WATCH_INTERVAL_MS);
    watch.unref();
    return { ready: waitFor(`${publicUrl}/`, 90_000), stop };
  }

  owned = await launch();
  if (!owned) {
    console.warn(`Firebase Auth emulator: port ${AUTH_EMULATOR_PORT} is taken by something else; social sign-in will not work.`);
    return { ready: Promise.resolve(false), stop };
  }
  const ready = waitFor(`${publicUrl}/`, 90_000).then((ok) => {
    console.log(ok ? `Firebase Auth emulator ready at ${publicUrl}` : 'Firebase Auth emulator did not become ready');
    return ok;
  });
  return { ready, stop };
}
