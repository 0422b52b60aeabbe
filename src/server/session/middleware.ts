import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { unauthorized } from '../http/errors.ts';
import { bearerToken, findSession, type Session } from './sessions.ts';

/**
 * Reads the bearer token when there is one. A token that is present but unknown, expired or revoked
 * is a 401 so that the client clears it and logs in as a guest again (spec section 8).
 */
export const readSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  if (token === null) {
    c.set('session', null);
  } else {
    const session = await findSession(c.env.DB, token);
    if (!session) throw unauthorized('Your session has expired. Please log in again.');
    c.set('session', session);
  }
  await next();
});

/** Guards a route that needs a session (guest or user). */
export function requireSession(session: Session | null): Session {
  if (!session) throw unauthorized('A session is required. Log in as a guest first.');
  return session;
}
