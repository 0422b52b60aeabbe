import { atom } from 'nanostores';
import { httpStatus, serverMessage } from '../lib/api/http.ts';
import type { ProductDetail } from '../lib/contract/catalog.ts';

/** The product of the open product page. A failed load stores the server's message and clears the product (spec section 8). */
export interface ProductDetailState {
  product: ProductDetail | null;
  errorMessage: string | null;
}

export const $productDetail = atom<ProductDetailState>({ product: null, errorMessage: null });

export function setProductDetail(product: ProductDetail): void {
  $productDetail.set({ product, errorMessage: null });
}

/**
 * A failed detail load, whatever the status: stores the server's error message (or `fallback` when
 * the answer has none) and clears the product. Answers 'not-found' for an unknown or malformed id
 * (404, 400), which the page shows as /item-not-found, and 'failed' otherwise.
 */
export function failProductDetail(error: unknown, fallback: string): 'not-found' | 'failed' {
  $productDetail.set({ product: null, errorMessage: serverMessage(error, fallback) });
  return isProductNotFound(error) ? 'not-found' : 'failed';
}

/** An unknown or malformed id (404, 400): the product is not there, as opposed to a failed call. */
export function isProductNotFound(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 404 || status === 400;
}
