/**
 * Input before hydration (issue 11): the names the early-input capture (src/early/early-input.ts,
 * part of every page's head script) shares with the islands' directive and the search store. What
 * it holds and how a held press is replayed: docs/early-layer.md.
 */

/**
 * Sent (bubbling) from a control whose input the capture holds for its sleeping island: a choice made
 * with no press, key or focus first (assistive technology, a script) still wakes the island that will
 * answer it (the `client:interaction` directive listens for it, src/early/interaction).
 */
export const HELD_INPUT_EVENT = 'storefront:held-input';

/** Local storage key of searches made before the search box hydrated, oldest first. */
export { EARLY_SEARCHES_KEY } from '../config/storage-keys.ts';
