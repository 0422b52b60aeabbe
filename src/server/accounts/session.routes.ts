/** POST /login and POST /logout. */
import { Hono } from 'hono';
import type { AccessTokenResponse } from '../../lib/contract/session.ts';
import type { LogoutResponse } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { badRequest } from '../http/errors.ts';
import { revokeSession } from '../session/sessions.ts';
import { activationRequired } from './activation.ts';
import { housekeeping, limitAttempts, perAddress, readBody, startUserSession } from './http.ts';
import { accountThrottleKey, claimLoginAttempt, clearLoginFailures, deviceThrottleKey, isKnownDevice, waitDuration } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { RATE_RULES, RateLimitedError } from './rate-limits.ts';
import { loginBody } from './schemas.ts';
import { findUserByEmail, setPasswordHash } from './users.queries.ts';

/** One message for unknown email, wrong password and social-only accounts: no account enumeration. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

export const sessionAccountRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const body = await readBody(c, loginBody);
    await limitAttempts(c, perAddress(c, RATE_RULES.loginPerAddress));
    const user = await findUserByEmail(c.env.DB, body.username);
    // The owner's own browser (a uuid that signed in here before) has a bucket attackers cannot fill.
    const key =
      user && (await isKnownDevice(c.env.DB, user.id, body.uuid)) ? await deviceThrottleKey(body.username, body.uuid) : await accountThrottleKey(body.username);
    const slot = await claimLoginAttempt(c.env.DB, key);
    if (!slot.allowed) {
      c.header('Retry-After', String(slot.retryAfterSeconds));
      throw new RateLimitedError(`Too many failed login attempts. Please try again in ${waitDuration(slot.retryAfterSeconds)}.`, slot.retryAfterSeconds);
    }
    const check = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !check.ok) {
      // The claimed attempt stays counted; say how long the next one has to wait.
      if (slot.retryAfterSeconds > 0) c.header('Retry-After', String(slot.retryAfterSeconds));
      throw badRequest(WRONG_CREDENTIALS_MESSAGE);
    }
    await clearLoginFailures(c.env.DB, [key]);
    // Only a caller who knows the password learns that the account waits for activation.
    if (user.activated_at === null) return activationRequired(c, user.id);
    if (check.needsRehash) await setPasswordHash(c.env.DB, user.id, await hashPassword(body.password));
    const answer: AccessTokenResponse = { access_token: await startUserSession(c, body.uuid, user.id) };
    await housekeeping(c);
    return c.json(answer);
  })
  .post('/logout', async (c) => {
    const session = c.var.session;
    if (session) await revokeSession(c.env.DB, session.tokenHash);
    const answer: LogoutResponse = { data: { logged_out: true } };
    return c.json(answer);
  });
