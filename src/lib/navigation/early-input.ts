/**
 * Input before hydration (issue 11): a shopper on a slow phone taps and searches before the islands
 * wake. A few bytes of inline script in <head> (StoreLayout) record what would otherwise be lost:
 *   - a tap on an island's button marked data-early="<action>" while that island is still only HTML
 *     is queued on the page; the island replays it when it hydrates (takeEarlyTaps);
 *   - a search submitted from the box before it hydrates goes to /search as a plain GET form, and its
 *     text is queued in local storage; the search store saves it to recent searches on the next page.
 */

/** Page-global array of queued tap actions. */
export const EARLY_TAPS_GLOBAL = '__storefrontEarlyTaps';
/** Local storage key of searches made before the search box hydrated, oldest first. */
export const EARLY_SEARCHES_KEY = 'earlySearches';

/**
 * The capture script, inlined in <head> as `(source)(tapsGlobal, searchesKey)`: it must not refer to
 * anything outside itself (and declares no named inner functions, which a build may wrap in helpers).
 * An island counts as asleep while Astro's `ssr` attribute is on it; Astro removes it when the island
 * hydrates, and from then on the island's own handlers answer.
 */
export function captureEarlyInput(tapsGlobal: string, searchesKey: string): void {
  const taps: string[] = [];
  Object.defineProperty(window, tapsGlobal, { value: taps });
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target instanceof Element ? event.target.closest('[data-early]') : null;
      if (!target || !target.closest('astro-island[ssr]')) return;
      event.preventDefault();
      event.stopPropagation();
      taps.push(target.getAttribute('data-early') ?? '');
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-early-search') || !form.closest('astro-island[ssr]')) return;
      const field = form.elements.namedItem('product');
      try {
        const queued: unknown = JSON.parse(localStorage.getItem(searchesKey) ?? '[]');
        const pending = Array.isArray(queued) ? queued : [];
        pending.push(field instanceof HTMLInputElement ? field.value : '');
        localStorage.setItem(searchesKey, JSON.stringify(pending));
      } catch {
        // Storage blocked or full: the search itself still goes ahead.
      }
    },
    true,
  );
}

/** The inline script's source for StoreLayout. */
export function earlyInputScript(): string {
  return `(${captureEarlyInput.toString()})(${JSON.stringify(EARLY_TAPS_GLOBAL)},${JSON.stringify(EARLY_SEARCHES_KEY)});`;
}

/**
 * Removes the queued taps among `actions` and answers them in the order they happened. Islands call
 * this once, as they hydrate, and act on each as if it had been tapped now.
 */
export function takeEarlyTaps(actions: readonly string[], queue: unknown = (globalThis as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL]): string[] {
  if (!Array.isArray(queue)) return [];
  const taken: string[] = [];
  for (let index = 0; index < queue.length; ) {
    const action: unknown = queue[index];
    if (typeof action === 'string' && actions.includes(action)) {
      taken.push(action);
      queue.splice(index, 1);
    } else {
      index += 1;
    }
  }
  return taken;
}

/** Takes the queued early searches out of storage (oldest first); non-text entries are dropped. */
export function takeEarlySearches(storage: Pick<Storage, 'getItem' | 'removeItem'>): string[] {
  try {
    const queued: unknown = JSON.parse(storage.getItem(EARLY_SEARCHES_KEY) ?? '[]');
    storage.removeItem(EARLY_SEARCHES_KEY);
    return Array.isArray(queued) ? queued.filter((text): text is string => typeof text === 'string') : [];
  } catch {
    return [];
  }
}
