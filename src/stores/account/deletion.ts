/** Deleting the account (spec section 6): the profile goes, the session with it, and the shopper lands on /. */
import * as accountsApi from '../../lib/api/accounts.ts';
import { clearUser, patchAuth } from '../auth.ts';
import { $pendingActivation } from './activation.ts';
import { go } from './common.ts';

/** DELETE /v1/users; failure throws a generic error with no toast. Success signs out and goes to /. */
export async function deleteAccount(): Promise<void> {
  try {
    await accountsApi.deleteAccount();
  } catch (error) {
    throw new Error('Cannot delete the account', { cause: error });
  }
  clearUser();
  patchAuth({ deleted: true });
  $pendingActivation.set(null);
  go('/');
}
