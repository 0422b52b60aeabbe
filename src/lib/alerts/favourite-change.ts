/**
 * What the alert digest says about a favourite (issue 14): 'sold' once, or a price drop when today's
 * price (the deal price while a deal is in effect: src/lib/catalog/deal.ts) is below the price the
 * shopper was last told, or the price they saw when saving it before any digest. A rise says nothing,
 * and a later drop must go below the last price told. Pure; amounts in SGD.
 */
import { dealWindowOpen } from '../catalog/deal.ts';
import { INVENTORY_STATUS } from '../contract/catalog.ts';

export interface FavouriteState {
  status: number;
  selling_price: number;
  deal_price: number | null;
  deal_start: number | null;
  deal_end: number | null;
  saved_price: number;
  alerted_price: number | null;
  alerted_sold: number | null;
}

export type FavouriteChange = { kind: 'sold'; price: number } | { kind: 'price-drop'; was: number; price: number };

/** Today's price in SGD: the deal price while a deal is in effect, else the selling price. */
export function effectivePrice(item: Pick<FavouriteState, 'selling_price' | 'deal_price' | 'deal_start' | 'deal_end'>, nowSeconds: number): number {
  return item.deal_price !== null && dealWindowOpen(item.deal_start, item.deal_end, nowSeconds) ? item.deal_price : item.selling_price;
}

export function favouriteChange(item: FavouriteState, nowSeconds: number): FavouriteChange | null {
  const price = effectivePrice(item, nowSeconds);
  if (item.status === INVENTORY_STATUS.SOLD) return item.alerted_sold === 1 ? null : { kind: 'sold', price };
  const was = item.alerted_price ?? item.saved_price;
  return price < was ? { kind: 'price-drop', was, price } : null;
}
