/**
 * A saved piece's heart (issue 14, from product-page-live.ts): the edge renders every heart empty, so
 * once the favourites are known and hold this piece, the section is shown by React, which fills it.
 */
import { $favouriteIds } from '../../../stores/favourites.ts';

export function fillHeartWhenSaved(id: number, paint: () => void): void {
  $favouriteIds.subscribe((ids) => {
    if (ids.has(id)) paint();
  });
}
