import type { ProductCard } from '../contract/catalog.ts';
import { PRODUCT_ID_SOURCE, productIdOf } from './inventory-query-rules.ts';
import { splitLocalePath } from '../i18n/locales.ts';

/** The product paths the page routes serve (src/lib/navigation/page-routes.ts), with the one id rule. */
const PRODUCT_PATH = new RegExp(`^/(?:product/(${PRODUCT_ID_SOURCE})/?$|product-(${PRODUCT_ID_SOURCE})/.+|recommended/(${PRODUCT_ID_SOURCE})/?$)`);

/**
 * Slug of a model with the underscore separator (spec section 9): lower case, accents folded,
 * every run of other characters one '_', none at either end. 'Birkin 30 Togo' → 'birkin_30_togo'.
 */
export function productSlug(model: string): string {
  return model
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** /product-{id}/{slug}; /product/{id} when the model has no letters or digits to slug. */
export function productHref(product: Pick<ProductCard, 'id' | 'model'>): string {
  const slug = productSlug(product.model);
  return slug ? `/product-${product.id}/${slug}` : `/product/${product.id}`;
}

/** The grid of items recommended for a product. */
export function recommendedHref(productId: number): string {
  return `/recommended/${productId}`;
}

/** The item id in /product/{id}, /product-{id}/{name...} or /recommended/{id}, in any language (/ms/product/{id}); null elsewhere. */
export function productIdFromPath(pathname: string): number | null {
  const match = PRODUCT_PATH.exec(splitLocalePath(pathname).path);
  return productIdOf(match?.[1] ?? match?.[2] ?? match?.[3]);
}
