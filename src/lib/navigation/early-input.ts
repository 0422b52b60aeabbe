/**
 * Input before hydration (issue 11): a shopper on a slow phone taps and searches before the islands
 * wake. A few bytes of inline script in <head> (StoreLayout) keep what would otherwise be lost:
 *   - a tap on a button of an island that is still only HTML is held, and tapped again on the same
 *     button as soon as that island hydrates (Astro fires `astro:hydrate` on it), so it ends as a tap
 *     after hydration would; the islands need no code of their own for it;
 *   - a search submitted from the box before it hydrates goes to /search as a plain GET form (its text
 *     normalized as the awake box does), and its text is queued in local storage; the search store
 *     saves it to recent searches on the next page.
 */

/** Local storage key of searches made before the search box hydrated, oldest first. */
export const EARLY_SEARCHES_KEY = 'earlySearches';

/**
 * The capture script, inlined in <head> as `(source)(searchesKey)`: it must not refer to anything
 * outside itself, and declares no named inner functions (a build may wrap those in helpers). An
 * island sleeps while Astro's `ssr` attribute is on it; Astro removes it as the island hydrates, and
 * from then on the island's own handlers answer.
 */
export function captureEarlyInput(searchesKey: string): void {
  document.addEventListener(
    'click',
    function (event) {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const island = button && button.closest('astro-island[ssr]');
      if (!button || !island) return;
      event.preventDefault();
      event.stopPropagation();
      island.addEventListener('astro:hydrate', function () { button.click(); }, { once: true });
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-early-search') || !form.closest('astro-island[ssr]')) return;
      const field = form.elements.namedItem('product');
      // The address the awake box would open: the text trimmed and single-spaced (search-history.ts
      // normalizeSearchText), and no product at all for an empty box.
      if (field instanceof HTMLInputElement) {
        field.value = field.value.trim().replace(/\s+/g, ' ');
        if (field.value === '') field.disabled = true;
      }
      try {
        const queued: unknown = JSON.parse(localStorage.getItem(searchesKey) ?? '[]');
        localStorage.setItem(searchesKey, JSON.stringify([...(Array.isArray(queued) ? queued : []), field instanceof HTMLInputElement ? field.value : '']));
      } catch {
        // Storage blocked or full: the search itself still goes ahead.
      }
    },
    true,
  );
}

/** The inline script's source for StoreLayout. */
export function earlyInputScript(): string {
  return `(${captureEarlyInput.toString()})(${JSON.stringify(EARLY_SEARCHES_KEY)});`;
}
