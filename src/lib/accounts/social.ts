import type { SocialProvider } from '../contract/users.ts';
import { isRegisterPath, registerHref } from './redirects.ts';

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** Firebase sign-in method ids ('google.com') to our provider names. */
export function providerFromSignInMethod(method: string): SocialProvider | null {
  if (method === 'google.com') return 'google';
  if (method === 'facebook.com') return 'facebook';
  if (method === 'apple.com') return 'apple';
  return null;
}

export function signInMethodOf(provider: SocialProvider): string {
  return `${provider}.com`;
}

/** Spec section 8: account exists with a different credential. */
export function accountExistsMessage(providerLabel: string): string {
  return `You have already logged in using your ${providerLabel} account under the same email address.`;
}

/** Spec section 8: MISSING_INFO_ERROR when the provider gave no email. */
export function missingEmailMessage(provider: SocialProvider): string {
  return `We could not retrieve your email address from ${PROVIDER_LABELS[provider]}. Please create an account with your email address.`;
}

export interface ToastSpec {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
}

/** What the client does with the answer of POST /social-login (spec sections 4 and 8). */
export type SocialLoginOutcome =
  /** Store the token and load the user. */
  | { kind: 'signed-in'; accessToken: string }
  /** An answer without a token: registered is set true. */
  | { kind: 'registered' }
  | { kind: 'validation'; toast: ToastSpec }
  /** Keep pending data; go to navigateTo unless null (already on /register); toast only when no email. */
  | { kind: 'missing-info'; toast: ToastSpec | null; navigateTo: string | null }
  /** Keep pending data and set needs-activation. */
  | { kind: 'activation'; resendToken: string | null }
  | { kind: 'failed'; toast: ToastSpec };

export interface SocialLoginResult {
  /** The access token when the call succeeded with one. */
  accessToken: string | null;
  /** The failure, when the call failed. */
  error: { type: string | null; message: string; resendToken: string | null } | null;
}

export function socialLoginOutcome(
  result: SocialLoginResult,
  context: { provider: SocialProvider; email: string; pathname: string; nowMs: number },
): SocialLoginOutcome {
  const { error } = result;
  if (!error) return result.accessToken ? { kind: 'signed-in', accessToken: result.accessToken } : { kind: 'registered' };
  switch (error.type) {
    case 'VALIDATION':
      return { kind: 'validation', toast: { severity: 'error', summary: 'Cannot register', detail: error.message } };
    case 'MISSING_INFO_ERROR':
      return {
        kind: 'missing-info',
        toast: context.email.trim() === '' ? { severity: 'error', summary: 'Access denied', detail: missingEmailMessage(context.provider) } : null,
        navigateTo: isRegisterPath(context.pathname) ? null : registerHref(context.nowMs),
      };
    case 'ACCOUNT_ACTIVATION':
      return { kind: 'activation', resendToken: error.resendToken };
    default:
      return {
        kind: 'failed',
        toast: { severity: 'error', summary: 'Cannot login', ...(error.message ? { detail: error.message } : {}) },
      };
  }
}
