/**
 * GET /dev/outbox?to=email: the local mail outbox for development and tests. It lists every
 * shopper's activation and reset links, so it answers only for local conveniences (local ENVIRONMENT
 * and a loopback request), never on a deployed site whatever its variables say.
 */
import { Hono } from 'hono';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { OutboxMessage } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { allowsLocalConveniences } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { listOutbox } from './mail/outbox-mailer.ts';

export const devRoutes = new Hono<AppEnv>().get('/dev/outbox', async (c) => {
  // Same answer as an unknown route: a deployed site does not even admit the endpoint exists.
  if (!allowsLocalConveniences(c.env, c.req.raw)) throw notFound(`No API route for GET ${new URL(c.req.url).pathname}`);
  const to = c.req.query('to')?.trim() || null;
  const answer: DataResponse<OutboxMessage[]> = { data: await listOutbox(c.env.DB, to) };
  c.header('Cache-Control', 'no-store');
  return c.json(answer);
});
