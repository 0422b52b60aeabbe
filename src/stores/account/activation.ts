/**
 * An account waiting for its activation link (spec sections 2 and 4): the pending reference login
 * and registration keep, and sending the mail again.
 */
import { atom } from 'nanostores';
import * as accountsApi from '../../lib/api/accounts.ts';
import type { PendingActivation } from '../../lib/contract/users.ts';
import { register as registerWords } from '../../lib/i18n/messages/en-forms.ts';
import { $auth } from '../auth.ts';
import { showToast } from '../toasts.ts';
import { errorToast } from './common.ts';

/** The account login or registration left waiting for activation: its address and resend reference. */
export const $pendingActivation = atom<PendingActivation | null>(null);

/** The resend toasts' words: English here (the spec's), the page's language's from a localized page (issue 26). */
export interface ResendToastWords {
  oops: string;
  resent: string;
  cannotResend: string;
}

/** Resend the activation email for the pending account (reference from register/login, else the pending social token). */
export async function resendRegisterEmail(words: ResendToastWords = registerWords): Promise<boolean> {
  const token = $pendingActivation.get()?.resend_token ?? $auth.get().pendingSocial?.token;
  if (!token) {
    showToast({ severity: 'error', summary: words.oops, detail: words.cannotResend });
    return false;
  }
  try {
    await accountsApi.resendRegisterEmail(token);
    showToast({ severity: 'success', summary: words.resent });
    return true;
  } catch (error) {
    errorToast(words.oops, error, words.cannotResend);
    return false;
  }
}
