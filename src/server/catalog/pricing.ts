/**
 * Money and deal rules of the catalog. Amounts are stored in whole Singapore dollars and answered in
 * the shopper's currency, rounded to whole units (spec section 9: prices are whole numbers).
 */

/** 1 SGD = rate units of the target currency. */
export function convertFromSgd(amountSgd: number, rateFromSgd: number): number {
  return Math.round(amountSgd * rateFromSgd);
}

export function convertOptional(amountSgd: number | null, rateFromSgd: number): number | null {
  return amountSgd === null ? null : convertFromSgd(amountSgd, rateFromSgd);
}

export interface DealWindow {
  /** unix seconds; null is open-ended */
  start: number | null;
  end: number | null;
}

/** A deal is in effect when its start is missing or past and its end is missing or still ahead (spec section 4). */
export function isDealInEffect(deal: DealWindow, nowSeconds: number): boolean {
  return (deal.start === null || deal.start <= nowSeconds) && (deal.end === null || deal.end > nowSeconds);
}

export function isoFromUnix(seconds: number | null): string | null {
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}
