import { describe, expect, it } from 'vitest';
import { bucketOf, bucketValue, histogramCount, histogramValues, addToHistogram, mergeHistograms } from '../../../src/lib/web-vitals/histogram.ts';
import { p75, percentile, type WeightedValue } from '../../../src/lib/web-vitals/percentile.ts';

const ones = (...values: number[]): WeightedValue[] => values.map((value) => ({ value, count: 1 }));

// Nearest rank: rank = ceil(p/100 × n), the value at that rank of the sorted observations (1-based).
describe('p75 (nearest rank)', () => {
  const cases: [name: string, values: WeightedValue[], expected: number | null][] = [
    ['no observations', [], null],
    ['one value', ones(1800), 1800],
    ['two values: rank ceil(1.5) = 2', ones(100, 200), 200],
    ['four values: rank 3', ones(4, 1, 3, 2), 3],
    ['five values: rank ceil(3.75) = 4', ones(10, 20, 30, 40, 50), 40],
    ['eight values: rank 6', ones(800, 100, 700, 200, 600, 300, 500, 400), 600],
    ['ten values: rank ceil(7.5) = 8', ones(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 8],
    ['ties', ones(5, 5, 5, 9), 5],
    [
      'weights: 3 × 100 and 1 × 900, rank 3',
      [
        { value: 900, count: 1 },
        { value: 100, count: 3 },
      ],
      100,
    ],
    [
      'weights: 2 × 100 and 2 × 900, rank 3',
      [
        { value: 100, count: 2 },
        { value: 900, count: 2 },
      ],
      900,
    ],
    ['zero counts are ignored', [{ value: 5000, count: 0 }, ...ones(1, 2)], 2],
    ['CLS scores', ones(0, 0, 0.02, 0.25), 0.02],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it('other percentiles by the same rule, and refuses p outside (0, 100]', () => {
    expect(percentile(ones(1, 2, 3, 4), 50)).toBe(2);
    expect(percentile(ones(1, 2, 3, 4), 100)).toBe(4);
    expect(percentile(ones(1, 2, 3, 4), 1)).toBe(1);
    expect(() => percentile(ones(1), 0)).toThrow(RangeError);
    expect(() => percentile(ones(1), 101)).toThrow(RangeError);
  });
});

describe('the roll-up histogram', () => {
  it.each([
    ['LCP', 0, 0],
    ['LCP', 0.9, 0],
    ['LCP', 1, 1],
    ['LCP', 1.04, 1],
    ['LCP', 1.05, 2],
    ['CLS', 0, 0],
    ['CLS', 0.0009, 0],
    ['CLS', 0.001, 1],
  ] as const)('%s %d goes in bucket %d', (metric, value, bucket) => {
    expect(bucketOf(metric, value)).toBe(bucket);
  });

  it('reads any value back within 2.5%', () => {
    for (const metric of ['LCP', 'INP', 'TTFB'] as const) {
      for (const value of [1, 7, 48, 200, 999, 1234, 2500, 4000, 59_999]) {
        const back = bucketValue(metric, bucketOf(metric, value));
        expect(Math.abs(back - value) / value, `${metric} ${value} → ${back}`).toBeLessThanOrEqual(0.025);
      }
    }
    for (const value of [0.001, 0.01, 0.05, 0.1, 0.25, 1, 9.9]) {
      const back = bucketValue('CLS', bucketOf('CLS', value));
      expect(Math.abs(back - value) / value, `CLS ${value} → ${back}`).toBeLessThanOrEqual(0.025);
    }
  });

  it('gives the p75 of the values it holds within 2.5%, counts kept, merges add', () => {
    const values = Array.from({ length: 400 }, (_, i) => 300 + ((i * 37) % 400) * 10);
    const first = addToHistogram('LCP', [], values.slice(0, 150));
    const second = addToHistogram('LCP', [], values.slice(150));
    const merged = mergeHistograms(first, second);
    expect(histogramCount(merged)).toBe(400);
    expect(merged).toEqual(addToHistogram('LCP', [], values));
    const exact = p75(ones(...values)) ?? 0;
    const fromHistogram = p75(histogramValues('LCP', merged)) ?? 0;
    expect(Math.abs(fromHistogram - exact) / exact).toBeLessThanOrEqual(0.025);
  });
});
