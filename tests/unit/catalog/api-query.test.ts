import { describe, expect, it } from 'vitest';
import {
  CatalogQueryError,
  EMPTY_FILTER,
  foldName,
  ftsQuery,
  parseGroupQuery,
  readGroupQuery,
  readInventorySearch,
  type CatalogReference,
  type RawQuery,
} from '../../../src/server/catalog/inventory-query.ts';
import { answers } from '../answers.ts';

const REF: CatalogReference = {
  brands: [
    { id: 1, name: 'Hermès', slug: 'hermes' },
    { id: 2, name: 'Chanel', slug: 'chanel' },
    { id: 3, name: 'Dior', slug: 'dior' },
    { id: 4, name: 'Louis Vuitton', slug: 'louis-vuitton' },
    { id: 5, name: 'Rolex', slug: 'rolex' },
    { id: 16, name: 'Van Cleef & Arpels', slug: 'van-cleef-arpels' },
  ],
  categories: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `Category ${id}` })),
  stores: [
    { id: 1, country: 'Singapore', country_code: 'SG', city: 'Singapore' },
    { id: 3, country: 'Hong Kong', country_code: 'HK', city: 'Hong Kong' },
  ],
  currencies: [
    { code: 'SGD', rate_from_sgd: 1 },
    { code: 'USD', rate_from_sgd: 0.74 },
  ],
  priceRanges: [
    { id: 1, min: 0, max: 1000 },
    { id: 6, min: 30000, max: null },
  ],
  colors: [
    { id: 'black', name: 'Black' },
    { id: 'red', name: 'Red' },
  ],
  countries: ['SG', 'HK', 'FR'],
};

const raw = (qs: string): RawQuery => {
  const out: RawQuery = {};
  for (const [key, value] of new URLSearchParams(qs)) (out[key] ??= []).push(value);
  return out;
};
const read = (qs: string) => readInventorySearch(raw(qs), REF);

describe('ftsQuery', () => {
  answers(
    ftsQuery,
    [
      ['bla', '"bla"*'],
      ['Black Bag', '"black"* "bag"*'],
      ['  black   black bag ', '"black"* "bag"*'],
      ['Hermès', '"hermès"*'],
      ['2.55 reissue', '"2"* "55"* "reissue"*'],
      ['black OR "bag" NEAR(x) -', '"black"* "or"* "bag"* "near"* "x"*'],
      ['"*()', null],
      ['', null],
      ['a b c d e f g h i j', '"a"* "b"* "c"* "d"* "e"* "f"* "g"* "h"*'],
    ],
    '%s → %s',
  );
});

