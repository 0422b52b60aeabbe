import { DEFAULT_CURRENCY, DEFAULT_LOCATION } from '../lib/config/storefront.ts';
import type { CurrencyOption, StoreLocation } from '../lib/contract/settings.ts';
import { persistedRecord } from './persisted.ts';

/** Global settings, persisted under local storage key `global` (spec section 3). */
export interface GlobalState {
  currency: CurrencyOption;
  location: StoreLocation;
  /** Whether the download-app prompt (mobile banner) is shown. */
  isDownloadPopup: boolean;
}

export const $global = persistedRecord<GlobalState>('global', {
  currency: { ...DEFAULT_CURRENCY },
  location: { ...DEFAULT_LOCATION },
  isDownloadPopup: true,
});

export function setCurrency(currency: CurrencyOption): void {
  $global.set({ ...$global.get(), currency });
}

export function setLocation(location: StoreLocation): void {
  $global.set({ ...$global.get(), location });
}

export function setDownloadPopup(isDownloadPopup: boolean): void {
  $global.set({ ...$global.get(), isDownloadPopup });
}
