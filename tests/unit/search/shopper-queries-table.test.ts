/** The findability table is data (src/cli/bench/shopper-queries.json): each row is checked as it is read. */
import { describe, expect, it } from 'vitest';
import { readShopperQuery, SHOPPER_QUERIES } from '../../../src/cli/bench/shopper-queries.ts';

describe('readShopperQuery', () => {
  it.each([
    [
      { typed: 'berkin', kind: 'misspelling', brand: 'Hermès', model: 'birkin' },
      { typed: 'berkin', kind: 'misspelling', brand: 'Hermès', model: 'birkin' },
    ],
    [
      { typed: 'red', kind: 'precision' },
      { typed: 'red', kind: 'precision' },
    ],
    [
      { typed: 'kelly', kind: 'precision', model: 'kelly' },
      { typed: 'kelly', kind: 'precision', model: 'kelly' },
    ],
  ])('reads %j', (row, expected) => {
    expect(readShopperQuery(row, 0)).toEqual(expected);
  });

  it.each([
    ['no text', { kind: 'nickname' }],
    ['blank text', { typed: '  ', kind: 'nickname' }],
    ['an unknown kind', { typed: 'birkin', kind: 'nicknames' }],
    ['an empty house', { typed: 'birkin', kind: 'nickname', brand: '' }],
    ['a model that is not text', { typed: 'birkin', kind: 'nickname', model: 3 }],
    ['a misspelt field', { typed: 'birkin', kind: 'nickname', house: 'Hermès' }],
    ['not an object', null],
  ])('refuses a row with %s, naming its line', (_, row) => {
    expect(() => readShopperQuery(row, 6)).toThrow(/row 7 is not/);
  });

  it('loads every row of the table', () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(106);
    expect(new Set(SHOPPER_QUERIES.map((row) => row.typed)).size).toBe(SHOPPER_QUERIES.length);
  });
});
