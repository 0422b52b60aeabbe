import type { ProductCard } from '../src/lib/contract/catalog.ts';

/**
 * A product card as the catalog answers it (GET /v2/inventories), with what a test cares about patched
 * in: the unit tests and the store tests that answer the catalog themselves start from it.
 */
export function productCard(patch: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    brand: 'Hermès',
    model: 'Birkin 30',
    selling_price: 1000,
    sold_price: null,
    status: 1,
    min_offer_price_with_fee: null,
    is_min_offer_price: false,
    location_text: 'Singapore',
    assets: [],
    deal: null,
    currency: 'SGD',
    ...patch,
  };
}
