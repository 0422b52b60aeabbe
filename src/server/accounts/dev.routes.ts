/** GET /dev/outbox?to=email: the local mail outbox for development and tests. Never in production. */
import { Hono } from 'hono';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { OutboxMessage } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { isProduction } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { listOutbox } from './mail/outbox-mailer.ts';

export const devRoutes = new Hono<AppEnv>().get('/dev/outbox', async (c) => {
  // Same answer as an unknown route: production does not even admit the endpoint exists.
  if (isProduction(c.env)) throw notFound(`No API route for GET ${new URL(c.req.url).pathname}`);
  const to = c.req.query('to')?.trim() || null;
  const answer: DataResponse<OutboxMessage[]> = { data: await listOutbox(c.env.DB, to) };
  c.header('Cache-Control', 'no-store');
  return c.json(answer);
});
