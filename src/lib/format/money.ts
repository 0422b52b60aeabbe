/**
 * Prices: rounded to whole numbers with thousands separators and the currency symbol (spec section 9).
 * The one place money is formatted.
 */
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatPrice(amount: number | null | undefined, symbol: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${symbol}${wholeNumber.format(Math.abs(rounded))}`;
}
