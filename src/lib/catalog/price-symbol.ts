import type { CurrencyOption } from '../contract/settings.ts';

/**
 * The symbol to print before an amount. Amounts come in the currency they were asked for; while a
 * new currency's answer is on its way, an amount in another currency shows its code, never the
 * wrong symbol.
 */
export function priceSymbol(amountCurrency: string | null | undefined, chosen: Pick<CurrencyOption, 'code' | 'symbol'>): string {
  if (!amountCurrency || amountCurrency === chosen.code) return chosen.symbol;
  return `${amountCurrency} `;
}
