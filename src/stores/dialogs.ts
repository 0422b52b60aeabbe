import { atom, computed } from 'nanostores';
import { $global, closeDownloadPopup, openDownloadPopup } from './global.ts';
import { wakeIslands } from '../early/interaction/wake.ts';
import { SEARCH_RESULTS_ISLAND } from '../lib/search/search-island.ts';

/** Exactly one of these sign-in dialogs is visible at a time (spec section 2). */
export type AuthDialog = 'login' | 'register' | 'forgot';

export const $authDialog = atom<AuthDialog | null>(null);
/** The 'Download our app' dialog follows isDownloadPopup of the persisted `global` store (spec section 4). */
export const $downloadDialogOpen = computed($global, (global) => global.isDownloadPopup);
export const $joinAccountsDialogOpen = atom(false);
export const $mobileMenuOpen = atom(false);
export const $mobileFiltersOpen = atom(false);

export function openAuthDialog(dialog: AuthDialog): void {
  // The dialogs' island may still be HTML (client:interaction): wake it; it reads the store as it hydrates.
  wakeIslands('dialogs');
  $authDialog.set(dialog);
}
/** The phone filter panel of /search: its island (the results) may still be HTML, so it is woken. */
export function openMobileFilters(): void {
  wakeIslands(SEARCH_RESULTS_ISLAND);
  $mobileFiltersOpen.set(true);
}
export function closeAuthDialog(): void {
  $authDialog.set(null);
}
export function openDownloadDialog(): void {
  wakeIslands('download');
  openDownloadPopup();
}
export function closeDownloadDialog(): void {
  closeDownloadPopup();
}

// Page scrolling is blocked while any <dialog> is open, by one CSS rule (global.css, 'Scroll lock'):
// it covers every dialog, whichever island or store opened it.
