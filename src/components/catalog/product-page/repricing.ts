/**
 * The shopper changes their choice while on the page (spec sections 4 and 6, from
 * product-page-live.ts): another currency re-prices the product (asked again in it); another store
 * location only changes the delivery block.
 */
import type { GlobalState } from '../../../stores/global.ts';

export type ChoiceChange = 'currency' | 'location' | null;

export function choiceChange(previous: Pick<GlobalState, 'currency' | 'location'>, next: Pick<GlobalState, 'currency' | 'location'>): ChoiceChange {
  if (next.currency.code !== previous.currency.code) return 'currency';
  if (next.location.id !== previous.location.id || next.location.country_code !== previous.location.country_code) return 'location';
  return null;
}
