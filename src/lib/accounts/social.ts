import type { SocialProvider } from '../contract/users.ts';
import { format } from '../i18n/format.ts';
import { splitLocalePath } from '../i18n/locales.ts';
import { auth as englishAuth } from '../i18n/messages/en.ts';
import type { Section } from '../i18n/messages/types.ts';
import { isRegisterPath, registerHref } from './redirects.ts';

/** Sign-in's toasts in the page's language (issue 26): the `auth` section's; English by default, the spec's words. */
export type SignInWords = Pick<
  Section<'auth'>,
  | 'cannotLogin'
  | 'cannotGetMe'
  | 'cannotRegister'
  | 'accessDenied'
  | 'missingEmail'
  | 'accountExists'
  | 'socialEmailTaken'
  | 'socialUnavailable'
  | 'popupBlocked'
  | 'socialUnreachable'
  | 'socialFailed'
  | 'joinAgain'
  | 'chooseAccount'
>;
export const ENGLISH_SIGN_IN_WORDS: SignInWords = englishAuth;

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
export function accountExistsMessage(providerLabel: string, words: Pick<SignInWords, 'accountExists'> = ENGLISH_SIGN_IN_WORDS): string {
  return format(words.accountExists, { provider: providerLabel });
}

/** Spec section 8: MISSING_INFO_ERROR when the provider gave no email. */
export function missingEmailMessage(provider: SocialProvider, words: Pick<SignInWords, 'missingEmail'> = ENGLISH_SIGN_IN_WORDS): string {
  return format(words.missingEmail, { provider: PROVIDER_LABELS[provider] });
}

/** Why a provider's popup gave no identity; the shopper reads it in the page's language (socialFailureMessage). */
export type SocialFailure =
  /** The email signs in another way and cannot be joined here. */
  | { reason: 'email-taken' }
  /** This build has no Firebase project. */
  | { reason: 'unavailable' }
  | { reason: 'unreachable' }
  /** 'Yes, join accounts' with nothing left to join. */
  | { reason: 'join-again' }
  | { reason: 'popup-blocked' | 'failed'; provider: SocialProvider }
  /** The earlier provider's popup chose another account than the one to join. */
  | { reason: 'wrong-account'; provider: SocialProvider; email: string };

export function socialFailureMessage(failure: SocialFailure, words: SignInWords = ENGLISH_SIGN_IN_WORDS): string {
  switch (failure.reason) {
    case 'email-taken':
      return words.socialEmailTaken;
    case 'unavailable':
      return words.socialUnavailable;
    case 'unreachable':
      return words.socialUnreachable;
    case 'join-again':
      return words.joinAgain;
    case 'popup-blocked':
      return format(words.popupBlocked, { provider: PROVIDER_LABELS[failure.provider] });
    case 'failed':
      return format(words.socialFailed, { provider: PROVIDER_LABELS[failure.provider] });
    case 'wrong-account':
      return format(words.chooseAccount, { provider: PROVIDER_LABELS[failure.provider], email: failure.email });
  }
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
  words: SignInWords = ENGLISH_SIGN_IN_WORDS,
): SocialLoginOutcome {
  const { error } = result;
  if (!error) return result.accessToken ? { kind: 'signed-in', accessToken: result.accessToken } : { kind: 'registered' };
  switch (error.type) {
    case 'VALIDATION':
      return { kind: 'validation', toast: { severity: 'error', summary: words.cannotRegister, detail: error.message } };
    case 'MISSING_INFO_ERROR':
      return {
        kind: 'missing-info',
        toast: context.email.trim() === '' ? { severity: 'error', summary: words.accessDenied, detail: missingEmailMessage(context.provider, words) } : null,
        navigateTo: isRegisterPath(context.pathname) ? null : registerHref(context.nowMs, splitLocalePath(context.pathname).locale),
      };
    case 'ACCOUNT_ACTIVATION':
      return { kind: 'activation', resendToken: error.resendToken };
    default:
      return {
        kind: 'failed',
        toast: { severity: 'error', summary: words.cannotLogin, ...(error.message ? { detail: error.message } : {}) },
      };
  }
}
