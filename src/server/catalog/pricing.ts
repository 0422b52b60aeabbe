/**
 * Money rules of the catalog (the deal rule is src/lib/catalog/deal.ts). Amounts are stored in whole Singapore dollars and answered in
 * the shopper's currency, rounded to whole units (spec section 9: prices are whole numbers).
 */

/** 1 SGD = rate units of the target currency. */
export function convertFromSgd(amountSgd: number, rateFromSgd: number): number {
  return Math.round(amountSgd * rateFromSgd);
}

export function convertOptional(amountSgd: number | null, rateFromSgd: number): number | null {
  return amountSgd === null ? null : convertFromSgd(amountSgd, rateFromSgd);
}

export function isoFromUnix(seconds: number | null): string | null {
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}