describe('foldName', () => {
  it.each([
    ['Hermès', 'hermes'],
    ['HERMES', 'hermes'],
    [' Chloé ', 'chloe'],
  ])('%s → %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe('readInventorySearch', () => {
  it('defaults to the newest 50 in SGD, narrowed by nothing', () => {
    expect(read('')).toEqual({
      filter: EMPTY_FILTER,
      correction: null,
      relaxation: null,
      fallbacks: [],
      sort: 'newest',
      currency: { code: 'SGD', rate: 1 },
      limit: 50,
      page: 1,
    });
    // The empty filter narrows nothing: no text, no list with a member, no flag set.
    for (const [field, value] of Object.entries(EMPTY_FILTER)) {
      expect(value === null || value === false || (Array.isArray(value) && value.length === 0), field).toBe(true);
    }
    expect(Object.keys(EMPTY_FILTER).length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['brand=Hermès', { brandIds: [1] }],
    ['brand=hermes,CHANEL', { brandIds: [1, 2] }],
    ['brand=louis-vuitton', { brandIds: [4] }],
    ['brand=Others', { brandIds: [5, 16] }],
    ['brand=Others,Dior', { brandIds: [3, 5, 16] }],
    ['brand=Dior&brand=Chanel', { brandIds: [2, 3] }],
    ['brand=Van Cleef %26 Arpels', { brandIds: [16] }],
    ['category=2,1,2', { categoryIds: [1, 2] }],
    ['gender=M', { genders: ['M', 'U'] }],
    ['gender=Women', { genders: ['U', 'W'] }],
    ['gender=men,W', { genders: ['M', 'U', 'W'] }],
    ['deal=true', { dealOnly: true }],
    ['deal=false', { dealOnly: false }],
    [
      'price_range=6,1',
      {
        priceRanges: [
          { min: 0, max: 1000 },
          { min: 30000, max: null },
        ],
      },
    ],
    ['color=Black,red', { colors: ['black', 'red'] }],
    ['location=hk,SG', { storeIds: [1, 3] }],
    ['product=Black Bag', { text: '"black"* "bag"*' }],
    ['product=%20%20', { text: null }],
    ['group=brand&heading=Hermès Icons', {}],
    ['group=gender&heading=x&gender=Women', { genders: ['U', 'W'] }],
  ])('%s', (qs, filter) => {
    expect(read(qs).filter).toMatchObject(filter);
  });

  it.each([
    ['l=1&p=1', 1, 1],
    ['l=100&p=1000000', 100, 1_000_000],
    ['l=&p=', 50, 1],
    ['p=1&p=1', 50, 1],
  ])('pages %s', (qs, limit, page) => {
    expect(read(qs)).toMatchObject({ limit, page });
  });

  it.each([
    ['sort=newest', 'newest'],
    ['sort=price_asc', 'price_asc'],
    ['sort=price_desc', 'price_desc'],
  ])('sorts %s', (qs, sort) => {
    expect(read(qs).sort).toBe(sort);
  });

  it.each([
    ['currency=usd', 'USD', 0.74],
    ['currency=SGD', 'SGD', 1],
  ])('reads %s', (qs, code, rate) => {
    expect(read(qs).currency).toEqual({ code, rate });
  });

  it.each([
    ['x=1', "Unknown query parameter 'x'"],
    ['x=1&y=2', "Unknown query parameter 'x', 'y'"],
    ['currency=EUR', "currency: Unknown currency 'EUR'"],
    ['l=0', "l: must be a whole number from 1 to 100; got '0'"],
    ['l=101', 'l: must be a whole number from 1 to 100'],
    ['l= 5x', 'l: must be a whole number'],
    ['p=0', 'p: must be a whole number from 1 to 1000000'],
    ['p=1000001', 'p: must be a whole number'],
    ['p=2&p=3', 'p: must be given once'],
    ['brand=Gucci', "brand: Unknown brand 'Gucci'"],
    ['category=0', 'category: Unknown category 0'],
    ['category=1;2', "category: takes comma-separated ids; '1;2' is not one"],
    ['gender=U', "gender: Unknown gender 'U'"],
    ['deal=1', "deal: must be true or false; got '1'"],
    ['price_range=2', 'price_range: Unknown price range 2'],
    ['color=blue', "color: Unknown colour 'blue'"],
    ['location=FR', "location: Unknown store location 'FR'."],
    ['sort=oldest', "sort: Unknown sort 'oldest'"],
    ['group=house', "group: Unknown group 'house'"],
  ])('refuses %s', (qs, message) => {
    expect(() => read(qs)).toThrow(CatalogQueryError);
    expect(() => read(qs)).toThrow(message);
  });
});

describe('group queries', () => {
  answers(
    parseGroupQuery,
    [
      ['brand=Hermès', { brand: ['Hermès'] }],
      ['category=1,2', { category: ['1,2'] }],
      ['brand=Chanel&gender=W', { brand: ['Chanel'], gender: ['W'] }],
      ['sort=newest', { sort: ['newest'] }],
      ['', {}],
    ],
    'parses %s',
  );

  it('reads a group query as a search', () => {
    expect(readGroupQuery('category=5,2', REF)).toMatchObject({ filter: { categoryIds: [2, 5] }, sort: 'newest' });
    expect(readGroupQuery('brand=Dior', REF).filter.brandIds).toEqual([3]);
    expect(() => readGroupQuery('colour=red', REF)).toThrow("Unknown query parameter 'colour'");
  });
});
