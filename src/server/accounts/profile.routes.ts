/** GET and PATCH /v1/users/me, DELETE /v1/users. */
import { Hono, type Context } from 'hono';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { CurrentUser, DeleteAccountResponse } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireSession } from '../session/middleware.ts';
import { revokeUserSessions } from '../session/sessions.ts';
import { readBody } from './http.ts';
import { requireKnownPhoneCode } from './new-account.ts';
import { deleteOutboxFor } from './mail/outbox-mailer.ts';
import { profilePatchBody } from './schemas.ts';
import { currencyExists, deleteUserStatements, findUserById, listProviders, toCurrentUser, updateProfile, type UserRow } from './users.queries.ts';

/** 403, not 401: a 401 makes the storefront drop the (valid) guest session and reload. */
export const GUEST_FORBIDDEN_MESSAGE = 'Please log in to see your account.';

async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const session = requireSession(c.var.session);
  if (session.userId === null) throw forbidden(GUEST_FORBIDDEN_MESSAGE);
  const user = await findUserById(c.env.DB, session.userId);
  if (!user) throw forbidden(GUEST_FORBIDDEN_MESSAGE);
  return user;
}

async function answerUser(c: Context<AppEnv>, user: UserRow): Promise<Response> {
  const answer: DataResponse<CurrentUser> = { data: toCurrentUser(user, await listProviders(c.env.DB, user.id)) };
  c.header('Cache-Control', 'private, no-store');
  return c.json(answer);
}

export const profileRoutes = new Hono<AppEnv>()
  .get('/v1/users/me', async (c) => answerUser(c, await requireUser(c)))
  .patch('/v1/users/me', async (c) => {
    const user = await requireUser(c);
    const patch = await readBody(c, profilePatchBody);
    if (patch.currency !== undefined && !(await currencyExists(c.env.DB, patch.currency))) {
      throw badRequest(`Currency ${patch.currency} is not offered.`);
    }
    if (patch.phone_code) await requireKnownPhoneCode(c.env.DB, patch.phone_code);
    const mobile = patch.mobile === undefined ? user.mobile : patch.mobile;
    const phoneCode = patch.phone_code === undefined ? user.phone_code : patch.phone_code;
    if (mobile && !phoneCode) throw badRequest('Phone code is required with a mobile number.');
    await updateProfile(c.env.DB, user.id, patch);
    const updated = await findUserById(c.env.DB, user.id);
    if (!updated) throw forbidden(GUEST_FORBIDDEN_MESSAGE);
    return answerUser(c, updated);
  })
  .delete('/v1/users', async (c) => {
    const user = await requireUser(c);
    await c.env.DB.batch([...deleteUserStatements(c.env.DB, user.id), deleteOutboxFor(c.env.DB, user.email)]);
    await revokeUserSessions(c.env.DB, user.id);
    const answer: DeleteAccountResponse = { data: { deleted: true } };
    return c.json(answer);
  });
