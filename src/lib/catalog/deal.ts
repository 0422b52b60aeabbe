import type { ProductDeal } from '../contract/catalog.ts';

/** Milliseconds since the epoch of an ISO instant; null when missing or unreadable. */
export function instantMs(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Card rule (spec section 4): a deal is in effect when its start is missing or past and its end is
 * missing or future. Then the selling price is struck through and the deal price shown.
 */
export function isDealInEffect(deal: ProductDeal | null | undefined, now: number): boolean {
  if (!deal) return false;
  const start = instantMs(deal.start_time);
  const end = instantMs(deal.end_time);
  return (start === null || start <= now) && (end === null || end > now);
}

/** What a price line shows: the price to pay, and the struck-through price when a deal applies. */
export interface PriceDisplay {
  price: number;
  struckPrice: number | null;
}

export function cardPrice(product: { selling_price: number; deal: ProductDeal | null }, now: number): PriceDisplay {
  if (product.deal && isDealInEffect(product.deal, now)) {
    return { price: product.deal.price, struckPrice: product.selling_price };
  }
  return { price: product.selling_price, struckPrice: null };
}
