/**
 * The shopper's currency and store location as a cookie (issue 12), written by the head script
 * (head.entry.ts) from local storage before the first request that needs it; the rule is
 * shopperPrefsCookieToWrite (src/lib/config/shopper-prefs-sync.ts), which the store applies too,
 * with the known codes (KNOWN_CHOICES, src/lib/config/shopper-prefs-cookie.ts).
 * A page that needed the cookie was rendered with the old one, so it is marked `repriced`, and what
 * the edge priced wakes to re-price.
 *
 * The cookie the page was rendered with is read from the page's stamp when the edge rendered it
 * (src/lib/config/priced-with.ts), not from document.cookie: the first read of the cookie store is a
 * synchronous trip to the browser that would count before first paint. A page the edge did not
 * render has nothing to re-price: with no choice stored (a first visit), what is left to do (a
 * cookie left behind by cleared storage) waits until the first screen is drawn.
 */
import { PRICED_WITH_DATASET_KEY } from '../lib/config/priced-with.ts';
import { type KnownChoices, shopperPrefsCookieToWrite } from '../lib/config/shopper-prefs-sync.ts';
import { GLOBAL_KEY } from '../lib/config/storage-keys.ts';
import { afterFirstScreen } from './after-first-screen.ts';
import { addWakeHints } from './wake-hints.ts';

/** `known`: the currency codes and location ids the store offers (KNOWN_CHOICES). */
export function syncShopperPrefsCookie(known: KnownChoices): void {
  const stored = localStorage.getItem(GLOBAL_KEY);
  // The edge's own markup, written only from a valid value (withPricedWithStamp): not checked again here.
  const stamp = document.documentElement.dataset[PRICED_WITH_DATASET_KEY];
  const sync = (): void => {
    const cookie = shopperPrefsCookieToWrite(stored, stamp === undefined ? document.cookie : `shopper_prefs=${stamp}`, location.protocol === 'https:', known);
    if (!cookie) return;
    document.cookie = cookie;
    addWakeHints(['repriced']);
  };
  if (stamp === undefined && stored === null) afterFirstScreen(sync);
  else sync();
}
