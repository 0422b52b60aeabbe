/**
 * Guest or user before first paint, part of the head script (head.entry.ts): the stored auth record
 * decides whether guest or user controls show (`data-auth` on <html>, which CSS reads), and whether a
 * guarded page (spec section 6) may render at all: a guest on one is sent to /access-denied?re={path}
 * before anything paints. The rule is the unit-tested hasAuthenticator (src/lib/navigation/guard.ts).
 */
import { AUTH_KEY } from '../lib/config/storage-keys.ts';
import { hasAuthenticator } from '../lib/navigation/guard.ts';

/**
 * Marks <html> `data-auth` and, on a guarded page, sends a guest on. `accessDeniedPath` is the
 * access-denied page in the page's language on a guarded page (the layout puts it on the script
 * element as `data-access-denied`), null on any other.
 */
export function guardPage(accessDeniedPath: string | null): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(AUTH_KEY);
  } catch {
    // Storage refused: a guest.
  }
  const signedIn = hasAuthenticator(raw);
  document.documentElement.dataset['auth'] = signedIn ? 'user' : 'guest';
  if (!signedIn && accessDeniedPath) location.replace(`${accessDeniedPath}?re=${encodeURIComponent(location.pathname + location.search)}`);
}
