/** Amounts of the account area: whole units of the answer's currency, printed by the one formatter. */
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { formatPrice } from '../../lib/format/money.ts';

export function money(amount: number | null, answerCurrency: string, chosen: Pick<CurrencyOption, 'code' | 'symbol'>): string {
  return formatPrice(amount, priceSymbol(answerCurrency, chosen));
}
