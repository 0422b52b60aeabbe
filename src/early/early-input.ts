/**
 * Input before hydration (issue 11): a shopper on a slow phone taps and searches before the islands
 * wake. Part of the head script (head.entry.ts), so it listens from the first byte of the body on:
 *   - a tap on a button of an island that is still only HTML is held, and tapped again on the same
 *     button as soon as that island hydrates (Astro fires `astro:hydrate` on it), so it ends as a tap
 *     after hydration would; the islands need no code of their own for it; a filter ticked or a sort
 *     chosen (checkboxes, radio buttons, selects) shows at once and is handed to the island likewise;
 *   - a search submitted from the box before it hydrates goes to /search as a plain GET form (its text
 *     normalized as the awake box does), and its text is queued in local storage; the search store
 *     saves it to recent searches on the next page;
 *   - a press in a section that a page script binds rather than an island (the product page's Buy,
 *     Make an offer, heart, zoom) is held likewise while the section carries `data-hold-presses`
 *     (the selector of the controls to hold), and pressed again when the section announces that its
 *     script answers (src/lib/navigation/held-presses.ts, src/components/catalog/product-page-early.ts).
 */
import { EARLY_SEARCHES_KEY } from '../lib/config/storage-keys.ts';
import { HELD_INPUT_EVENT } from '../lib/navigation/early-input.ts';
import { HOLD_PRESSES_ATTRIBUTE, PRESS_HELD_EVENT, PRESSES_RELEASED_EVENT } from '../lib/navigation/held-presses.ts';

/**
 * Listens, in the capture phase, for presses, changes and searches meant for islands that are still
 * HTML. An island sleeps while Astro's `ssr` attribute is on it; Astro removes it as the island
 * hydrates, and from then on the island's own handlers answer.
 *
 * React hydrates an island in a transition, after `astro:hydrate` has fired. A replay first sends a
 * `reset` event from the control: React treats it as a discrete event and finishes the island's
 * hydration at once (it has no other effect outside a form), so the replay meets live handlers.
 *   - a button: the tap is held and tapped again;
 *   - a checkbox or radio button changes at once, as the shopper sees it, and a select keeps the
 *     choice; the state the shopper left it in is noted, and once hydrated (React has set the control
 *     back to its own state by then) a control that differs from it is given that state again the way
 *     React listens for: a box is tapped, a select is set and announced with a `change` event.
 * A control changed twice before hydration is replayed once, to where the shopper left it. Each held
 * input is announced on its control (HELD_INPUT_EVENT, bubbling), which wakes the island.
 */
export function captureEarlyInput(): void {
  /** Boxes and selects changed before their island hydrated, with the state the shopper left them in. */
  const held = new Map<HTMLInputElement | HTMLSelectElement, string>();
  for (const type of ['click', 'change']) {
    document.addEventListener(type, (event) => holdInput(type, event, held), true);
  }
  document.addEventListener('submit', queueEarlySearch, true);
}

function holdInput(type: string, event: Event, held: Map<HTMLInputElement | HTMLSelectElement, string>): void {
  const target = event.target instanceof Element ? event.target : null;
  // A section bound by a page script that has not answered yet: the press waits for it.
  const section = type === 'click' && target ? target.closest(`[${HOLD_PRESSES_ATTRIBUTE}]`) : null;
  const pressed = section ? target?.closest(section.getAttribute(HOLD_PRESSES_ATTRIBUTE) || 'button') : null;
  if (section && pressed instanceof HTMLElement && section.contains(pressed)) {
    event.stopPropagation();
    event.preventDefault();
    pressed.dispatchEvent(new Event(PRESS_HELD_EVENT, { bubbles: true }));
    section.addEventListener(PRESSES_RELEASED_EVENT, () => pressed.click(), { once: true });
    return;
  }
  const control =
    target &&
    (type === 'click'
      ? target.closest<HTMLButtonElement | HTMLInputElement>('button, input[type="checkbox"], input[type="radio"]')
      : target.closest<HTMLSelectElement>('select'));
  const island = control && control.closest('astro-island[ssr]');
  if (!control || !island) return;
  event.stopPropagation();
  control.dispatchEvent(new Event(HELD_INPUT_EVENT, { bubbles: true }));
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) {
    event.preventDefault();
    island.addEventListener(
      'astro:hydrate',
      () => {
        control.dispatchEvent(new Event('reset', { bubbles: true }));
        control.click();
      },
      { once: true },
    );
    return;
  }
  const first = !held.has(control);
  held.set(control, control instanceof HTMLSelectElement ? control.value : String(control.checked));
  if (!first) return;
  island.addEventListener(
    'astro:hydrate',
    () => {
      const wanted = held.get(control);
      held.delete(control);
      control.dispatchEvent(new Event('reset', { bubbles: true }));
      if (control instanceof HTMLSelectElement) {
        if (wanted === undefined || control.value === wanted) return;
        control.value = wanted;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (String(control.checked) !== wanted) {
        control.click();
      }
    },
    { once: true },
  );
}

/** A search sent from the box before it woke: sent as a plain form, its text queued for recent searches. */
function queueEarlySearch(event: Event): void {
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
    const queued: unknown = JSON.parse(localStorage.getItem(EARLY_SEARCHES_KEY) ?? '[]');
    localStorage.setItem(EARLY_SEARCHES_KEY, JSON.stringify([...(Array.isArray(queued) ? queued : []), field instanceof HTMLInputElement ? field.value : '']));
  } catch {
    // Storage blocked or full: the search itself still goes ahead.
  }
}
