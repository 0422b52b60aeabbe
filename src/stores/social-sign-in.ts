/**
 * Social sign-in from the dialogs (spec sections 2, 4 and 8): the provider's popup, then
 * POST /social-login through the auth actions; the account-linking confirmation when the email
 * already signs in with another provider. Firebase loads only here, when a shopper chooses.
 */
import { atom } from 'nanostores';
import { accountExistsMessage, ENGLISH_SIGN_IN_WORDS, PROVIDER_LABELS, socialFailureMessage, type SignInWords } from '../lib/accounts/social.ts';
import type { SocialProvider } from '../lib/contract/users.ts';
import type { SocialAuthResult } from '../lib/firebase/social-auth.ts';
import { socialLogin } from './account/sign-in.ts';
import { $joinAccountsDialogOpen, closeAuthDialog } from './dialogs.ts';
import { showToast } from './toasts.ts';

/** The provider whose popup or sign-in is under way (its button shows a spinner). */
export const $socialBusy = atom<SocialProvider | null>(null);

/** What the join confirmation is about. */
export interface AccountLink {
  email: string;
  earlierProvider: SocialProvider;
}
export const $accountLink = atom<AccountLink | null>(null);

const loadFirebase = () => import('../lib/firebase/social-auth.ts');

/** Warm the SDK as the pointer goes down, so the popup opens within the click's user activation. */
export function prepareSocialSignIn(): void {
  void loadFirebase().then((firebase) => firebase.prepareSocialAuth());
}

async function finish(result: SocialAuthResult, provider: SocialProvider, words: SignInWords): Promise<void> {
  switch (result.kind) {
    case 'signed-in':
      await socialLogin({ provider: result.provider, token: result.token, email: result.email, full_name: result.fullName }, words);
      return;
    case 'account-exists':
      showToast({ severity: 'warn', summary: accountExistsMessage(PROVIDER_LABELS[result.earlierProvider], words) });
      $accountLink.set({ email: result.email, earlierProvider: result.earlierProvider });
      closeAuthDialog();
      $joinAccountsDialogOpen.set(true);
      return;
    case 'cancelled':
      return;
    case 'failed':
      showToast({ severity: 'error', summary: words.cannotLogin, detail: socialFailureMessage(result.failure, words) });
      console.warn(`Social sign-in with ${provider} failed: ${socialFailureMessage(result.failure)}`);
      return;
  }
}

/** 'Continue with Google' and the like; toasts in the page's words. */
export async function continueWithProvider(provider: SocialProvider, words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<void> {
  if ($socialBusy.get()) return;
  $socialBusy.set(provider);
  try {
    const firebase = await loadFirebase();
    await finish(await firebase.signInWithProvider(provider), provider, words);
  } finally {
    $socialBusy.set(null);
  }
}

/** 'Yes, join accounts': sign in with the earlier provider, link, and sign in to the store. */
export async function joinAccounts(words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<void> {
  const link = $accountLink.get();
  if (!link || $socialBusy.get()) return;
  $socialBusy.set(link.earlierProvider);
  try {
    const firebase = await loadFirebase();
    const result = await firebase.joinPendingAccount();
    if (result.kind === 'cancelled') return; // the confirmation stays open to try again
    $joinAccountsDialogOpen.set(false);
    $accountLink.set(null);
    await finish(result, link.earlierProvider, words);
  } finally {
    $socialBusy.set(null);
  }
}

/** 'Cancel' on the confirmation. */
export function cancelJoinAccounts(): void {
  $joinAccountsDialogOpen.set(false);
  $accountLink.set(null);
  void loadFirebase().then((firebase) => firebase.discardPendingLink());
}
