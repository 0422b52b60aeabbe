/**
 * Saved-search actions (issue 14): saving from /search (a guest logs in first, and the search is saved
 * right after), and the toasts. Islands call these, never the API directly.
 */
import { atom } from 'nanostores';
import * as api from '../lib/api/saved-searches.ts';
import { serverMessage } from '../lib/api/http.ts';
import type { SavedSearch, SavedSearchCreate } from '../lib/contract/saved-searches.ts';
import { format } from '../lib/i18n/format.ts';
import { saveSearch as englishWords } from '../lib/i18n/messages/en.ts';
import type { Section } from '../lib/i18n/messages/types.ts';
import { $isSignedIn } from './auth.ts';
import { openAuthDialog } from './dialogs.ts';
import { showToast } from './toasts.ts';

/** A guest's save waiting for their login; kept for this tab only (a login dialog may reload nothing, a register flow may). */
const PENDING_KEY = 'pending-saved-search';

/** The search last saved on this page (the button then offers the way to the list). */
export const $lastSaved = atom<SavedSearch | null>(null);

function readPending(): SavedSearchCreate | null {
  try {
    const text = sessionStorage.getItem(PENDING_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<SavedSearchCreate>;
    return typeof value.query === 'object' && value.query !== null
      ? { query: value.query, ...(typeof value.name === 'string' ? { name: value.name } : {}) }
      : null;
  } catch {
    return null;
  }
}

/**
 * Saves the search for the signed-in shopper: toast 'Search saved', or 'Cannot save search' with the
 * server's reason; in the page's language when its words are given (issue 26).
 */
export async function saveSearch(create: SavedSearchCreate, words: Section<'saveSearch'> = englishWords): Promise<SavedSearch | null> {
  try {
    const saved = await api.createSavedSearch(create);
    $lastSaved.set(saved);
    showToast({ severity: 'success', summary: words.saved, detail: format(words.savedDetail, { name: saved.name }) });
    return saved;
  } catch (error) {
    console.error('Cannot save search', error);
    showToast({ severity: 'error', summary: words.cannotSave, detail: serverMessage(error, words.tryAgain) });
    return null;
  }
}

/** 'Save search' from a guest: keep it, ask for login; savePendingSearch() saves it once signed in. */
export function saveSearchAfterLogin(create: SavedSearchCreate): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(create));
  openAuthDialog('login');
}

/** Saves a guest's waiting search once they are signed in (called when $isSignedIn turns true). */
export async function savePendingSearch(words?: Section<'saveSearch'>): Promise<SavedSearch | null> {
  if (!$isSignedIn.get()) return null;
  const pending = readPending();
  if (!pending) return null;
  sessionStorage.removeItem(PENDING_KEY);
  return saveSearch(pending, words);
}

/** A saved search opened for its new pieces: its first results must not come from the browser's cache. */
const FRESH_KEY = 'fresh-search';

export function markFreshOpen(href: string): void {
  try {
    sessionStorage.setItem(FRESH_KEY, href);
  } catch {
    // Storage refused (private mode): the search may show the browser's copy for up to a minute.
  }
}

/** True once for the page a saved search was opened to (path and query as written by markFreshOpen). */
export function takeFreshOpen(pathAndSearch: string): boolean {
  try {
    const href = sessionStorage.getItem(FRESH_KEY);
    if (href === null) return false;
    sessionStorage.removeItem(FRESH_KEY);
    return href === pathAndSearch;
  } catch {
    return false;
  }
}
