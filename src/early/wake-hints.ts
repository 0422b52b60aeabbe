/**
 * The wake hints (src/lib/navigation/wake-hints.ts says which there are and why), marked on <html>
 * by the head script (head.entry.ts) before the body parses, so the islands' `idleIf` selectors
 * can read them as their directives run.
 */
import { detectDevice } from '../lib/device/device.ts';
import { AUTH_KEY, EARLY_SEARCHES_KEY, FAVOURITES_KEY, GLOBAL_KEY, RECENTLY_VIEWED_KEY, TOAST_CARRY_FLAG_KEY } from '../lib/config/storage-keys.ts';
import { wakeHints } from '../lib/navigation/wake-hints.ts';

/** Adds hints to <html> `data-wake` beside those already there, once each. */
export function addWakeHints(hints: readonly string[]): void {
  const root = document.documentElement;
  const tokens = (root.dataset['wake'] ?? '').split(' ').filter((token) => token !== '');
  for (const hint of hints) if (!tokens.includes(hint)) tokens.push(hint);
  if (tokens.length > 0) root.dataset['wake'] = tokens.join(' ');
}

/** Whether this build has an app in each store (the download banner needs somewhere to send the shopper). */
export interface AppsInBuild {
  android: boolean;
  ios: boolean;
}

function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Reads storage, the address and the device, and marks <html> with the page's hints. */
export function markWakeHints(apps: AppsInBuild): void {
  const local = () => localStorage;
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints, navigator.platform);
  addWakeHints(
    wakeHints({
      global: stored(local, GLOBAL_KEY),
      carriedToasts: stored(local, TOAST_CARRY_FLAG_KEY),
      earlySearches: stored(local, EARLY_SEARCHES_KEY),
      favourites: stored(local, FAVOURITES_KEY),
      viewed: stored(local, RECENTLY_VIEWED_KEY),
      auth: stored(local, AUTH_KEY),
      search: location.search,
      mobileDevice: device.mobile,
      appForDevice: device.android ? apps.android : apps.ios,
      android: device.android,
    }),
  );
}
