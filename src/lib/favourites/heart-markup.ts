/**
 * The heart button's markup (issue 14), one source for the React card (HeartButton.tsx) and the
 * HTML the product page renders (product-view.ts, bound by components/favourites/heart-buttons.ts):
 * a <button aria-pressed> named 'Add to favourites' / 'Remove from favourites'.
 */
import { escapeHtml } from '../catalog/html.ts';
import { heartLabel } from './favourites.ts';

/** The outline of a heart in a 24-unit box; filled when saved (CSS, by aria-pressed). */
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 4.3 2.5h1.6c.7-1.3 2.2-2.5 4.3-2.5 3.5 0 5.3 3.5 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

/** Data attributes the plain-script binder reads: the piece's id, and its price to pay and currency. */
export interface HeartData {
  id: number;
  price: number;
  currency: string;
}

export function heartButtonHtml(data: HeartData, className: string): string {
  return `<button type="button" class="heart ${escapeHtml(className)}" aria-pressed="false" aria-label="${heartLabel(false)}" data-heart="${data.id}" data-heart-price="${data.price}" data-heart-currency="${escapeHtml(data.currency)}"><svg class="heart__icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${HEART_PATH}"></path></svg></button>`;
}
