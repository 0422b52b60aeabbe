/**
 * Every visitor is signed in as a guest when no session token exists (spec section 1), also on pages
 * that ask the API nothing (edge-rendered /, /search): the shell runs this once per page after its
 * load event, at idle (src/components/shell/after-load.ts, issue 22). The login is the API client's
 * own, so a call made meanwhile shares it; the auth store connects the session and keeps the token.
 */
import { loginGuest } from '../lib/api/http.ts';
import { $auth } from './auth.ts';

/** A stored token, or no connection (the next page tries again), leaves it alone. */
export async function ensureGuestSession(): Promise<void> {
  if ($auth.get().token || !navigator.onLine) return;
  try {
    await loginGuest();
  } catch {
    // Logged by loginGuest; the first API call that needs the session tries again.
  }
}
