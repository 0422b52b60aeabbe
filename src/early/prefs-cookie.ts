/**
 * The shopper's currency and store location as a cookie (issue 12), written by the head script
 * (head.entry.ts) from local storage before the first request that needs it; the rule is
 * shopperPrefsCookieToWrite (src/lib/config/shopper-prefs-sync.ts), which the store applies too,
 * with the known codes (KNOWN_CHOICES, src/lib/config/shopper-prefs-cookie.ts).
 * A page that needed the cookie was rendered with the old one, so it is marked `repriced`, and what
 * the edge priced wakes to re-price.
 */
import { type KnownChoices, shopperPrefsCookieToWrite } from '../lib/config/shopper-prefs-sync.ts';
import { GLOBAL_KEY } from '../lib/config/storage-keys.ts';
import { addWakeHints } from './wake-hints.ts';

/** `known`: the currency codes and location ids the store offers (KNOWN_CHOICES). */
export function syncShopperPrefsCookie(known: KnownChoices): void {
  const cookie = shopperPrefsCookieToWrite(localStorage.getItem(GLOBAL_KEY), document.cookie, location.protocol === 'https:', known);
  if (!cookie) return;
  document.cookie = cookie;
  addWakeHints(['repriced']);
}
