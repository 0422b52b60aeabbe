/** Forgotten passwords (spec sections 2 and 8): asking for the mail, and the mailed link's new password. */
import * as accountsApi from '../../lib/api/accounts.ts';
import { resetPassword as resetPasswordWords } from '../../lib/i18n/messages/en-forms.ts';
import { patchAuth } from '../auth.ts';
import { errorToast } from './common.ts';

/**
 * Forgot-password: failures throw a generic error and show no toast (spec section 8); the
 * server's answer stays reachable as the error's cause.
 */
export async function forgotPassword(email: string): Promise<void> {
  try {
    await accountsApi.forgotPassword(email.trim());
  } catch (error) {
    throw new Error('Cannot send the password reset email', { cause: error });
  }
}

/** /reset-password submit; 'Oops!' with the server's message or 'Cannot reset your password.' on failure. */
export async function resetPassword(
  form: { token: string; password: string; password_confirmation: string },
  words: { oops: string; cannotReset: string } = resetPasswordWords,
): Promise<boolean> {
  try {
    await accountsApi.submitPassword(form);
    patchAuth({ resetPasswordDone: true });
    return true;
  } catch (error) {
    errorToast(words.oops, error, words.cannotReset);
    return false;
  }
}
