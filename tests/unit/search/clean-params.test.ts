import { describe, expect, it } from 'vitest';
import { cleanSearchParams, toWireQuery, type RawParamValue } from '../../../src/lib/search/clean-params.ts';

describe('cleanSearchParams (spec section 5: drop empty strings, empty arrays, null, undefined and zero numbers)', () => {
  const cases: { name: string; input: Record<string, RawParamValue>; expected: Record<string, unknown> }[] = [
    { name: 'empty string dropped', input: { product: '' }, expected: {} },
    { name: 'non-empty string kept', input: { product: 'black bag' }, expected: { product: 'black bag' } },
    { name: 'whitespace is not empty', input: { product: ' ' }, expected: { product: ' ' } },
    { name: 'empty array dropped', input: { brand: [] }, expected: {} },
    { name: 'non-empty array kept', input: { brand: ['Chanel', 'Dior'] }, expected: { brand: ['Chanel', 'Dior'] } },
    { name: 'null dropped', input: { sort: null }, expected: {} },
    { name: 'undefined dropped', input: { sort: undefined }, expected: {} },
    { name: 'zero dropped', input: { p: 0 }, expected: {} },
    { name: 'NaN dropped', input: { p: Number.NaN }, expected: {} },
    { name: 'negative number kept', input: { p: -1 }, expected: { p: -1 } },
    { name: 'positive numbers kept', input: { l: 50, p: 1 }, expected: { l: 50, p: 1 } },
    { name: 'true kept', input: { deal: true }, expected: { deal: true } },
    { name: 'false kept (not in the drop list)', input: { deal: false }, expected: { deal: false } },
    { name: 'string "0" kept', input: { product: '0' }, expected: { product: '0' } },
    { name: 'array with a zero kept as is', input: { category: [0] }, expected: { category: [0] } },
    {
      name: 'mixed object keeps only the meaningful keys',
      input: { product: '', brand: ['Hermès'], category: [], gender: null, deal: true, l: 50, p: 0, currency: 'SGD', sort: undefined },
      expected: { brand: ['Hermès'], deal: true, l: 50, currency: 'SGD' },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(cleanSearchParams(input)).toStrictEqual(expected);
  });

  it('does not share arrays with its input', () => {
    const brand = ['Chanel'];
    const cleaned = cleanSearchParams({ brand });
    brand.push('Dior');
    expect(cleaned.brand).toStrictEqual(['Chanel']);
  });
});

describe('toWireQuery (spec section 7: arrays comma-joined)', () => {
  it.each([
    { input: { brand: ['Chanel', 'Dior'] }, expected: { brand: 'Chanel,Dior' } },
    { input: { category: [1, 2] }, expected: { category: '1,2' } },
    { input: { deal: true, l: 50 }, expected: { deal: 'true', l: '50' } },
    { input: { product: 'black bag', skipped: undefined }, expected: { product: 'black bag' } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(toWireQuery(input)).toStrictEqual(expected);
  });
});
