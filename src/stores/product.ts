import { atom } from 'nanostores';
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

export function failProductDetail(errorMessage: string): void {
  $productDetail.set({ product: null, errorMessage });
}
