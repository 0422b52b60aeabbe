/**
 * Auth actions over $auth (spec sections 2, 4 and 8): every toast and redirect of signing in and out,
 * registration, social sign-in, settings, password reset and account deletion.
 * Islands call these; they never call the accounts API directly.
 */
import { atom } from 'nanostores';
import * as accountsApi from '../lib/api/accounts.ts';
import { guestUuid, serverErrorType, serverMessage } from '../lib/api/http.ts';
import { discardAppleRelayEmail } from '../lib/accounts/email.ts';
import { afterLoginPath } from '../lib/accounts/redirects.ts';
import { ENGLISH_SIGN_IN_WORDS, socialLoginOutcome, type SignInWords, type SocialLoginOutcome, type ToastSpec } from '../lib/accounts/social.ts';
import { normalizeMobile, type LoginForm, type RegisterForm } from '../lib/accounts/validation.ts';
import type { CurrentUser, LanguageTag, PendingActivation, ProfilePatch } from '../lib/contract/users.ts';
import { languageCookie, readLanguageChoice, syncLanguage } from '../lib/i18n/language-choice.ts';
import { langTag } from '../lib/i18n/locales.ts';
import { $auth, $isSignedIn, clearUser, patchAuth, type PendingSocial } from './auth.ts';
import { closeAuthDialog } from './dialogs.ts';
import { showToast } from './toasts.ts';
import { forgetShopperCaches } from '../lib/offline/forget-shopper.ts';
import { settings } from '../lib/i18n/messages/en.ts';
import { register as registerWords, resetPassword as resetPasswordWords } from '../lib/i18n/messages/en-forms.ts';

/** The account waiting for activation, for 'resend email'. Kept for this page only: logging in again yields a fresh one. */
export const $pendingActivation = atom<PendingActivation | null>(null);

/** True while a sign-in loads the shopper and settles their language (syncLanguageChoice). */
let signingIn = false;

function go(path: string): void {
  window.location.assign(path);
}

/** The settings toasts' words; a page in another language passes its own (issue 26). */
export interface SettingsToastWords {
  saved: string;
  saveFailed: string;
  saveFailedDetail: string;
}

const ENGLISH_SETTINGS_TOASTS: SettingsToastWords = settings;

function errorToast(summary: string, error: unknown, fallback = ''): void {
  const detail = serverMessage(error, fallback);
  const toast: ToastSpec = detail ? { severity: 'error', summary, detail } : { severity: 'error', summary };
  showToast(toast);
}

/** GET /v1/users/me into $auth; toast 'Cannot get me' (in the page's words) on failure. */
export async function loadMe(words: Pick<SignInWords, 'cannotGetMe'> = ENGLISH_SIGN_IN_WORDS): Promise<CurrentUser | null> {
  try {
    const user = await accountsApi.getMe();
    patchAuth({ user, authenticator: { id: user.id, email: user.email } });
    return user;
  } catch (error) {
    errorToast(words.cannotGetMe, error);
    return null;
  }
}

/**
 * Stores the new token and loads the user. Success (user has id and email) closes the login dialog,
 * resets loading and applies the after-login redirect of spec section 2.
 */
async function completeSignIn(accessToken: string, words: SignInWords): Promise<boolean> {
  patchAuth({ token: accessToken });
  signingIn = true;
  try {
    const user = await loadMe(words);
    if (!user?.id || !user.email) return false;
    await syncLanguageChoice('sign-in');
  } finally {
    signingIn = false;
  }
  patchAuth({ loading: false, needsActivation: false, pendingSocial: null });
  $pendingActivation.set(null);
  // The guest's favourites join the account before the page changes (issue 14); never an error here.
  await import('./favourites.ts').then(({ syncFavourites }) => syncFavourites()).catch((error: unknown) => console.warn('Favourites not merged', error));
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

/**
 * /register submit. With pending social data it completes through social login with the entered
 * name, email, mobile and phone code; otherwise POST /v2/users/register (failure toast 'Cannot register').
 * Answers true when the form was accepted (signed in, or registered and waiting for activation).
 */
export async function register(form: RegisterForm, words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<boolean> {
  const mobile = normalizeMobile(form.mobile);
  const pending = $auth.get().pendingSocial;
  if (pending) {
    const kind = await socialLogin(
      {
        ...pending,
        full_name: form.full_name.trim(),
        email: form.email.trim(),
        mobile,
        phone_code: form.phone_code,
      },
      words,
    );
    return kind === 'signed-in' || kind === 'registered' || kind === 'activation';
  }
  patchAuth({ loading: true });
  try {
    const pendingActivation = await accountsApi.register({
      full_name: form.full_name.trim(),
      email: form.email.trim(),
      mobile,
      phone_code: form.phone_code,
      password: form.password,
      password_confirmation: form.password_confirmation,
    });
    $pendingActivation.set(pendingActivation);
    patchAuth({ registered: true, needsActivation: true });
    return true;
  } catch (error) {
    errorToast(words.cannotRegister, error);
    return false;
  } finally {
    patchAuth({ loading: false });
  }
}

/** PATCH /v1/users/me; toast 'Data have been saved.' unless silent, 'Oops!' on failure. */
export async function saveSettings(patch: ProfilePatch, options: { silent?: boolean; words?: SettingsToastWords } = {}): Promise<boolean> {
  const words = options.words ?? ENGLISH_SETTINGS_TOASTS;
  try {
    const user = await accountsApi.updateMe(patch);
    patchAuth({ user, authenticator: { id: user.id, email: user.email }, updated: true });
    if (!options.silent) showToast({ severity: 'success', summary: words.saved });
    return true;
  } catch (error) {
    errorToast(words.saveFailed, error, words.saveFailedDetail);
    return false;
  }
}

/**
 * The signed-in shopper's language (issue 26): at sign-in the profile's wins and is remembered on this
 * device, or the language chosen as a guest is saved; later, a language chosen since (the footer's or
 * the store location popup's, which remember it in the cookie) is saved. Silent: never a toast.
 */
export async function syncLanguageChoice(moment: 'sign-in' | 'later' = 'later'): Promise<void> {
  // The menu wakes on the new signed-in state before sign-in has decided: sign-in decides alone.
  if (moment === 'later' && signingIn) return;
  const user = $auth.get().user;
  if (!user || !$isSignedIn.get()) return;
  if (typeof document === 'undefined') return;
  const sync = syncLanguage(moment, user.language, readLanguageChoice(document.cookie));
  if (sync.kind === 'remember') document.cookie = languageCookie(sync.locale, window.location.protocol === 'https:');
  if (sync.kind === 'save') {
    try {
      const updated = await accountsApi.updateMe({ language: langTag(sync.locale) as LanguageTag });
      patchAuth({ user: updated });
    } catch (error) {
      console.warn('Language not saved to the profile', error);
    }
  }
}

/** Selecting a currency: saved to the profile only when signed in (spec sections 4 and 6). */
export async function chooseCurrency(code: string, options: { silent?: boolean } = {}): Promise<boolean> {
  if (!$isSignedIn.get()) return false;
  return saveSettings({ currency: code }, options);
}

/** The resend toasts' words: English here (the spec's), the page's language's from a localized page (issue 26). */
export interface ResendToastWords {
  oops: string;
  resent: string;
  cannotResend: string;
}
const ENGLISH_RESEND_TOASTS: ResendToastWords = registerWords;

/** Resend the activation email for the pending account (reference from register/login, else the pending social token). */
export async function resendRegisterEmail(words: ResendToastWords = ENGLISH_RESEND_TOASTS): Promise<boolean> {
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
