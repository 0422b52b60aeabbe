import { computed } from 'nanostores';
import type { Authenticator, CurrentUser } from '../lib/contract/users.ts';
import { connectSession } from '../lib/api/session-port.ts';
import { persistedRecord } from './persisted.ts';
import { wakeIslands } from '../early/interaction/wake.ts';
import { AUTH_KEY } from '../lib/config/storage-keys.ts';

/** Sign-up data kept while a social sign-in waits for missing information or activation (spec section 4). */
export interface PendingSocial {
  email: string;
  full_name: string;
  token: string;
  provider: 'google' | 'facebook' | 'apple';
  mobile?: string;
  phone_code?: string;
}

/** The auth record of the spec, persisted under local storage key `auth`. */
export interface AuthState {
  token: string | null;
  uuid: string | null;
  authenticator: Authenticator | null;
  user: CurrentUser | null;
  registered: boolean;
  updated: boolean;
  deleted: boolean;
  resetPasswordDone: boolean;
  needsActivation: boolean;
  loading: boolean;
  pendingSocial: PendingSocial | null;
}

export const EMPTY_AUTH: AuthState = {
  token: null,
  uuid: null,
  authenticator: null,
  user: null,
  registered: false,
  updated: false,
  deleted: false,
  resetPasswordDone: false,
  needsActivation: false,
  loading: false,
  pendingSocial: null,
};

// `loading` is not persisted: a tab closed mid-request must not leave every later page disabled.
/** Local storage key of the auth record (the head's scripts read it before first paint too). */
export { AUTH_KEY };

export const $auth = persistedRecord<AuthState>(AUTH_KEY, EMPTY_AUTH, { transient: ['loading'] });

export const $isSignedIn = computed($auth, (auth) => Boolean(auth.authenticator?.id));

// The top bar's account controls sleep until used (issue 12); a sign-in on this page wakes them, so
// they show the shopper without waiting for a press.
$isSignedIn.listen((signedIn) => {
  if (signedIn) wakeIslands('account');
});

export function patchAuth(patch: Partial<AuthState>): void {
  $auth.set({ ...$auth.get(), ...patch });
}

/** After a 401: the token and the user go; the guest uuid stays so the guest keeps their identity. */
export function clearSession(): void {
  patchAuth({ token: null, authenticator: null, user: null, loading: false });
}

/** Logout clears user, token and pending social data (spec section 4). */
export function clearUser(): void {
  patchAuth({ token: null, authenticator: null, user: null, pendingSocial: null, loading: false });
}

// The API client reads and keeps the session through this port (src/lib/api/session-port.ts).
connectSession({
  token: () => $auth.get().token,
  uuid: () => $auth.get().uuid,
  save: (patch) => patchAuth(patch),
  clear: clearSession,
});
