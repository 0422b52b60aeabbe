/**
 * The signed-in shopper's profile (spec sections 4 and 6): reading it, saving settings and the
 * currency, and keeping the profile's language and this device's in step (issue 26).
 */
import * as accountsApi from '../../lib/api/accounts.ts';
import { ENGLISH_SIGN_IN_WORDS, type SignInWords } from '../../lib/accounts/social.ts';
import type { CurrentUser, LanguageTag, ProfilePatch } from '../../lib/contract/users.ts';
import { languageCookie, readLanguageChoice, syncLanguage } from '../../lib/i18n/language-choice.ts';
import { langTag } from '../../lib/i18n/locales.ts';
import { settings } from '../../lib/i18n/messages/en.ts';
import { $auth, $isSignedIn, patchAuth } from '../auth.ts';
import { showToast } from '../toasts.ts';
import { errorToast } from './common.ts';

/** The settings toasts' words; a page in another language passes its own (issue 26). */
export interface SettingsToastWords {
  saved: string;
  saveFailed: string;
  saveFailedDetail: string;
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

/** PATCH /v1/users/me; toast 'Data have been saved.' unless silent, 'Oops!' on failure. */
export async function saveSettings(patch: ProfilePatch, options: { silent?: boolean; words?: SettingsToastWords } = {}): Promise<boolean> {
  const words = options.words ?? settings;
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

/** Selecting a currency: saved to the profile only when signed in (spec sections 4 and 6). */
export async function chooseCurrency(code: string, options: { silent?: boolean } = {}): Promise<boolean> {
  if (!$isSignedIn.get()) return false;
  return saveSettings({ currency: code }, options);
}

/** True while a sign-in decides the language: the menu waking meanwhile leaves it to the sign-in. */
let signingIn = false;

/** Runs a sign-in's own steps; `syncLanguageChoice('later')` waits them out. */
export async function whileSigningIn<T>(steps: () => Promise<T>): Promise<T> {
  signingIn = true;
  try {
    return await steps();
  } finally {
    signingIn = false;
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
