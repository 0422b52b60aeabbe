import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenResponse } from '../../lib/contract/session.ts';
import { housekeeping, limitAttempts, perAddress } from '../accounts/http.ts';
import { RATE_RULES } from '../accounts/rate-limits.ts';
import { readJson } from '../http/validate.ts';
import { createSession } from './sessions.ts';

const guestLoginBody = z.object({
  // The door (validate.ts) puts the field's name in front of the message.
  uuid: z.string().trim().min(8, 'must be at least 8 characters').max(64, 'must be at most 64 characters'),
});

export const sessionRoutes = new Hono<AppEnv>().post('/login-guest', async (c) => {
  const { uuid } = await readJson(c, guestLoginBody);
  // Each guest login writes a session row: one address cannot fill the table (generous for shared addresses).
  await limitAttempts(c, perAddress(c, RATE_RULES.guestPerAddress));
  const body: AccessTokenResponse = { access_token: await createSession(c.env.DB, uuid, null) };
  await housekeeping(c);
  return c.json(body);
});
