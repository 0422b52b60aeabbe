/** Activation of new email accounts: the mailed link, and the answer while an account waits for it. */
import type { Context } from 'hono';
import { API_BASE } from '../../lib/config/storefront.ts';
import type { AccountActivationErrorBody } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { isProduction, siteOrigin } from '../env.ts';
import { issueAccountToken } from './account-tokens.ts';
import { localeHref, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { sameSitePath } from '../../lib/navigation/same-site.ts';
import { mailLocaleOf } from './language.ts';
import { requireSiteOrigin } from './http.ts';
import { activationMail } from './mail/messages.ts';
import { mailerFor } from './mail/mailer.ts';
import type { UserRow } from './users.queries.ts';

export const ACTIVATION_REQUIRED_MESSAGE = 'Please activate your account with the link we sent to your email address. No email? Ask us to send it again.';

/** The page the activation link lands on; login=1 opens the login dialog (spec section 2). */
export const ACTIVATED_REDIRECT = '/?activated=1&login=1';
export const ACTIVATION_FAILED_REDIRECT = '/?activated=0';

/**
 * The activation link's landing page in the shopper's language (issue 26): the home page of the
 * account's language, else of the browser's remembered choice (a refused link names no account).
 */
export function activationLandingPath(activated: boolean, locale: Locale | null): string {
  const path = activated ? ACTIVATED_REDIRECT : ACTIVATION_FAILED_REDIRECT;
  // Through the one same-site rule of redirects (issue 35), as every Location the store sends.
  return locale ? sameSitePath(localeHref(path, locale), localizePath('/', locale)) : sameSitePath(path);
}

/**
 * Where the activation link sends the browser: on SITE_URL when known. Otherwise the path alone,
 * which the browser resolves against the host it really asked (not something a third party sets).
 */
export function activationRedirect(c: Context<AppEnv>, path: string): string {
  return `${siteOrigin(c.env, c.req.raw) ?? ''}${path}`;
}

export function activationLink(origin: string, token: string): string {
  return `${origin}${API_BASE}/v1/users/activate?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a fresh activation link (older ones stop working) and mails it. The link's origin is
 * SITE_URL (503 when unset in production), checked before a token is issued.
 */
export async function sendActivationMail(c: Context<AppEnv>, user: Pick<UserRow, 'id' | 'email' | 'full_name' | 'language'>): Promise<void> {
  const origin = requireSiteOrigin(c);
  const token = await issueAccountToken(c.env.DB, user.id, 'activation');
  await mailerFor(c.env, isProduction(c.env)).send(activationMail(user.email, user.full_name, activationLink(origin, token), mailLocaleOf(user)));
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
