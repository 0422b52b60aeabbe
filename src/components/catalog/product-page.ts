/**
 * The product page's idle part (issue 22): what the first script (product-page-early.ts) loads once
 * the page is idle. The edge rendered the section, its price and delivery, and the page's inline
 * script remembered the view, so a guest who only looks needs nothing more: this part marks the
 * section whole and loads the page's behaviour (product-page-live.ts: stores, API client,
 * favourites, delivery rates, re-pricing, zoom, offline prefetch) only when something needs it:
 *   - the shopper reaches for the section (a mouse over it, a finger, a press, the keyboard);
 *   - it was asked for before idle (a press, a wake hint, no product from the edge, the deal ended);
 *   - the deal ends, or the connection comes back, while the shopper watches;
 *   - the shopper changes currency or location ('prefs') or signs in ('account': the account's
 *     favourites may hold this piece), both announced by wakeIslands (src/stores/global.ts, auth.ts);
 *   - the offline worker controls the page: the recently viewed list and this piece's image are
 *     asked for now, as before, so the offline page can show them.
 */
import { WAKE_EVENT } from '../../early/interaction/options.ts';
import { PRESS_HELD_EVENT } from '../../lib/navigation/held-presses.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import type { EarlyProductPage } from './product-page-early.ts';

/** wakeIslands names after which the section may have to change. */
const WAKE_NAMES = ['prefs', 'account'];
/** A reach for the section or a press on it. */
const REACH_EVENTS = [PRESS_HELD_EVENT, 'pointerover', 'touchstart', 'pointerdown', 'keydown', 'focusin'];

/** A wake name announced before this part ran (wakeIslands keeps them on window). */
function wokenAlready(): boolean {
  const woken = (window as { __storefrontWoken?: string[] }).__storefrontWoken ?? [];
  return WAKE_NAMES.some((name) => woken.includes(name));
}

/**
 * Answers once the section answers presses (the live page has React on it): for a guest who only
 * looks, never; the presses stay held and the first one brings the rest.
 */
export function startProductPage(root: HTMLElement, zoom: HTMLDialogElement | null, early: EarlyProductPage): Promise<void> {
  let answered: (live: Promise<void>) => void = () => undefined;
  const answers = new Promise<void>((resolve) => {
    answered = resolve;
  });
  let live: Promise<void> | null = null;
  const wake = () => {
    live ??= import('./product-page-live.ts').then((page) => page.startLiveProductPage(root, zoom, early));
    answered(live);
  };

  const edgeRendered = root.dataset['rendered'] === 'edge' && document.getElementById('product-data') !== null;
  // `wanted` covers a press, a reach and a deal that ended before now (each sets it); focus already in
  // the section (a shopper who tabbed to it before this script started) is a reach too.
  const reachedByFocus = root.contains(document.activeElement);
  if (!edgeRendered || early.wanted || reachedByFocus || early.reconnected() || wokenAlready() || navigator.serviceWorker?.controller) {
    wake();
    return answers;
  }

  // The edge's section is whole: nothing is loading.
  root.setAttribute('aria-busy', 'false');
  window.addEventListener(WAKE_EVENT, (event) => {
    if (WAKE_NAMES.includes(String((event as CustomEvent<unknown>).detail))) wake();
  });
  window.addEventListener(RECONNECTED_EVENT, wake, { once: true });
  for (const type of REACH_EVENTS) root.addEventListener(type, wake, { once: true, passive: true });
  // The live page renders the section again for 'no deal' (it reads early.dealEnded as it starts).
  early.countdown.onEnded = () => {
    early.dealEnded = true;
    wake();
  };
  return answers;
}
