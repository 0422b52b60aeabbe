/**
 * Local-only operations for development and tests, on the running store so its database has one
 * writer (a second process writing the same SQLite file makes the store's own writes fail busy):
 * - GET /dev/outbox?to=email: the local mail outbox (activation and reset links of every shopper).
 * - POST /dev/d1 {"statements": ["...", ...]}: runs the statements on the store's D1 in one batch (a
 *   transaction), as the back office would change the catalog (a price, a sale, a new piece); the
 *   catalog version triggers invalidate the edge cache as for any catalog write.
 * - POST /dev/alerts/run: the alert digest job (src/server/alerts/digest-job.ts) once, mail to the outbox.
 * Each answers only for local conveniences (local ENVIRONMENT and a loopback request), never on a
 * deployed site whatever its variables say. The writes also refuse what a web page in the
 * developer's browser could send (a cross-site request, or one without a JSON body), so a visited
 * site cannot drive the local store.
 */
import { Hono, type Context } from 'hono';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { OutboxMessage } from '../../lib/contract/users.ts';
import { runAlertDigests, type AlertJobResult } from '../alerts/digest-job.ts';
import type { AppEnv } from '../app-env.ts';
import { allowsLocalConveniences, siteOrigin } from '../env.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { listOutbox } from '../accounts/mail/outbox-mailer.ts';

/** Bounds like every other payload: generous for test fixtures. */
export const DEV_SQL_MAX_STATEMENTS = 50;
export const DEV_SQL_MAX_LENGTH = 20_000;

function requireLocal(c: Context<AppEnv>): void {
  // Same answer as an unknown route: a deployed site does not even admit the endpoint exists.
  if (!allowsLocalConveniences(c.env, c.req.raw)) throw notFound(`No API route for ${c.req.method} ${new URL(c.req.url).pathname}`);
}

/** A write from this machine's tools: JSON (a form post cannot send it without a CORS preflight) and not cross-site. */
function requireLocalTool(c: Context<AppEnv>): void {
  requireLocal(c);
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== new URL(c.req.url).origin)) {
    throw new ApiError(403, 'FORBIDDEN', 'Local operations are refused for requests from another site.');
  }
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'VALIDATION', 'Send a JSON body (Content-Type: application/json).');
  }
}

async function statementsOf(c: Context<AppEnv>): Promise<string[]> {
  const body: unknown = await c.req.json().catch(() => null);
  const statements = body && typeof body === 'object' ? (body as { statements?: unknown }).statements : undefined;
  const valid =
    Array.isArray(statements) &&
    statements.length > 0 &&
    statements.length <= DEV_SQL_MAX_STATEMENTS &&
    statements.every((sql) => typeof sql === 'string' && sql.trim() !== '' && sql.length <= DEV_SQL_MAX_LENGTH);
  if (!valid) {
    throw badRequest(`Send {"statements": [...]}: 1 to ${DEV_SQL_MAX_STATEMENTS} SQL statements of at most ${DEV_SQL_MAX_LENGTH} characters each.`);
  }
  return statements as string[];
}

export const devRoutes = new Hono<AppEnv>()
  .get('/dev/outbox', async (c) => {
    requireLocal(c);
    const to = c.req.query('to')?.trim() || null;
    const answer: DataResponse<OutboxMessage[]> = { data: await listOutbox(c.env.DB, to) };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  })
  .post('/dev/d1', async (c) => {
    requireLocalTool(c);
    const statements = await statementsOf(c);
    try {
      const results = await c.env.DB.batch(statements.map((sql) => c.env.DB.prepare(sql)));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { changes: results.map((result) => result.meta.changes ?? 0) } });
    } catch (error) {
      throw badRequest(`The statements failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  })
  .post('/dev/alerts/run', async (c) => {
    requireLocalTool(c);
    const result: AlertJobResult = await runAlertDigests({ ...c.env, SITE_URL: siteOrigin(c.env, c.req.raw) ?? undefined });
    c.header('Cache-Control', 'no-store');
    return c.json({ data: result });
  });
