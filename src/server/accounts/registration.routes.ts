/** POST /v2/users/register, GET /v1/users/activate, POST /v1/users/resend-register-email. */
import { Hono } from 'hono';
import type { MessageResponse, RegisterResponse } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-tokens.ts';
import { ACTIVATED_REDIRECT, ACTIVATION_FAILED_REDIRECT, sendActivationMail } from './activation.ts';
import { limitAttempts, readBody } from './http.ts';
import { hashPassword } from './passwords.ts';
import { clientAddress, RATE_RULES } from './rate-limits.ts';
import { registerBody, resendBody } from './schemas.ts';
import { verifySocialToken } from './social-token.ts';
import {
  activateUser,
  DuplicateEmailError,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  insertUser,
  phoneCodeExists,
  type UserRow,
} from './users.queries.ts';

export const DUPLICATE_EMAIL_MESSAGE =
  "An account with this email address already exists. Please log in, or use 'Forgot password?' to set a new password.";
export const UNKNOWN_PHONE_CODE_MESSAGE = 'Phone code is not valid.';
const PENDING_ACCOUNT_NOT_FOUND_MESSAGE = 'We cannot find an account waiting for activation. Please log in again to get a new email.';

const duplicateEmail = () => new ApiError(409, 'CONFLICT', DUPLICATE_EMAIL_MESSAGE);

/** The account a resend token points at: a pending-account reference, or a Firebase ID token (a JWT). */
async function pendingAccountFor(c: Parameters<typeof verifySocialToken>[0], token: string): Promise<UserRow | null> {
  if (token.split('.').length === 3) {
    const identity = await verifySocialToken(c, token);
    return (await findUserByIdentity(c.env.DB, identity.uid)) ?? (identity.email ? findUserByEmail(c.env.DB, identity.email.toLowerCase()) : null);
  }
  const userId = await peekAccountToken(c.env.DB, token, 'resend');
  return userId === null ? null : findUserById(c.env.DB, userId);
}

export const registrationRoutes = new Hono<AppEnv>()
  .post('/v2/users/register', async (c) => {
    const body = await readBody(c, registerBody);
    if (!(await phoneCodeExists(c.env.DB, body.phone_code))) throw badRequest(UNKNOWN_PHONE_CODE_MESSAGE);
    if (await findUserByEmail(c.env.DB, body.email)) throw duplicateEmail();
    let userId: number;
    try {
      userId = await insertUser(c.env.DB, {
        email: body.email,
        full_name: body.full_name,
        mobile: body.mobile,
        phone_code: body.phone_code,
        password_hash: await hashPassword(body.password),
        activated: false,
      });
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw duplicateEmail();
      throw error;
    }
    try {
      await sendActivationMail(c, { id: userId, email: body.email, full_name: body.full_name });
    } catch (error) {
      // The account exists; the shopper can ask for the email again (resend).
      console.error('Activation mail failed', error);
    }
    const answer: RegisterResponse = {
      data: { email: body.email, resend_token: await issueAccountToken(c.env.DB, userId, 'resend') },
    };
    return c.json(answer, 201);
  })
  .get('/v1/users/activate', async (c) => {
    const token = c.req.query('token')?.trim();
    const userId = token ? await consumeAccountToken(c.env.DB, token, 'activation') : null;
    if (userId === null) return c.redirect(ACTIVATION_FAILED_REDIRECT, 302);
    await activateUser(c.env.DB, userId);
    return c.redirect(ACTIVATED_REDIRECT, 302);
  })
  .post('/v1/users/resend-register-email', async (c) => {
    const { token } = await readBody(c, resendBody);
    await limitAttempts(c, [[RATE_RULES.resendPerAddress, clientAddress(c.req)]]);
    const user = await pendingAccountFor(c, token);
    if (!user) throw badRequest(PENDING_ACCOUNT_NOT_FOUND_MESSAGE);
    await limitAttempts(c, [[RATE_RULES.resendPerAccount, String(user.id)]]);
    if (user.activated_at !== null) throw new ApiError(409, 'CONFLICT', 'This account is already activated. Please log in.');
    try {
      await sendActivationMail(c, user);
    } catch (error) {
      console.error('Activation mail failed', error);
      throw new ApiError(503, 'UPSTREAM_ERROR', 'We cannot send email right now. Please try again later.');
    }
    const answer: MessageResponse = { data: { message: 'Verification email has been sent' } };
    return c.json(answer);
  });
