import { describe, expect, it } from 'vitest';
import { monthlyFigures, percentileSorted, quartiles, twelveMonthTrend, typicalDaysToSell, type SaleFigures } from '../../../src/lib/price-guide/stats.ts';

// Hand-computed type-7 percentiles: h = (n - 1) p, x[floor h] + frac(h) (x[floor h + 1] - x[floor h]).
describe('percentileSorted (type 7, linear between closest ranks)', () => {
  const cases: [values: number[], p: number, expected: number | null][] = [
    [[], 0.5, null],
    [[7], 0.25, 7],
    [[7], 0.75, 7],
    [[10, 20], 0.5, 15], // h = 0.5
    [[10, 20], 0.25, 12.5], // h = 0.25
    [[1, 2, 3, 4], 0.25, 1.75], // h = 0.75 -> 1 + 0.75
    [[1, 2, 3, 4], 0.5, 2.5], // h = 1.5
    [[1, 2, 3, 4], 0.75, 3.25], // h = 2.25
    [[100, 200, 300, 400, 500], 0.25, 200], // h = 1
    [[100, 200, 300, 400, 500], 0.5, 300],
    [[100, 200, 300, 400, 500], 0.75, 400],
    [[9000, 9500, 10000, 11000, 12000, 15000], 0.25, 9625], // h = 1.25 -> 9500 + 0.25 * 500
    [[9000, 9500, 10000, 11000, 12000, 15000], 0.5, 10500], // h = 2.5
    [[9000, 9500, 10000, 11000, 12000, 15000], 0.75, 11750], // h = 3.75 -> 11000 + 0.75 * 1000
    [[1, 2, 3], 0, 1],
    [[1, 2, 3], 1, 3],
    [[1, 2, 3], 1.5, null],
  ];
  it.each(cases)('%j at %s is %s', (values, p, expected) => {
    expect(percentileSorted(values, p)).toBe(expected);
  });

  it('quartiles sort first', () => {
    expect(quartiles([15000, 9000, 12000, 9500, 11000, 10000])).toEqual({ p25: 9625, median: 10500, p75: 11750 });
    expect(quartiles([])).toBeNull();
  });
});

const NOW = Date.UTC(2026, 10, 26, 12) / 1000; // 26 Nov 2026
const at = (y: number, m: number, d = 15) => Date.UTC(y, m - 1, d) / 1000;
const sale = (price: number, soldAt: number, days = 10): SaleFigures => ({ price, sold_at: soldAt, listed_at: soldAt - days * 86_400 });

describe('monthlyFigures', () => {
  it('lays out every month of the window, oldest first, with each month’s quartiles', () => {
    const months = monthlyFigures(
      [sale(100, at(2026, 11)), sale(300, at(2026, 11, 2)), sale(200, at(2026, 11, 20)), sale(50, at(2024, 12, 1)), sale(999, at(2024, 11, 30))],
      NOW,
    );
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ month: '2024-12', count: 1, p25: 50, median: 50, p75: 50 });
    expect(months[1]).toEqual({ month: '2025-01', count: 0, p25: null, median: null, p75: null });
    expect(months[23]).toEqual({ month: '2026-11', count: 3, p25: 150, median: 200, p75: 250 });
  });
});

describe('twelveMonthTrend', () => {
  const yearAgo = [sale(1000, at(2025, 9)), sale(1000, at(2025, 10)), sale(1200, at(2025, 11))]; // median 1000
  const cases: [name: string, recent: number[], expected: ReturnType<typeof twelveMonthTrend>][] = [
    ['up', [1100, 1150, 1200], { direction: 'up', percent: 15 }], // 1150 / 1000
    ['down', [900, 880, 920], { direction: 'down', percent: -10 }], // 900 / 1000
    ['steady within 3%', [1020, 1000, 1030], { direction: 'steady', percent: 2 }],
    ['too few recent sales', [1000, 1000], null],
  ];
  it.each(cases)('%s', (_name, recent, expected) => {
    const sales = [...yearAgo, ...recent.map((price, i) => sale(price, at(2026, 9 + (i % 3))))];
    expect(twelveMonthTrend(sales, NOW)).toEqual(expected);
  });

  it('leaves out sales between the two windows', () => {
    const sales = [...yearAgo, sale(5000, at(2026, 3)), sale(1000, at(2026, 9)), sale(1000, at(2026, 10)), sale(1000, at(2026, 11))];
    expect(twelveMonthTrend(sales, NOW)).toEqual({ direction: 'steady', percent: 0 });
  });
});

describe('typicalDaysToSell', () => {
  it('is the median stay, in whole days', () => {
    expect(typicalDaysToSell([sale(1, NOW, 4), sale(1, NOW, 10), sale(1, NOW, 30)])).toBe(10);
    expect(typicalDaysToSell([sale(1, NOW, 4), sale(1, NOW, 11)])).toBe(8); // 7.5 rounds up
    expect(typicalDaysToSell([])).toBeNull();
  });
});
