/**
 * Ahead of need (issue 13, from product-page-live.ts): with the offline worker in charge, the recently
 * viewed list (this product now first) and this product's card image are asked for once the page is
 * idle, even if the shopper never scrolls to the list: the worker keeps both, and the offline page
 * shows them for a product never opened. Without the worker (Save-Data, no support) nothing is
 * fetched ahead.
 */
import { getProductsByIds } from '../../../lib/api/catalog.ts';
import type { ProductDetail } from '../../../lib/contract/catalog.ts';
import { $global } from '../../../stores/global.ts';
import { $recentlyViewed } from '../../../stores/recently-viewed.ts';

export function keepRecentlyViewedForOffline(product: ProductDetail): void {
  if (!navigator.serviceWorker?.controller) return;
  const ask = () => {
    void getProductsByIds($recentlyViewed.get(), $global.get().currency.code).catch(() => undefined);
    const thumbnail = product.assets[0]?.normal_thumbnail_url;
    if (thumbnail) void fetch(thumbnail).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 3000 });
  else setTimeout(ask, 1000);
}
