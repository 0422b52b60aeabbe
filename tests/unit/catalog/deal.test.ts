import { describe, expect, it } from 'vitest';
import { cardPrice, isDealInEffect } from '../../../src/lib/catalog/deal.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const PAST = '2026-06-14T12:00:00Z';
const FUTURE = '2026-06-16T12:00:00Z';

describe('isDealInEffect (card: start missing or past, end missing or future)', () => {
  const table: [string, { price: number; start_time: string | null; end_time: string | null } | null, boolean][] = [
    ['no deal', null, false],
    ['no start, no end', { price: 90, start_time: null, end_time: null }, true],
    ['past start, no end', { price: 90, start_time: PAST, end_time: null }, true],
    ['no start, future end', { price: 90, start_time: null, end_time: FUTURE }, true],
    ['past start, future end', { price: 90, start_time: PAST, end_time: FUTURE }, true],
    ['future start', { price: 90, start_time: FUTURE, end_time: null }, false],
    ['past end', { price: 90, start_time: null, end_time: PAST }, false],
    ['past start, past end', { price: 90, start_time: PAST, end_time: PAST }, false],
    ['future start, future end', { price: 90, start_time: FUTURE, end_time: FUTURE }, false],
    ['ends exactly now', { price: 90, start_time: PAST, end_time: '2026-06-15T12:00:00Z' }, false],
  ];
  it.each(table)('%s → %s', (_name, deal, expected) => {
    expect(isDealInEffect(deal, NOW)).toBe(expected);
  });
});

describe('cardPrice', () => {
  it('strikes the selling price through and shows the deal price when the deal is in effect', () => {
    expect(cardPrice({ selling_price: 1000, deal: { price: 800, start_time: PAST, end_time: FUTURE } }, NOW)).toEqual({
      price: 800,
      struckPrice: 1000,
    });
  });
  it('shows the selling price alone without a deal in effect', () => {
    expect(cardPrice({ selling_price: 1000, deal: { price: 800, start_time: FUTURE, end_time: null } }, NOW)).toEqual({
      price: 1000,
      struckPrice: null,
    });
    expect(cardPrice({ selling_price: 1000, deal: null }, NOW)).toEqual({ price: 1000, struckPrice: null });
  });
});
