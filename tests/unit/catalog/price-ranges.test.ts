import { describe, expect, it } from 'vitest';
import { mergePriceRanges, type PriceRange } from '../../../src/server/catalog/inventory-sql.ts';

const r = (min: number, max: number | null): PriceRange => ({ min, max });

/** Whether a price is in any of the ranges (min inclusive, max exclusive, null max open-ended). */
const inAny = (ranges: PriceRange[], price: number) => ranges.some((range) => price >= range.min && (range.max === null || price < range.max));

describe('mergePriceRanges: the fewest disjoint ranges, lowest first, matching the same prices', () => {
  it.each<[string, PriceRange[], PriceRange[]]>([
    ['none', [], []],
    ['one', [r(3000, 7500)], [r(3000, 7500)]],
    ['two that touch', [r(3000, 7500), r(7500, 15000)], [r(3000, 15000)]],
    ['two that touch, given backwards', [r(7500, 15000), r(3000, 7500)], [r(3000, 15000)]],
    ['two apart', [r(0, 1000), r(3000, 7500)], [r(0, 1000), r(3000, 7500)]],
    ['a run of three', [r(0, 1000), r(1000, 3000), r(3000, 7500)], [r(0, 7500)]],
    ['touching the open-ended top', [r(15000, 30000), r(30000, null)], [r(15000, null)]],
    ['the open-ended top swallows what is above its start', [r(30000, null), r(40000, 50000)], [r(30000, null)]],
    ['overlapping', [r(0, 5000), r(1000, 3000), r(4000, 8000)], [r(0, 8000)]],
    ['a repeated range', [r(1000, 3000), r(1000, 3000)], [r(1000, 3000)]],
    ['two runs', [r(1000, 3000), r(15000, 30000), r(3000, 7500), r(30000, null)], [r(1000, 7500), r(15000, null)]],
  ])('%s', (_name, given, expected) => {
    const copy = given.map((range) => ({ ...range }));
    const merged = mergePriceRanges(given);
    expect(merged).toEqual(expected);
    expect(given, 'the input is left as it was').toEqual(copy);
    for (const price of [0, 999, 1000, 2999, 3000, 7499, 7500, 14999, 15000, 29999, 30000, 45000, 10 ** 9]) {
      expect(inAny(merged, price), `price ${price}`).toBe(inAny(given, price));
    }
  });
});
