/** Activation of new email accounts: the mailed link, and the answer while an account waits for it. */
import type { Context } from 'hono';
import { API_BASE } from '../../lib/config/storefront.ts';
import type { AccountActivationErrorBody } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { isProduction } from '../env.ts';
import { issueAccountToken } from './account-tokens.ts';
import { siteOrigin } from './http.ts';
import { activationMail } from './mail/messages.ts';
import { mailerFor } from './mail/mailer.ts';
import type { UserRow } from './users.queries.ts';

export const ACTIVATION_REQUIRED_MESSAGE =
  'Please activate your account with the link we sent to your email address. No email? Ask us to send it again.';

/** The page the activation link lands on; login=1 opens the login dialog (spec section 2). */
export const ACTIVATED_REDIRECT = '/?activated=1&login=1';
export const ACTIVATION_FAILED_REDIRECT = '/?activated=0';

export function activationLink(c: Context<AppEnv>, token: string): string {
  return `${siteOrigin(c)}${API_BASE}/v1/users/activate?token=${encodeURIComponent(token)}`;
}

/** Issues a fresh activation link (older ones stop working) and mails it. */
export async function sendActivationMail(c: Context<AppEnv>, user: Pick<UserRow, 'id' | 'email' | 'full_name'>): Promise<void> {
  const token = await issueAccountToken(c.env.DB, user.id, 'activation');
  await mailerFor(c.env, isProduction(c.env)).send(activationMail(user.email, user.full_name, activationLink(c, token)));
}

/** 403 ACCOUNT_ACTIVATION with a pending-account reference for the resend call. */
export async function activationRequired(c: Context<AppEnv>, userId: number): Promise<Response> {
  const body: AccountActivationErrorBody = {
    error: {
      type: 'ACCOUNT_ACTIVATION',
      message: ACTIVATION_REQUIRED_MESSAGE,
      resend_token: await issueAccountToken(c.env.DB, userId, 'resend'),
    },
  };
  return c.json(body, 403);
}
