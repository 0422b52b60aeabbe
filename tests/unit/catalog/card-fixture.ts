import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { productCard } from '../../product-card.ts';

/** A card of GET /v2/inventories priced in US dollars, with two photos (a card shows the first). */
export function usdCard(patch: Partial<ProductCard> = {}): ProductCard {
  return productCard({
    id: 7,
    brand: 'Chanel',
    model: 'Classic Flap',
    selling_price: 9800,
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
    currency: 'USD',
    ...patch,
  });
}
