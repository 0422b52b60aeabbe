import { persistentAtom } from '@nanostores/persistent';
import { readViewedList, RECENTLY_VIEWED_KEY, withViewed } from '../lib/catalog/recently-viewed.ts';

/** Product ids the shopper opened, newest first (local storage `recentlyViewed`). */
export const $recentlyViewed = persistentAtom<number[]>(RECENTLY_VIEWED_KEY, [], {
  encode: (ids) => JSON.stringify(ids),
  decode: (stored) => readViewedList(stored),
});

/** A product page showed product `id`. */
export function rememberViewedProduct(id: number): void {
  $recentlyViewed.set(withViewed($recentlyViewed.get(), id));
}
