/**
 * Signing in and out (spec sections 2, 4 and 8): email and password, the social providers' answers,
 * and every toast and page change around them. Islands call these; they never call the accounts API
 * directly.
 */
import * as accountsApi from '../../lib/api/accounts.ts';
import { guestUuid, leaveSession, serverErrorType, serverMessage } from '../../lib/api/http.ts';
import { discardAppleRelayEmail } from '../../lib/accounts/email.ts';
import { afterLoginPath } from '../../lib/accounts/redirects.ts';
import { ENGLISH_SIGN_IN_WORDS, socialLoginOutcome, type SignInWords, type SocialLoginOutcome } from '../../lib/accounts/social.ts';
import type { LoginForm } from '../../lib/accounts/validation.ts';
import { forgetShopperCaches } from '../../lib/offline/forget-shopper.ts';
import { clearUser, patchAuth, type PendingSocial } from '../auth.ts';
import { closeAuthDialog } from '../dialogs.ts';
import { showToast } from '../toasts.ts';
import { $pendingActivation } from './activation.ts';
import { errorToast, go } from './common.ts';
import { loadMe, syncLanguageChoice, whileSigningIn } from './profile.ts';

/**
 * Stores the new token and loads the user. Success (user has id and email) closes the login dialog,
 * resets loading and applies the after-login redirect of spec section 2.
 */
async function completeSignIn(accessToken: string, words: SignInWords): Promise<boolean> {
  patchAuth({ token: accessToken });
  const signedIn = await whileSigningIn(async () => {
    const user = await loadMe(words);
    if (!user?.id || !user.email) return false;
    await syncLanguageChoice('sign-in');
    return true;
  });
  if (!signedIn) return false;
  patchAuth({ loading: false, needsActivation: false, pendingSocial: null });
  $pendingActivation.set(null);
  // The guest's favourites join the account before the page changes (issue 14); never an error here.
  await import('../favourites.ts').then(({ syncFavourites }) => syncFavourites()).catch((error: unknown) => console.warn('Favourites not merged', error));
  closeAuthDialog();
  const target = afterLoginPath(window.location.pathname, window.location.search);
  if (target !== null) go(target);
  return true;
}

/** Login dialog submit: POST /login; failure toast 'Cannot login' (in the page's words) with the server's message. */
export async function logIn(form: LoginForm, words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<boolean> {
  patchAuth({ loading: true });
  try {
    const token = await accountsApi.login({ username: form.email.trim(), password: form.password, uuid: guestUuid() });
    return await completeSignIn(token, words);
  } catch (error) {
    const resendToken = accountsApi.activationResendToken(error);
    if (resendToken) {
      $pendingActivation.set({ email: form.email.trim(), resend_token: resendToken });
      patchAuth({ needsActivation: true });
    }
    errorToast(words.cannotLogin, error);
    return false;
  } finally {
    patchAuth({ loading: false });
  }
}

/** Logout: revoke the token (POST /logout), clear user, token and pending social data, go to /. */
export async function logOut(): Promise<void> {
  leaveSession();
  try {
    await accountsApi.logout();
  } catch (error) {
    // The session may already be gone (expired, revoked elsewhere): signing out locally is what matters.
    console.warn('Logout call failed', error);
  }
  clearUser();
  $pendingActivation.set(null);
  await forgetShopperCaches();
  go('/');
}

/** Provider result to sign in with; the email may be an Apple relay address (it is discarded here). */
export type SocialSignIn = Omit<PendingSocial, 'email'> & { email: string | null };

/**
 * POST /social-login with the provider's result (and, from /register, the entered name, email,
 * mobile and phone code). Applies spec section 4: MISSING_INFO_ERROR keeps the pending data and
 * goes to /register; ACCOUNT_ACTIVATION keeps it and sets needs-activation.
 */
export async function socialLogin(input: SocialSignIn, words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<SocialLoginOutcome['kind']> {
  const pending: PendingSocial = { ...input, email: discardAppleRelayEmail(input.email) };
  patchAuth({ loading: true, pendingSocial: pending });
  let accessToken: string | null = null;
  let failure: { type: string | null; message: string; resendToken: string | null } | null = null;
  try {
    accessToken = await accountsApi.socialLogin({
      email: pending.email,
      full_name: pending.full_name,
      token: pending.token,
      provider: pending.provider,
      uuid: guestUuid(),
      ...(pending.mobile ? { mobile: pending.mobile } : {}),
      ...(pending.phone_code ? { phone_code: pending.phone_code } : {}),
    });
  } catch (error) {
    failure = {
      type: serverErrorType(error),
      message: serverMessage(error),
      resendToken: accountsApi.activationResendToken(error),
    };
  }
  const outcome = socialLoginOutcome(
    { accessToken, error: failure },
    { provider: pending.provider, email: pending.email, pathname: window.location.pathname, nowMs: Date.now() },
    words,
  );
  try {
    switch (outcome.kind) {
      case 'signed-in':
        await completeSignIn(outcome.accessToken, words);
        break;
      case 'registered':
        patchAuth({ registered: true, pendingSocial: null });
        break;
      case 'validation':
      case 'failed':
        showToast(outcome.toast);
        break;
      case 'missing-info':
        if (outcome.toast) showToast(outcome.toast);
        if (outcome.navigateTo) {
          patchAuth({ loading: false });
          closeAuthDialog();
          go(outcome.navigateTo);
        }
        break;
      case 'activation':
        patchAuth({ needsActivation: true });
        if (outcome.resendToken) $pendingActivation.set({ email: pending.email, resend_token: outcome.resendToken });
        break;
    }
  } finally {
    patchAuth({ loading: false });
  }
  return outcome.kind;
}
