/**
 * Presses held for a section that a page script binds rather than an island (the product page):
 * the early-input capture in <head> (early-input.ts) holds a press on a control of a section that
 * carries `data-hold-presses` (the selector of the controls to hold) and announces it with
 * PRESS_HELD_EVENT (bubbling, from the control), so the section's script knows to load what answers
 * it; the script sends PRESSES_RELEASED_EVENT (not bubbling) on the section once it answers, and
 * the held presses are pressed again, in order. No imports: the product page's first script reads
 * these without pulling anything else into its bundle.
 */
export const HOLD_PRESSES_ATTRIBUTE = 'data-hold-presses';
export const PRESS_HELD_EVENT = 'storefront:press-held';
export const PRESSES_RELEASED_EVENT = 'storefront:presses-released';
