/**
 * Actions over the auth record (spec sections 4 and 8). The accounts area owns this module and
 * extends it (login, register, social sign-in, password reset, profile).
 */
import { http, serverMessage } from '../lib/api/http.ts';
import { $auth, $isSignedIn, clearUser } from './auth.ts';
import { showToast } from './toasts.ts';

/** PATCH /v1/users/me with the shopper's settings. */
export async function saveSettings(settings: Record<string, unknown>, options: { silent?: boolean } = {}): Promise<boolean> {
  try {
    const answer = await http<{ data: NonNullable<ReturnType<typeof $auth.get>['user']> }>('/v1/users/me', {
      method: 'PATCH',
      body: settings,
    });
    $auth.set({ ...$auth.get(), user: answer.data, updated: true });
    if (!options.silent) showToast({ severity: 'success', summary: 'Data have been saved.' });
    return true;
  } catch (error) {
    showToast({ severity: 'error', summary: 'Oops!', detail: serverMessage(error, 'Cannot update your setting.') });
    return false;
  }
}

/** Selecting a currency saves it to the profile when signed in (spec section 4). */
export async function chooseCurrency(code: string): Promise<void> {
  if ($isSignedIn.get()) await saveSettings({ currency: code });
}

/** Logout clears user, token and pending social data and goes to / (spec sections 2 and 4). */
export async function logOut(): Promise<void> {
  try {
    await http('/logout', { method: 'POST' });
  } catch (error) {
    // The local session ends regardless; a server that cannot revoke lets the token expire.
    console.error('Logout request failed', error);
  }
  clearUser();
  window.location.assign('/');
}
