import { DEFAULT_CURRENCY, DEFAULT_LOCATION } from '../lib/config/storefront.ts';
import type { CurrencyOption, StoreLocation } from '../lib/contract/settings.ts';
import { KNOWN_CHOICES, shopperPrefsCookieToWrite } from '../lib/config/shopper-prefs-cookie.ts';
import { persistedRecord } from './persisted.ts';
import { wakeIslands } from '../early/interaction/wake.ts';
import { GLOBAL_KEY } from '../lib/config/storage-keys.ts';

export { GLOBAL_KEY };

/** Global settings, persisted under local storage key `global` (spec section 3). */
export interface GlobalState {
  currency: CurrencyOption;
  location: StoreLocation;
  /** The 'Download our app' dialog is open: the store flag that toggles it (spec section 4). */
  isDownloadPopup: boolean;
  /** The mobile download banner is shown: by default, until the shopper hides it (spec section 4). */
  isDownloadBanner: boolean;
}

/** The record a first visit starts with, and what pre-rendered HTML is rendered with. */
export const GLOBAL_DEFAULTS: GlobalState = {
  currency: { ...DEFAULT_CURRENCY },
  location: { ...DEFAULT_LOCATION },
  isDownloadPopup: false,
  isDownloadBanner: true,
};

/**
 * Records written before the banner had its own flag used isDownloadPopup for the banner: carry
 * that choice over to the banner, and do not open the dialog for a returning shopper.
 */
export function upgradeGlobalRecord(stored: Record<string, unknown>): Record<string, unknown> {
  if ('isDownloadBanner' in stored) return stored;
  return { ...stored, isDownloadBanner: stored['isDownloadPopup'] !== false, isDownloadPopup: false };
}

export const $global = persistedRecord<GlobalState>(GLOBAL_KEY, GLOBAL_DEFAULTS, { upgrade: upgradeGlobalRecord });

// The top bar's store picker sleeps until used (issue 12); a currency or location chosen elsewhere on
// this page (settings, the mobile menu) wakes it, so it shows the choice at once.
$global.listen(() => wakeIslands('prefs'));

/**
 * The shopper_prefs cookie mirrors the record's currency and location, so pages rendered at the edge
 * arrive in them (src/lib/config/shopper-prefs-cookie.ts). Written on every change, and at start when
 * local storage holds a choice the cookie does not say yet (the head script does that first).
 */
function writeShopperPrefsCookie(record: string | null): void {
  try {
    const cookie = shopperPrefsCookieToWrite(record, document.cookie, location.protocol === 'https:', KNOWN_CHOICES);
    if (cookie) document.cookie = cookie;
  } catch (error) {
    console.warn('Cannot write the shopper_prefs cookie', error);
  }
}

if (typeof document !== 'undefined') {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(GLOBAL_KEY);
  } catch {
    // Storage blocked: the cookie follows the changes below.
  }
  writeShopperPrefsCookie(stored);
  $global.listen((value) => writeShopperPrefsCookie(JSON.stringify(value)));
}

export function setCurrency(currency: CurrencyOption): void {
  $global.set({ ...$global.get(), currency });
}

export function setLocation(location: StoreLocation): void {
  $global.set({ ...$global.get(), location });
}

export function hideDownloadBanner(): void {
  $global.set({ ...$global.get(), isDownloadBanner: false });
}

export function openDownloadPopup(): void {
  $global.set({ ...$global.get(), isDownloadPopup: true });
}

function storedDownloadPopup(storage: Storage): boolean | null {
  try {
    const raw = storage.getItem(GLOBAL_KEY);
    if (!raw) return null;
    const flag = upgradeGlobalRecord(JSON.parse(raw) as Record<string, unknown>)['isDownloadPopup'];
    return typeof flag === 'boolean' ? flag : null;
  } catch {
    return null;
  }
}

/**
 * Closing sets the flag false and, if the stored flag is true, writes it back (spec section 4): the
 * persisted store writes the false flag to local storage with the change.
 */
export function closeDownloadPopup(): void {
  $global.set({ ...$global.get(), isDownloadPopup: false });
}

/** Android, page visible again: the popup flag is re-read from local storage (spec section 4). */
export function rereadDownloadPopup(storage: Storage = localStorage): void {
  const stored = storedDownloadPopup(storage);
  if (stored !== null && stored !== $global.get().isDownloadPopup) $global.set({ ...$global.get(), isDownloadPopup: stored });
}
