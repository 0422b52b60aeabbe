import { describe, expect, it } from 'vitest';
import type { ProductDeal } from '../../../src/lib/contract/catalog.ts';
import { countdownParts, formatCountdown } from '../../../src/lib/catalog/countdown.ts';
import { isSold, productBanner } from '../../../src/lib/catalog/product-banner.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const PAST = '2026-06-14T12:00:00Z';
const FUTURE = '2026-06-16T12:00:00Z';
const AVAILABLE = 1 as const;
const SOLD = 2 as const;

function item(status: 1 | 2, sold_price: number | null, deal: ProductDeal | null) {
  return { status, sold_price, deal };
}

describe('productBanner (spec section 4)', () => {
  const table: [string, ReturnType<typeof item>, ReturnType<typeof productBanner>][] = [
    ['sold with a sold price', item(SOLD, 1234.6, null), { kind: 'sold', label: 'SOLD AT', price: 1235 }],
    ['sold wins over an active deal', item(SOLD, 900, { price: 800, start_time: PAST, end_time: FUTURE }), { kind: 'sold', label: 'SOLD AT', price: 900 }],
    ['status sold without a sold price: no sold banner', item(SOLD, null, null), null],
    ['available with a sold price: no sold banner', item(AVAILABLE, 900, null), null],
    [
      'deal active (start before now, end after now)',
      item(AVAILABLE, null, { price: 800, start_time: PAST, end_time: FUTURE }),
      { kind: 'sale-ends', label: 'SALE ENDS IN', endsAt: Date.parse(FUTURE) },
    ],
    ['deal with neither start nor end', item(AVAILABLE, null, { price: 800, start_time: null, end_time: null }), { kind: 'on-sale', label: 'ON SALE!!' }],
    ['deal not started', item(AVAILABLE, null, { price: 800, start_time: FUTURE, end_time: FUTURE }), null],
    ['deal over', item(AVAILABLE, null, { price: 800, start_time: PAST, end_time: PAST }), null],
    ['deal with only an end', item(AVAILABLE, null, { price: 800, start_time: null, end_time: FUTURE }), null],
    ['deal with only a start', item(AVAILABLE, null, { price: 800, start_time: PAST, end_time: null }), null],
    ['no deal', item(AVAILABLE, null, null), null],
  ];
  it.each(table)('%s', (_name, product, expected) => {
    expect(productBanner(product, NOW)).toEqual(expected);
  });

  it('isSold needs status sold and a sold price', () => {
    expect(isSold({ status: SOLD, sold_price: 10 })).toBe(true);
    expect(isSold({ status: SOLD, sold_price: null })).toBe(false);
    expect(isSold({ status: AVAILABLE, sold_price: 10 })).toBe(false);
  });
});

describe('countdown: D, H, M; seconds only when days are zero', () => {
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;
  const table: [number, string][] = [
    [2 * D + 5 * H + 30 * M + 12 * S, '2D 5H 30M'],
    [1 * D, '1D 0H 0M'],
    [D - S, '0D 23H 59M 59S'],
    [5 * H + 30 * M + 12 * S + 999, '0D 5H 30M 12S'],
    [59 * S, '0D 0H 0M 59S'],
    [0, '0D 0H 0M 0S'],
    [-5 * S, '0D 0H 0M 0S'],
  ];
  it.each(table)('%i ms → %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
  it('gives the parts with their units', () => {
    expect(countdownParts(3 * D + 4 * H + 5 * M + 6 * S)).toEqual([
      { value: 3, unit: 'D' },
      { value: 4, unit: 'H' },
      { value: 5, unit: 'M' },
    ]);
  });
});
