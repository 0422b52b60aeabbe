/**
 * Recently viewed (issue 13, from product-page-live.ts): a product is remembered once per page, as it
 * is shown; with the offline worker in charge, the list and this piece's card image are fetched ahead.
 */
import type { ProductDetail } from '../../../lib/contract/catalog.ts';
import { rememberViewedProduct } from '../../../stores/recently-viewed.ts';
import { keepRecentlyViewedForOffline } from './prefetch.ts';

/** Answers a `remember(product)` that records the product the first time only. */
export function rememberOnce(): (product: ProductDetail) => void {
  let remembered = false;
  return (product) => {
    if (remembered) return;
    remembered = true;
    rememberViewedProduct(product.id);
    keepRecentlyViewedForOffline(product);
  };
}
