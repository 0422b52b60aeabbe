import { INVENTORY_STATUS, type ProductCard } from '../contract/catalog.ts';
import { instantMs } from './deal.ts';

/**
 * The product banner of spec section 4:
 * sold (status sold and a sold price exists) → 'SOLD AT' and the rounded price;
 * deal active (start before now, end after now) → 'SALE ENDS IN' and a countdown;
 * a deal with neither start nor end time → 'ON SALE!!'; otherwise no banner.
 */
export type ProductBanner =
  | { kind: 'sold'; label: 'SOLD AT'; price: number }
  | { kind: 'sale-ends'; label: 'SALE ENDS IN'; endsAt: number }
  | { kind: 'on-sale'; label: 'ON SALE!!' };

export function isSold(product: Pick<ProductCard, 'status' | 'sold_price'>): boolean {
  return product.status === INVENTORY_STATUS.SOLD && product.sold_price !== null && product.sold_price !== undefined;
}

export function productBanner(product: Pick<ProductCard, 'status' | 'sold_price' | 'deal'>, now: number): ProductBanner | null {
  if (isSold(product) && product.sold_price !== null) {
    return { kind: 'sold', label: 'SOLD AT', price: Math.round(product.sold_price) };
  }
  const deal = product.deal;
  if (!deal) return null;
  const start = instantMs(deal.start_time);
  const end = instantMs(deal.end_time);
  if (start !== null && end !== null && start < now && end > now) {
    return { kind: 'sale-ends', label: 'SALE ENDS IN', endsAt: end };
  }
  if (!deal.start_time && !deal.end_time) return { kind: 'on-sale', label: 'ON SALE!!' };
  return null;
}
