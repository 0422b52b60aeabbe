import type { ProductCard } from '../contract/catalog.ts';

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

/** The item id in /product/{id}, /product-{id}/{name...} or /recommended/{id}; null elsewhere. */
export function productIdFromPath(pathname: string): number | null {
  const match = /^\/(?:product\/(\d+)\/?$|product-(\d+)\/.+|recommended\/(\d+)\/?$)/.exec(pathname);
  const digits = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!digits) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
