import type { ProductCard } from '../../../src/lib/contract/catalog.ts';

/** A card of GET /v2/inventories priced in US dollars, with two photos (a card shows the first). */
export function usdCard(patch: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 7,
    brand: 'Chanel',
    model: 'Classic Flap',
    selling_price: 9800,
    sold_price: null,
    status: 1,
    min_offer_price_with_fee: null,
    is_min_offer_price: false,
    location_text: 'Hong Kong',
    assets: [
      { id: 1, normal_thumbnail_url: '/images/photos/bag/black/1-400.webp', large_url: '/images/photos/bag/black/1-1200.webp', width: 1200, height: 1200 },
      {
        id: 2,
        normal_thumbnail_url: '/images/products/bag/black/7-2-600.svg',
        large_url: '/images/products/bag/black/7-2-1200.svg',
        width: 1200,
        height: 1200,
      },
    ],
    deal: null,
    currency: 'USD',
    ...patch,
  };
}
