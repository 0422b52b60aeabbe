import { DEFAULT_LOCALE, localizePath, splitLocalePath, type Locale } from '../i18n/locales.ts';
import { safeReturnPath } from '../navigation/links.ts';
import { auth } from '../i18n/messages/en.ts';

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where to go after a successful login (spec section 2): from /access-denied to the `re` path
 * (only ever a path on this site) or /; from /register and /reset-password to /; elsewhere stay (null).
 * The same from every language's page, whose / is its own home page (issue 26).
 */
export function afterLoginPath(pathname: string, search: string): string | null {
  const { locale, path: english } = splitLocalePath(pathname);
  const path = trimTrailingSlash(english);
  if (path === '/access-denied') return safeReturnPath(new URLSearchParams(search).get('re'), localizePath('/', locale));
  if (path === '/register' || path === '/reset-password') return localizePath('/', locale);
  return null;
}

/** 'Continue with Email' and social sign-up with missing information go to /register?date=<unix seconds>, in the page's language. */
export function registerHref(nowMs: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${localizePath('/register', locale)}?date=${Math.floor(nowMs / 1000)}`;
}

/** /register in any language. */
export function isRegisterPath(pathname: string): boolean {
  return trimTrailingSlash(splitLocalePath(pathname).path) === '/register';
}

/** The reset token of the mailed /reset-password?token=... link, or null. */
export function resetTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

export interface Notice {
  severity: 'success' | 'error';
  summary: string;
  detail: string;
}

/**
 * The activation link (/api/v1/users/activate?token=...) lands on /?activated=1&login=1 or
 * /?activated=0; this is the toast to show there.
 */
export function activationNotice(search: string, words: ActivationNoticeWords = ENGLISH_ACTIVATION_NOTICE): Notice | null {
  const activated = new URLSearchParams(search).get('activated');
  if (activated === '1') {
    return { severity: 'success', summary: words.activated, detail: words.activatedDetail };
  }
  if (activated === '0') {
    return { severity: 'error', summary: words.oops, detail: words.activationFailed };
  }
  return null;
}

/** The activation notice's words: the spec's English, or the `auth` section of the page's language (issue 26). */
export interface ActivationNoticeWords {
  activated: string;
  activatedDetail: string;
  oops: string;
  activationFailed: string;
}
const ENGLISH_ACTIVATION_NOTICE: ActivationNoticeWords = auth;
