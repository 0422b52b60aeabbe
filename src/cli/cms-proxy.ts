/**
 * The content editor's local proxy: decap-server, which reads and writes the working tree's files
 * for /admin on this machine (no account, no Git commits: `git diff` shows the edits). It listens on
 * 127.0.0.1:$CMS_PROXY_PORT (default: the site's port + 7, the address local builds give /admin) and
 * answers only pages on 127.0.0.1/localhost.
 *   npm run cms         alongside `npm start` (npm run dev starts it itself)
 *   CMS_REPO_DIR=/tmp/x the folder it edits (tests edit a copy); default: this repository
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CMS_PROXY_PORT, HOST, killWithParent, ROOT } from './local-env.ts';

export function startCmsProxy(options: { repoDir?: string; port?: number } = {}): ChildProcess {
  const server = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  const port = options.port ?? CMS_PROXY_PORT;
  return spawn(process.execPath, [server], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: HOST,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: options.repoDir ?? process.env.CMS_REPO_DIR ?? ROOT,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const proxy = startCmsProxy();
  console.log(`Content editor proxy on http://${HOST}:${CMS_PROXY_PORT}: open /admin on the site (npm start or npm run dev).`);
  killWithParent(proxy);
  proxy.on('exit', (code) => process.exit(code ?? 0));
}
