/** A small catalog reference (brands, categories, stores …) for the query rules' tests. */
import type { CatalogReference } from '../../../src/server/catalog/inventory-query.ts';

export const REF: CatalogReference = {
  brands: [
    { id: 1, name: 'Hermès', slug: 'hermes' },
    { id: 2, name: 'Chanel', slug: 'chanel' },
    { id: 5, name: 'Rolex', slug: 'rolex' },
  ],
  categories: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `Category ${id}` })),
  stores: [{ id: 1, country: 'Singapore', country_code: 'SG', city: 'Singapore' }],
  currencies: [{ code: 'SGD', rate_from_sgd: 1 }],
  priceRanges: [1, 2, 3, 4, 5, 6].map((id) => ({ id, min: (id - 1) * 1000, max: id * 1000 })),
  colors: [{ id: 'black', name: 'Black' }],
  countries: ['SG'],
};
