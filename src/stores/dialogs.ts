import { atom, computed } from 'nanostores';

/** Exactly one of these sign-in dialogs is visible at a time (spec section 2). */
export type AuthDialog = 'login' | 'register' | 'forgot';

export const $authDialog = atom<AuthDialog | null>(null);
export const $downloadDialogOpen = atom(false);
export const $joinAccountsDialogOpen = atom(false);
export const $mobileMenuOpen = atom(false);
export const $mobileFiltersOpen = atom(false);

export function openAuthDialog(dialog: AuthDialog): void {
  $authDialog.set(dialog);
}
export function closeAuthDialog(): void {
  $authDialog.set(null);
}
export function openDownloadDialog(): void {
  $downloadDialogOpen.set(true);
}
export function closeDownloadDialog(): void {
  $downloadDialogOpen.set(false);
}

/** True while any dialog or full-screen panel is open: page scrolling is blocked then. */
export const $anyDialogOpen = computed(
  [$authDialog, $downloadDialogOpen, $joinAccountsDialogOpen, $mobileMenuOpen, $mobileFiltersOpen],
  (auth, download, join, menu, filters) => auth !== null || download || join || menu || filters,
);

/** Blocks page scrolling while any dialog is open; restores it when all are closed. */
export function bindScrollLock(root: HTMLElement = document.documentElement): () => void {
  return $anyDialogOpen.subscribe((open) => {
    root.classList.toggle('scroll-locked', open);
  });
}
