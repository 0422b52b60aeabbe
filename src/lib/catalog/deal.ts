/**
 * The deal rule (spec section 4, card): a deal is in effect when its start is missing or past and
 * its end is missing or still ahead. One definition for the client (cards, min-offer block), the
 * server's SQL (GET /v2/inventories?deal=true, dealInEffectSql) and its tests
 * (tests/api/catalog/deal-rule.test.ts runs the SQL against dealWindowOpen on D1).
 */
import type { ProductDeal } from '../contract/catalog.ts';

/** Milliseconds since the epoch of an ISO instant; null when missing or unreadable. */
export function instantMs(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** The window rule in any one unit: start null or at/before now, end null or after now. */
export function dealWindowOpen(start: number | null, end: number | null, now: number): boolean {
  return (start === null || start <= now) && (end === null || end > now);
}

/**
 * The same rule over the inventories columns (deal_price, and deal_start / deal_end in unix seconds,
 * null for open-ended), for a table aliased `alias`. Its two parameters are both the current time in
 * unix seconds. Pure text, so the server's SQL and the API test share it.
 */
export function dealInEffectSql(alias: string): { sql: string; params: (nowSeconds: number) => number[] } {
  return {
    sql: `${alias}.deal_price IS NOT NULL AND (${alias}.deal_start IS NULL OR ${alias}.deal_start <= ?) AND (${alias}.deal_end IS NULL OR ${alias}.deal_end > ?)`,
    params: (nowSeconds) => [nowSeconds, nowSeconds],
  };
}

/** A side of the window as an instant: missing (null, absent, '') is open-ended; unreadable is NaN. */
function side(iso: string | null | undefined): number | null {
  return iso ? (instantMs(iso) ?? Number.NaN) : null;
}

/**
 * The card rule on an answered deal (ISO instants, now in ms). A time that cannot be read is not
 * open-ended: such a deal is not in effect (the server never answers one; nothing shows a price it
 * cannot date).
 */
export function isDealInEffect(deal: ProductDeal | null | undefined, now: number): boolean {
  if (!deal) return false;
  const start = side(deal.start_time);
  const end = side(deal.end_time);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return dealWindowOpen(start, end, now);
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
