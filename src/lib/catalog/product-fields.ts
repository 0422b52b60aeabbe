import type { ProductCard, ProductDetail } from '../contract/catalog.ts';
import { isDealInEffect } from './deal.ts';

/**
 * Receipt display (spec section 4): none → 'No'; present with the original flag true →
 * 'Yes - Original', false → 'Yes - Copy'; a flag that is not a boolean → 'Yes'.
 */
export function receiptDisplay(hasReceipt: unknown, isOriginalReceipt: unknown): 'No' | 'Yes - Original' | 'Yes - Copy' | 'Yes' {
  if (!hasReceipt) return 'No';
  if (isOriginalReceipt === true) return 'Yes - Original';
  if (isOriginalReceipt === false) return 'Yes - Copy';
  return 'Yes';
}

/** Material, followed by ' · ' and material_others when both exist; whichever exists otherwise. */
export function materialDisplay(product: Pick<ProductDetail, 'material' | 'material_others'>): string {
  const material = product.material?.trim() ?? '';
  const others = product.material_others?.trim() ?? '';
  if (material && others) return `${material} · ${others}`;
  return material || others;
}

/**
 * The minimum-offer block shows only when no deal is in effect, min_offer_price_with_fee exists
 * and is_min_offer_price is true. A zero amount is no offer floor at all, so it counts as missing.
 */
export function showsMinimumOffer(product: Pick<ProductCard, 'deal' | 'min_offer_price_with_fee' | 'is_min_offer_price'>, now: number): boolean {
  if (isDealInEffect(product.deal, now)) return false;
  const amount = product.min_offer_price_with_fee;
  return amount !== null && amount !== undefined && amount > 0 && product.is_min_offer_price === true;
}
