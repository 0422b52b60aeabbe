/**
 * POST /v1/alerts/unsubscribe {token}: the digest's unsubscribe link, without logging in (issue 14).
 * The link opens /alerts/unsubscribe, whose button posts the token here (a mail scanner that only
 * follows links turns nothing off). The token is the signed, single-purpose, expiring one of
 * unsubscribe-token.ts; anything else is a 400 and changes nothing.
 */
import { Hono } from 'hono';
import type { AlertsUnsubscribeResponse } from '../../lib/contract/saved-searches.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { querySchema } from '../http/query-schema.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { unsubscribeBody } from '../saved-searches/schemas.ts';
import { usableSecret, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export const INVALID_LINK_MESSAGE = 'This link is not valid or has expired. Turn alerts off in your settings instead.';

export const alertRoutes = new Hono<AppEnv>().post('/v1/alerts/unsubscribe', async (c) => {
  readQuery(c, querySchema({}));
  const { token } = await readJson(c, unsubscribeBody);
  const secret = c.env.ALERTS_SIGNING_SECRET;
  if (!usableSecret(secret)) {
    console.error('ALERTS_SIGNING_SECRET is not set: unsubscribe links cannot be checked.');
    throw new ApiError(503, 'INTERNAL', 'Unsubscribing by link is not available right now. Turn alerts off in your settings instead.');
  }
  const check = await verifyUnsubscribeToken(secret, token, Math.floor(Date.now() / 1000));
  if (!check.ok) throw badRequest(INVALID_LINK_MESSAGE);
  // An account deleted since the mail: nothing left to turn off, and the answer is the same.
  await c.env.DB.prepare("UPDATE users SET alert_frequency = 'off', updated_at = ? WHERE id = ?")
    .bind(Math.floor(Date.now() / 1000), check.userId)
    .run();
  c.header('Cache-Control', 'private, no-store');
  return c.json<AlertsUnsubscribeResponse>({ data: { alerts: 'off' } });
});
