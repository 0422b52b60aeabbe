import { describe, expect, it } from 'vitest';
import { closestLines, editDistance, lineNamedBy, stripStillApplies } from '../../../src/lib/price-guide/lines.ts';
import { monthLabel, NOT_ENOUGH_SALES, priceVerdict, reductionLines, storeDay, trendText, type VerdictInput } from '../../../src/lib/price-guide/text.ts';
import type { ModelLineOption } from '../../../src/lib/contract/price-guide.ts';

const birkin30 = { model: 'Birkin', size: '30' };
const base: VerdictInput = { price: 0, typical: 0, salesCount: 27, months: 24, line: birkin30, condition: 'Excellent', symbol: 'S$' };

describe('priceVerdict', () => {
  const cases: [name: string, input: Partial<VerdictInput>, expected: string][] = [
    ['below', { price: 26_800, typical: 28_000 }, 'S$1,200 below the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)'],
    ['above', { price: 30_000, typical: 28_000 }, 'S$2,000 above the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)'],
    [
      'in line (within 3%)',
      { price: 28_800, typical: 28_000 },
      'In line with the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)',
    ],
    ['just past 3%', { price: 28_900, typical: 28_000 }, 'S$900 above the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)'],
    [
      'every condition, "an"',
      { price: 3_000, typical: 4_000, condition: null, line: { model: 'Evelyne', size: 'PM' }, salesCount: 40 },
      'S$1,000 below the typical sold price of an Evelyne PM (40 sales in 24 months)',
    ],
    [
      'another currency',
      { price: 19_240, typical: 20_720, symbol: 'US$' },
      'US$1,480 below the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)',
    ],
    [
      'five sales are enough',
      { price: 100, typical: 200, salesCount: 5, line: { model: 'Twilly', size: null } },
      'S$100 below the typical sold price of a Twilly in Excellent condition (5 sales in 24 months)',
    ],
    ['four are not', { price: 100, typical: 200, salesCount: 4 }, NOT_ENOUGH_SALES],
    ['none', { price: 100, typical: 0, salesCount: 0 }, NOT_ENOUGH_SALES],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(priceVerdict({ ...base, ...input })).toBe(expected);
  });
  it('says the too-few case in the issue’s words', () => {
    expect(NOT_ENOUGH_SALES).toBe('Not enough sales yet for a price guide');
  });
});

describe('reductionLines and dates', () => {
  it('lists each drop, oldest first, in the store’s day (Singapore)', () => {
    const changes = [
      { from: 14_500, to: 13_800, changed_at: '2026-11-12T03:00:00.000Z' },
      { from: 13_800, to: 14_000, changed_at: '2026-11-14T03:00:00.000Z' },
      { from: 14_000, to: 12_900, changed_at: '2026-11-20T17:30:00.000Z' }, // 21 Nov in Singapore
    ];
    expect(reductionLines(changes, 'S$')).toEqual(['Reduced from S$14,500 on 12 Nov 2026', 'Reduced from S$14,000 on 21 Nov 2026']);
    expect(storeDay('nonsense')).toBe('');
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });
  it('words the trend', () => {
    expect(trendText({ direction: 'up', percent: 12 })).toBe('Up 12% over 12 months');
    expect(trendText({ direction: 'down', percent: -8 })).toBe('Down 8% over 12 months');
    expect(trendText({ direction: 'steady', percent: -1 })).toBe('Steady over 12 months (−1%)');
    expect(trendText(null)).toBe('Not enough sales for a 12-month trend');
  });
});

const line = (brand: string, model: string, sizes: string[] = []): ModelLineOption => ({ brand, model, category_id: 1, sizes, materials: [] });
const LINES = [
  line('Hermès', 'Birkin', ['25', '30', '35']),
  line('Hermès', 'Kelly', ['25 Sellier', '28 Sellier']),
  line('Hermès', 'Kelly Belt'),
  line('Hermès', 'Kelly Ring'),
  line('Rolex', 'Submariner Date 41mm'),
  line('Chanel', 'Classic Flap', ['Small', 'Medium', 'Jumbo']),
  line('Chanel', 'Classic Long Flap Wallet'),
  line('Chanel', '19 Bag', ['Small', 'Large']),
  line('Dior', 'Saddle Bag'),
];

describe('lineNamedBy', () => {
  const cases: [text: string, expected: ReturnType<typeof lineNamedBy>][] = [
    ['birkin 30', { brand: 'Hermès', model: 'Birkin', size: '30' }],
    ['Hermes Birkin', { brand: 'Hermès', model: 'Birkin', size: null }],
    ['rolex submariner', { brand: 'Rolex', model: 'Submariner Date 41mm', size: null }],
    ['kelly', { brand: 'Hermès', model: 'Kelly', size: null }],
    ['kelly belt', { brand: 'Hermès', model: 'Kelly Belt', size: null }],
    ['classic flap jumbo', { brand: 'Chanel', model: 'Classic Flap', size: 'Jumbo' }],
    ['black bag', null],
    ['bag', null],
    ['hermes', null],
    ['', null],
    ['birkin 31', null],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(lineNamedBy(text, LINES)).toEqual(expected);
  });
});

describe('closestLines', () => {
  it('puts the house first, then shared words', () => {
    expect(closestLines(LINES, 'Hermès', 'Kelly Bag').map((l) => l.model)).toEqual(['Kelly', 'Kelly Belt', 'Kelly Ring', 'Birkin']);
    expect(closestLines(LINES, 'Gucci', 'saddle').map((l) => l.model)).toEqual(['Saddle Bag']);
    expect(closestLines(LINES, 'Gucci', 'nothing')).toEqual([]);
    expect(closestLines(LINES, 'Hermès', 'Birkn')[0]?.model).toBe('Birkin'); // one letter off
    expect(closestLines(LINES, 'Rolex', 'Submarine')[0]?.model).toBe('Submariner Date 41mm');
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('stripStillApplies', () => {
  const strip = { text: 'birkin 30', currency: 'SGD' };
  const cases: [shown: { text: string; currency: string }, expected: boolean][] = [
    [{ text: 'birkin 30', currency: 'SGD' }, true],
    [{ text: '  Birkin   30 ', currency: 'SGD' }, true],
    [{ text: 'BIRKÍN 30', currency: 'SGD' }, true],
    [{ text: 'black bag', currency: 'SGD' }, false],
    [{ text: 'birkin', currency: 'SGD' }, false],
    [{ text: '', currency: 'SGD' }, false],
    [{ text: 'birkin 30', currency: 'USD' }, false],
  ];
  it.each(cases)('%j', (shown, expected) => {
    expect(stripStillApplies(strip, shown)).toBe(expected);
  });
});
