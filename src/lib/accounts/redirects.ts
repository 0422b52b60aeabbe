import { safeReturnPath } from '../navigation/links.ts';

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where to go after a successful login (spec section 2): from /access-denied to the `re` path
 * (only ever a path on this site) or /; from /register and /reset-password to /; elsewhere stay (null).
 */
export function afterLoginPath(pathname: string, search: string): string | null {
  const path = trimTrailingSlash(pathname);
  if (path === '/access-denied') return safeReturnPath(new URLSearchParams(search).get('re'));
  if (path === '/register' || path === '/reset-password') return '/';
  return null;
}

/** 'Continue with Email' and social sign-up with missing information go to /register?date=<unix seconds>. */
export function registerHref(nowMs: number): string {
  return `/register?date=${Math.floor(nowMs / 1000)}`;
}

export function isRegisterPath(pathname: string): boolean {
  return trimTrailingSlash(pathname) === '/register';
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
export function activationNotice(search: string): Notice | null {
  const activated = new URLSearchParams(search).get('activated');
  if (activated === '1') {
    return { severity: 'success', summary: 'Your account is activated', detail: 'Please log in to continue.' };
  }
  if (activated === '0') {
    return {
      severity: 'error',
      summary: 'Oops!',
      detail: 'This activation link is invalid, used or expired. Log in to get a new one.',
    };
  }
  return null;
}
