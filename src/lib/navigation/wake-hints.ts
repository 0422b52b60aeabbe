/**
 * Which `client:interaction` islands must wake without waiting for the shopper (issue 12): the
 * islands keep their framework code off the first load, but some have something to show at once
 * that differs from their pre-rendered HTML. The head script (src/early/head.entry.ts, in StoreLayout)
 * marks those cases as tokens of `data-wake` on <html>; an island's `idleIf` selector reads them:
 *   prefs    - the shopper chose a currency or store location (the picker shows it);
 *   toast    - a toast carried over from the previous page (session storage `toasts`);
 *   dialogs  - the URL opens a sign-in dialog (login=1) or reports an activation (activated=);
 *   download - the 'Download our app' dialog is open (its island wakes);
 *   banner   - the mobile download banner shows (HTML and CSS, DownloadBanner.astro), and
 *   android  - with it, the device is Android (the banner links to the Play Store);
 *   searches - searches made before the search box woke wait to be saved to recent searches
 *              (src/early/early-input.ts queues them; the search store saves them);
 *   favourites - this device keeps favourites (local storage `favourites`): hearts on cards rendered
 *              for a guest at the edge must fill;
 *   viewed   - this device remembers pieces the shopper opened (local storage `recentlyViewed`): the
 *              offline page lists them at once;
 *   pending  - a social sign-up waits to be completed (local storage `auth`, pendingSocial): /register
 *              shows its form, not the guest's email registration it was rendered as;
 *   token    - the address carries a `token` (the mailed links of /reset-password and
 *              /alerts/unsubscribe): their HTML holds the answers with and without one, and CSS
 *              shows the right one before they hydrate (issue 26: no framework code on first load);
 *   repriced - the page was asked for with a `shopper_prefs` cookie that disagreed with the
 *              shopper's choice, so what the edge priced is stale (set by the cookie sync,
 *              src/early/prefs-cookie.ts, which rewrites the cookie then).
 */

export type WakeHint =
  | 'prefs'
  | 'toast'
  | 'dialogs'
  | 'download'
  | 'banner'
  | 'android'
  | 'searches'
  | 'favourites'
  | 'viewed'
  | 'pending'
  | 'token'
  | 'repriced';

/** The selector an island passes as `idleIf` to wake when the page carries a hint. */
export function wakeHintSelector(hint: WakeHint): string {
  return `html[data-wake~="${hint}"]`;
}

export interface WakeHintInputs {
  /** Local storage `global` record (raw), or null. */
  global: string | null;
  /** Local storage `toastsCarried`, set while toasts wait in session storage for this page (raw), or null. */
  carriedToasts: string | null;
  /** Local storage queue of searches made before the search box woke (raw), or null. */
  earlySearches: string | null;
  /** Local storage `favourites` record (raw), or null. */
  favourites: string | null;
  /** Local storage `recentlyViewed` list (raw), or null. */
  viewed: string | null;
  /** Local storage `auth` record (raw), or null. */
  auth: string | null;
  search: string;
  /** The device is a phone or tablet that the download banner is for (detectDevice(...).mobile). */
  mobileDevice: boolean;
  /** This build has an app for the device, so the banner has somewhere to send the shopper. */
  appForDevice: boolean;
  /** The device is Android (detectDevice(...).android). */
  android: boolean;
}

/** A stored JSON value, or null when it is absent or unreadable (no hint comes of it). */
function storedValue(raw: string | null | undefined): unknown {
  try {
    return JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
}

/** A stored JSON record's fields, or none when it is absent, unreadable or not a record. */
function storedRecord<T extends object>(raw: string | null | undefined): Partial<T> {
  const value = storedValue(raw);
  return value && typeof value === 'object' ? (value as Partial<T>) : {};
}

/**
 * The hints for a page, as the head script computes them (src/early/wake-hints.ts marks them on
 * <html>). It imports nothing, so the head script stays small (the default pair is SGD / location 0,
 * as GLOBAL_DEFAULTS).
 */
export function wakeHints(inputs: WakeHintInputs): string[] {
  const hints: string[] = [];
  const record = storedRecord<{ currency: { code?: unknown }; location: { id?: unknown }; isDownloadPopup: unknown; isDownloadBanner: unknown }>(inputs.global);
  const code = record.currency && record.currency.code;
  const id = record.location && record.location.id;
  if ((code !== undefined && code !== 'SGD') || (id !== undefined && id !== 0)) hints.push('prefs');
  if (inputs.carriedToasts && inputs.carriedToasts !== '[]') hints.push('toast');
  const params = new URLSearchParams(inputs.search);
  if (params.get('login') === '1' || params.has('activated')) hints.push('dialogs');
  const token = params.get('token');
  if (token && token.trim() !== '') hints.push('token');
  // Records from before the banner flag had one flag for both (upgradeGlobalRecord in stores/global.ts).
  const banner = 'isDownloadBanner' in record ? record.isDownloadBanner !== false : record.isDownloadPopup !== false;
  const popup = 'isDownloadBanner' in record && record.isDownloadPopup === true;
  if (popup) hints.push('download');
  if (banner && inputs.mobileDevice && inputs.appForDevice) {
    hints.push('banner');
    if (inputs.android) hints.push('android');
  }
  if (inputs.earlySearches && inputs.earlySearches !== '[]') hints.push('searches');
  const kept = storedRecord<{ guest: unknown; account: unknown }>(inputs.favourites);
  if ((Array.isArray(kept.guest) && kept.guest.length > 0) || (Array.isArray(kept.account) && kept.account.length > 0)) hints.push('favourites');
  const viewed = storedValue(inputs.viewed);
  if (Array.isArray(viewed) && viewed.length > 0) hints.push('viewed');
  const auth = storedRecord<{ pendingSocial: unknown }>(inputs.auth);
  if (auth.pendingSocial && typeof auth.pendingSocial === 'object') hints.push('pending');
  return hints;
}
