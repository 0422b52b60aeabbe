/** POST /v2/forgot-password and POST /submit-password. */
import { Hono } from 'hono';
import type { MessageResponse } from '../../lib/contract/users.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { AppEnv } from '../app-env.ts';
import { isProduction } from '../env.ts';
import { badRequest } from '../http/errors.ts';
import { revokeUserSessions } from '../session/sessions.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { mailLocaleOf } from './language.ts';
import { limitAttempts, perAddress, readBody, requireSiteOrigin, runAfterAnswer } from './http.ts';
import { accountThrottleKey, clearLoginFailures } from './login-throttle.ts';
import { passwordResetMail } from './mail/messages.ts';
import { mailerFor } from './mail/mailer.ts';
import { hashPassword } from './passwords.ts';
import { RATE_RULES } from './rate-limits.ts';
import { forgotPasswordBody, submitPasswordBody } from './schemas.ts';
import { activateUser, findUserByEmail, findUserById, setPasswordHash } from './users.queries.ts';

/** The same answer whether or not the email has an account: no account enumeration. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email address, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid, used or expired. Please ask for a new one.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in with your new password.';

/** The storefront page the reset link opens. */
export const RESET_PASSWORD_PATH = '/reset-password';

export const passwordRoutes = new Hono<AppEnv>()
  .post('/v2/forgot-password', async (c) => {
    const { email } = await readBody(c, forgotPasswordBody);
    // Both limits key on what the caller sent, not on whether an account exists: same answer either way.
    await limitAttempts(c, [...perAddress(c, RATE_RULES.forgotPerAddress), [RATE_RULES.forgotPerAccount, email]]);
    const origin = requireSiteOrigin(c);
    // Lookup, token and mail run after the answer: an existing email must not answer later than an
    // unknown one (they differed by ~2.7 ms when done inline).
    await runAfterAnswer(c, 'Password reset mail', async () => {
      const user = await findUserByEmail(c.env.DB, email);
      if (!user) return;
      const token = await issueAccountToken(c.env.DB, user.id, 'reset');
      const locale = mailLocaleOf(user);
      // The link opens the page in the mail's language (issue 26).
      const link = `${origin}${localizePath(RESET_PASSWORD_PATH, locale)}?token=${encodeURIComponent(token)}`;
      await mailerFor(c.env, isProduction(c.env)).send(passwordResetMail(user.email, user.full_name, link, locale));
    });
    const answer: MessageResponse = { data: { message: FORGOT_PASSWORD_MESSAGE } };
    return c.json(answer);
  })
  .post('/submit-password', async (c) => {
    // The body is checked before the token is used up: a weak password does not burn the link.
    const body = await readBody(c, submitPasswordBody);
    const userId = await consumeAccountToken(c.env.DB, body.token, 'reset');
    if (userId === null) throw badRequest(RESET_LINK_INVALID_MESSAGE);
    await setPasswordHash(c.env.DB, userId, await hashPassword(body.password));
    // The mailed link proves the address as activation would.
    await activateUser(c.env.DB, userId);
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(c.env.DB, userId);
    // The mailed link proves the owner: failed logins by others no longer slow the account down.
    const user = await findUserById(c.env.DB, userId);
    if (user) await clearLoginFailures(c.env.DB, [await accountThrottleKey(user.email)]);
    const answer: MessageResponse = { data: { message: PASSWORD_RESET_MESSAGE } };
    return c.json(answer);
  });
