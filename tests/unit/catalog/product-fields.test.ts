import { describe, expect, it } from 'vitest';
import { materialDisplay, receiptDisplay, showsMinimumOffer } from '../../../src/lib/catalog/product-fields.ts';
import { priceSymbol } from '../../../src/lib/catalog/price-symbol.ts';

describe('receiptDisplay (spec section 4)', () => {
  const table: [unknown, unknown, string][] = [
    [null, null, 'No'],
    [false, true, 'No'],
    [undefined, undefined, 'No'],
    [true, true, 'Yes - Original'],
    [true, false, 'Yes - Copy'],
    [true, null, 'Yes'],
    [true, undefined, 'Yes'],
    [true, 1, 'Yes'],
    [true, 'true', 'Yes'],
  ];
  it.each(table)('has_receipt %s, is_original_receipt %s → %s', (has, original, expected) => {
    expect(receiptDisplay(has, original)).toBe(expected);
  });
});

describe('materialDisplay', () => {
  const table: [string | null, string | null, string][] = [
    ['Togo leather', 'Palladium hardware', 'Togo leather · Palladium hardware'],
    ['Togo leather', null, 'Togo leather'],
    ['Togo leather', '', 'Togo leather'],
    [null, 'Palladium hardware', 'Palladium hardware'],
    [null, null, ''],
  ];
  it.each(table)('%s + %s → %s', (material, material_others, expected) => {
    expect(materialDisplay({ material, material_others })).toBe(expected);
  });
});

describe('showsMinimumOffer', () => {
  const NOW = Date.parse('2026-06-15T12:00:00Z');
  const activeDeal = { price: 800, start_time: null, end_time: '2026-06-16T00:00:00Z' };
  const pastDeal = { price: 800, start_time: null, end_time: '2026-06-01T00:00:00Z' };
  const table: [string, Parameters<typeof showsMinimumOffer>[0], boolean][] = [
    ['amount and flag, no deal', { deal: null, min_offer_price_with_fee: 900, is_min_offer_price: true }, true],
    ['amount and flag, deal over', { deal: pastDeal, min_offer_price_with_fee: 900, is_min_offer_price: true }, true],
    ['deal in effect', { deal: activeDeal, min_offer_price_with_fee: 900, is_min_offer_price: true }, false],
    ['flag false', { deal: null, min_offer_price_with_fee: 900, is_min_offer_price: false }, false],
    ['no amount', { deal: null, min_offer_price_with_fee: null, is_min_offer_price: true }, false],
    ['zero amount', { deal: null, min_offer_price_with_fee: 0, is_min_offer_price: true }, false],
  ];
  it.each(table)('%s → %s', (_name, product, expected) => {
    expect(showsMinimumOffer(product, NOW)).toBe(expected);
  });
});

describe('priceSymbol', () => {
  const SGD = { code: 'SGD', symbol: 'S$' };
  it.each([
    ['SGD', 'S$'],
    [null, 'S$'],
    ['USD', 'USD '],
  ] as const)('amount in %s, chosen SGD → %s', (currency, symbol) => {
    expect(priceSymbol(currency, SGD)).toBe(symbol);
  });
});
