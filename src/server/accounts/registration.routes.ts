/** POST /v2/users/register, GET /v1/users/activate, POST /v1/users/resend-register-email. */
import { Hono, type Context } from 'hono';
import type { MessageResponse, RegisterResponse } from '../../lib/contract/users.ts';
import { localeHref } from '../../lib/i18n/locales.ts';
import type { AppEnv } from '../app-env.ts';
import { isProduction } from '../env.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-tokens.ts';
import { chosenLanguageOf, mailLocaleOf } from './language.ts';
import { activationLandingPath, activationRedirect, sendActivationMail } from './activation.ts';
import { limitAttempts, perAddress, readBody, requireSiteOrigin } from './http.ts';
import { LOGIN_PATH, registrationAttemptMail } from './mail/messages.ts';
import { mailerFor } from './mail/mailer.ts';
import { hashPassword } from './passwords.ts';
import { RATE_RULES } from './rate-limits.ts';
import { registerBody, resendBody } from './schemas.ts';
import { verifySocialToken } from './social-token.ts';
import { insertNewAccount, requireKnownPhoneCode } from './new-account.ts';
import { activateUser, findUserByEmail, findUserById, findUserByIdentity, type UserRow } from './users.queries.ts';

/** Social sign-up only, when two sign-ups with one provider address race. */
export const DUPLICATE_EMAIL_MESSAGE = "An account with this email address already exists. Please log in, or use 'Forgot password?' to set a new password.";
const PENDING_ACCOUNT_NOT_FOUND_MESSAGE = 'We cannot find an account waiting for activation. Please log in again to get a new email.';

/** The account a resend token points at: a pending-account reference, or a Firebase ID token (a JWT). */
async function pendingAccountFor(c: Parameters<typeof verifySocialToken>[0], token: string): Promise<UserRow | null> {
  if (token.split('.').length === 3) {
    const identity = await verifySocialToken(c, token);
    return (await findUserByIdentity(c.env.DB, identity.uid)) ?? (identity.email ? findUserByEmail(c.env.DB, identity.email.toLowerCase()) : null);
  }
  const userId = await peekAccountToken(c.env.DB, token, 'resend');
  return userId === null ? null : findUserById(c.env.DB, userId);
}

/** The owner of an existing address learns of the attempt; the caller learns nothing. */
async function tellOwnerOfAttempt(c: Context<AppEnv>, owner: UserRow, origin: string): Promise<void> {
  const locale = mailLocaleOf(owner);
  try {
    await mailerFor(c.env, isProduction(c.env)).send(
      registrationAttemptMail(owner.email, owner.full_name, `${origin}${localeHref(LOGIN_PATH, locale)}`, locale),
    );
  } catch (error) {
    console.error('Registration notice mail failed', error);
  }
}

export const registrationRoutes = new Hono<AppEnv>()
  /**
   * An address that already has an account gets exactly the answer a new one gets (201 and a
   * pending-account reference), so registering cannot tell which emails have accounts; its owner is
   * mailed a notice instead of an activation link. Both paths hash the password and send one mail.
   */
  .post('/v2/users/register', async (c) => {
    const body = await readBody(c, registerBody);
    await limitAttempts(c, [...perAddress(c, RATE_RULES.registerPerAddress), [RATE_RULES.registerPerAccount, body.email]]);
    await requireKnownPhoneCode(c.env.DB, body.phone_code);
    const origin = requireSiteOrigin(c);
    const passwordHash = await hashPassword(body.password);
    const language = chosenLanguageOf(c);
    let owner = await findUserByEmail(c.env.DB, body.email);
    let userId = owner?.id ?? null;
    if (!owner) {
      const inserted = await insertNewAccount(c.env.DB, {
        email: body.email,
        full_name: body.full_name,
        mobile: body.mobile,
        phone_code: body.phone_code,
        password_hash: passwordHash,
        activated: false,
        language,
      });
      // Two sign-ups with one address at the same moment: the other one won, and owns the address.
      if (inserted === 'taken') {
        owner = await findUserByEmail(c.env.DB, body.email);
        if (!owner) throw new Error('An address reported taken has no account');
        userId = owner.id;
      } else {
        userId = inserted;
      }
    }
    if (userId === null) throw new Error('Registration ended without an account');
    if (owner) {
      await tellOwnerOfAttempt(c, owner, origin);
    } else {
      try {
        await sendActivationMail(c, { id: userId, email: body.email, full_name: body.full_name, language });
      } catch (error) {
        // The account exists; the shopper can ask for the email again (resend).
        console.error('Activation mail failed', error);
      }
    }
    const answer: RegisterResponse = {
      data: { email: body.email, resend_token: await issueAccountToken(c.env.DB, userId, 'resend') },
    };
    return c.json(answer, 201);
  })
  .get('/v1/users/activate', async (c) => {
    const token = c.req.query('token')?.trim();
    const userId = token ? await consumeAccountToken(c.env.DB, token, 'activation') : null;
    if (userId === null) return c.redirect(activationRedirect(c, activationLandingPath(false, chosenLanguageOf(c))), 302);
    await activateUser(c.env.DB, userId);
    const user = await findUserById(c.env.DB, userId);
    return c.redirect(activationRedirect(c, activationLandingPath(true, user?.language ?? chosenLanguageOf(c))), 302);
  })
  .post('/v1/users/resend-register-email', async (c) => {
    const { token } = await readBody(c, resendBody);
    await limitAttempts(c, perAddress(c, RATE_RULES.resendPerAddress));
    const user = await pendingAccountFor(c, token);
    if (!user) throw badRequest(PENDING_ACCOUNT_NOT_FOUND_MESSAGE);
    await limitAttempts(c, [[RATE_RULES.resendPerAccount, String(user.id)]]);
    const answer: MessageResponse = { data: { message: 'Verification email has been sent' } };
    // Register hands out references for existing addresses too: "already activated" would tell
    // which addresses have accounts. Its owner was already mailed a notice.
    if (user.activated_at !== null) return c.json(answer);
    try {
      await sendActivationMail(c, user);
    } catch (error) {
      console.error('Activation mail failed', error);
      if (error instanceof ApiError) throw error;
      throw new ApiError(503, 'UPSTREAM_ERROR', 'We cannot send email right now. Please try again later.');
    }
    return c.json(answer);
  });
