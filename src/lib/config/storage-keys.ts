/**
 * Browser storage keys that the stores and the early layer (src/early, the scripts in every page's
 * <head>) both read: one source each, so a renamed key cannot leave the head reading the old one.
 */

/** Local storage: the shopper's currency, store location and download flags (src/stores/global.ts). */
export const GLOBAL_KEY = 'global';

/** Local storage: the auth record (src/stores/auth.ts); the head's guard reads it before first paint. */
export const AUTH_KEY = 'auth';

/** Session storage: toasts carried over to the next page (src/stores/toasts.ts). */
export const TOAST_CARRY_KEY = 'toasts';

/**
 * Local storage: set while toasts wait in session storage for the next page. The head script reads
 * this flag instead of session storage, whose first read on a page is a synchronous round trip to
 * the browser that local storage (read first for the auth record) has already paid.
 */
export const TOAST_CARRY_FLAG_KEY = 'toastsCarried';

/** Local storage: searches made before the search box woke, oldest first (src/early/early-input.ts queues them). */
export const EARLY_SEARCHES_KEY = 'earlySearches';

/** Local storage: the favourites of this device (src/lib/favourites/favourites.ts). */
export const FAVOURITES_KEY = 'favourites';

/** Local storage: the pieces this device opened, newest first (src/lib/catalog/recently-viewed.ts). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** Local storage: the URL of the display typeface's file this device has loaded (display-font-loading.ts). */
export const DISPLAY_FONT_KEY = 'displayFont';
