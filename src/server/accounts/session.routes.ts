/** POST /login and POST /logout. */
import { Hono } from 'hono';
import type { AccessTokenResponse } from '../../lib/contract/session.ts';
import type { LogoutResponse } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { badRequest } from '../http/errors.ts';
import { revokeSession } from '../session/sessions.ts';
import { activationRequired } from './activation.ts';
import { limitAttempts, readBody, startUserSession } from './http.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clientAddress, RATE_RULES, resetRateLimit } from './rate-limits.ts';
import { loginBody } from './schemas.ts';
import { findUserByEmail, setPasswordHash } from './users.queries.ts';

/** One message for unknown email, wrong password and social-only accounts: no account enumeration. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

export const sessionAccountRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const body = await readBody(c, loginBody);
    await limitAttempts(c, [
      [RATE_RULES.loginPerAddress, clientAddress(c.req)],
      [RATE_RULES.loginPerAccount, body.username],
    ]);
    const user = await findUserByEmail(c.env.DB, body.username);
    const check = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !check.ok) throw badRequest(WRONG_CREDENTIALS_MESSAGE);
    // Only a caller who knows the password learns that the account waits for activation.
    if (user.activated_at === null) return activationRequired(c, user.id);
    // The shopper proved the password: earlier typos no longer count against the account.
    await resetRateLimit(c.env.DB, RATE_RULES.loginPerAccount, body.username);
    if (check.needsRehash) await setPasswordHash(c.env.DB, user.id, await hashPassword(body.password));
    const answer: AccessTokenResponse = { access_token: await startUserSession(c, body.uuid, user.id) };
    return c.json(answer);
  })
  .post('/logout', async (c) => {
    const session = c.var.session;
    if (session) await revokeSession(c.env.DB, session.tokenHash);
    const answer: LogoutResponse = { data: { logged_out: true } };
    return c.json(answer);
  });
