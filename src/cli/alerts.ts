/**
 * npm run alerts: runs the alert digest job (src/server/alerts/digest-job.ts, the one the alerts
 * Worker runs on its schedule) once, against the local D1 that `npm start` uses (STATE_DIR); the mail
 * lands in the local outbox (GET /api/dev/outbox on the running store). Links in the mail point at
 * http://127.0.0.1:$PORT (or SITE_URL).
 *
 * When the local store is running on PORT, the job runs inside it (POST /api/dev/alerts/run): a second
 * process writing the same SQLite file would make the store's own writes fail busy meanwhile. When it
 * is not, the D1 binding comes from wrangler's platform proxy over workers/alerts/wrangler.toml, so the
 * job talks to the very database file the local store serves.
 */
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { runAlertDigests, type AlertJobResult } from '../server/alerts/digest-job.ts';
import { HOST, localSetting, PORT, ROOT, STATE_DIR, stateDirPath } from './local-env.ts';

/** The job's result from the running store, or null when no local store answers on PORT. */
async function runInRunningStore(): Promise<AlertJobResult | null> {
  let answer: Response;
  try {
    answer = await fetch(`http://${HOST}:${PORT}/api/dev/alerts/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return null;
  }
  // 404: something else on the port, or a store that is not local; run the job here instead.
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`The running store refused the alert job: HTTP ${answer.status} ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: AlertJobResult };
  console.log(`Alert digests (run by the store on ${HOST}:${PORT}): ${data.sent} sent, ${data.failed} failed, ${data.checked} shoppers looked at.`);
  return data;
}

async function runHere(): Promise<AlertJobResult> {
  const proxy = await getPlatformProxy<{ DB: Parameters<typeof runAlertDigests>[0]['DB'] }>({
    configPath: join(ROOT, 'workers/alerts/wrangler.toml'),
    persist: { path: stateDirPath(STATE_DIR, 'v3') },
  });
  try {
    return await runAlertDigests({
      DB: proxy.env.DB,
      ENVIRONMENT: localSetting('ENVIRONMENT'),
      SITE_URL: process.env.SITE_URL ?? `http://${HOST}:${PORT}`,
      ALERTS_SIGNING_SECRET: localSetting('ALERTS_SIGNING_SECRET'),
    });
  } finally {
    await proxy.dispose();
  }
}

const result = (await runInRunningStore()) ?? (await runHere());
if (result.status !== 'ran') process.exitCode = 1;
