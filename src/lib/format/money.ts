/**
 * Prices: rounded to whole numbers with thousands separators and the currency symbol (spec section 9).
 * The one place money is formatted.
 *
 * The separators are put in by hand, as en-US groups whole numbers (every three digits, a comma):
 * the first Intl.NumberFormat of a page loads the browser's locale data, about 100 ms of script on a
 * mid-range phone (issue 12: it was the product page's longest task). Amounts too large for plain
 * digits (1e21 and up, never a price) still go through Intl, made when first needed.
 */
let wholeNumber: Intl.NumberFormat | null = null;

function groupThousands(whole: number): string {
  const digits = String(whole);
  if (!/^\d+$/.test(digits)) {
    wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    return wholeNumber.format(whole);
  }
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

export function formatPrice(amount: number | null | undefined, symbol: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${symbol}${groupThousands(Math.abs(rounded))}`;
}
