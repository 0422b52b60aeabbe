/**
 * A product whose name has shown counts as viewed, however soon the shopper leaves (issue 22): this
 * script, inlined in the product page's shell after the product's data block
 * (src/components/pages/ProductShell.astro), puts the product first in 'Recently viewed' as the page
 * parses, before any module script runs. The rule: viewedListWithPageProduct (src/lib/catalog/recently-viewed.ts).
 */
import { PRODUCT_DATA_ID } from '../lib/catalog/product-view.ts';
import { RECENTLY_VIEWED_LIMIT, viewedListWithPageProduct } from '../lib/catalog/recently-viewed.ts';
import { RECENTLY_VIEWED_KEY } from '../lib/config/storage-keys.ts';

try {
  const next = viewedListWithPageProduct(
    localStorage.getItem(RECENTLY_VIEWED_KEY),
    document.getElementById(PRODUCT_DATA_ID)?.textContent ?? null,
    RECENTLY_VIEWED_LIMIT,
  );
  if (next) localStorage.setItem(RECENTLY_VIEWED_KEY, next);
} catch {
  // Storage refused: nothing is remembered.
}
