/**
 * One source for the inventory query rules (src/lib/catalog/inventory-query-rules.ts): the tables
 * below hold the rules themselves, then check that the client (search state, product links), the
 * edge (page routes, app links) and the server (catalog query parser) decide alike.
 */
import { describe, expect, it } from 'vitest';
import {
  BRAND_LINKS,
  catalogIdOf,
  genderOf,
  INVENTORY_PARAMS,
  isGroupKind,
  isSort,
  listValues,
  MAX_IDS,
  MAX_PAGE,
  NAMED_BRANDS,
  productIdOf,
  readIds,
  SEARCH_PAGE_SIZE,
  SEARCH_START_PAGE,
  wholeNumberIn,
} from '../../../src/lib/catalog/inventory-query-rules.ts';
import { productIdFromPath } from '../../../src/lib/catalog/product-links.ts';
import * as storefront from '../../../src/lib/config/storefront.ts';
import { parseSearchUrl, searchHref, toInventoryQuery } from '../../../src/lib/search/search-state.ts';
import { productIdOf as appLinkProductId } from '../../../src/server/applinks/resolve.ts';
import { readInventorySearch, type RawQuery } from '../../../src/server/catalog/inventory-query.ts';
import { matchPageRoute } from '../../../src/lib/navigation/page-routes.ts';
import { answers } from '../answers.ts';
import { REF } from './reference-fixture.ts';

describe('product and record ids: positive, no leading zero, at most 9 digits', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
    ['0', null],
    ['007', null],
    ['1000000000', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    [' 1', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, id) => {
    expect(productIdOf(text)).toBe(id);
    expect(catalogIdOf(text)).toBe(id);
    // The app links read the same rule.
    expect(appLinkProductId(text)).toBe(id);
  });

  it.each([
    ['/product/42', 42],
    ['/product/42/', 42],
    ['/product-42/birkin_30', 42],
    ['/recommended/42', 42],
    ['/product/0', null],
    ['/product/007', null],
    ['/product/1000000000', null],
    ['/product-0/x', null],
    ['/recommended/99999999999', null],
  ])('%s: the page routes and the client links agree (%s)', (path, id) => {
    expect(productIdFromPath(path)).toBe(id);
    const match = matchPageRoute(path);
    if (id === null) expect(match).toBeNull();
    else expect(match).toMatchObject({ params: { id: String(id) } });
  });
});

describe('small rules', () => {
  answers(
    genderOf,
    [
      ['M', 'M'],
      ['m', 'M'],
      ['Men', 'M'],
      [' MEN ', 'M'],
      ['W', 'W'],
      ['women', 'W'],
      ['U', null],
      ['male', null],
      ['', null],
      // Names every plain object inherits are no gender (issue 23: '__proto__' was a 500).
      ['__proto__', null],
      ['constructor', null],
      ['toString', null],
      ['hasOwnProperty', null],
      ['valueOf', null],
    ],
    'gender %s → %s',
  );
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('sort %s: not a sort', (value) => {
    expect(isSort(value)).toBe(false);
  });

  it.each([
    ['newest', true],
    ['price_asc', true],
    ['price_desc', true],
    ['oldest', false],
    [null, false],
    ['', false],
  ])('sort %s: %s', (value, ok) => {
    expect(isSort(value)).toBe(ok);
  });

  it.each([
    ['brand', true],
    ['category', true],
    ['gender', true],
    ['colour', false],
    ['', false],
  ])('group %s: %s', (value, ok) => {
    expect(isGroupKind(value)).toBe(ok);
  });

  it.each([
    ['1', 1, 100, 1],
    ['100', 1, 100, 100],
    [' 7 ', 1, 100, 7],
    ['0', 1, 100, null],
    ['101', 1, 100, null],
    ['1.5', 1, 100, null],
    ['-3', 1, 100, null],
    ['1234567890', 1, MAX_PAGE, null],
    ['abc', 1, 100, null],
  ])('wholeNumberIn(%s, %d, %d) = %s', (value, min, max, expected) => {
    expect(wholeNumberIn(value, min, max)).toBe(expected);
  });

  answers(
    listValues,
    [
      [
        ['1,2', '2', ' 3 '],
        ['1', '2', '3'],
      ],
      [['', ','], []],
      [['Hermès'], ['Hermès']],
    ],
    'listValues %j → %j',
  );

  it('the header brand links are the named brands and Others (spec section 1), and the config re-exports them', () => {
    expect(BRAND_LINKS).toStrictEqual(['Hermès', 'Chanel', 'Dior', 'Louis Vuitton', 'Others']);
    expect(BRAND_LINKS.slice(0, 4)).toStrictEqual([...NAMED_BRANDS]);
    expect(storefront.BRAND_LINKS).toBe(BRAND_LINKS);
    expect([storefront.SEARCH_PAGE_SIZE, storefront.SEARCH_START_PAGE]).toStrictEqual([SEARCH_PAGE_SIZE, SEARCH_START_PAGE]);
    expect([SEARCH_PAGE_SIZE, SEARCH_START_PAGE]).toStrictEqual([50, 1]);
  });
});

/** The query the storefront sends for a state: the http client joins arrays with commas. */
function sentQuery(search: string): RawQuery {
  const query = toInventoryQuery(parseSearchUrl(search), 'SGD');
  const raw: RawQuery = {};
  for (const [key, value] of Object.entries(query)) raw[key] = [Array.isArray(value) ? value.join(',') : String(value)];
  return raw;
}

describe('client lenient, server strict: whatever the client reads from a URL, the server accepts', () => {
  it.each([
    // Each of these was sent as it stood and refused with a 400 before the rules were shared.
    ['p beyond the last page the server takes', '?p=1000001', { p: SEARCH_START_PAGE }],
    ['an unknown group', '?group=colour&heading=X&brand=Chanel', { group: '' }],
    ['a 10-digit category id', '?category=1234567890,2', { category: [2] }],
    // Already agreed; kept so they stay so.
    ['a heading with trailing space after the cut', `?group=brand&brand=Chanel&heading=${'h'.repeat(199)}%20x`, {}],
    ['page size beyond 100', '?l=101', { l: SEARCH_PAGE_SIZE }],
    ['unknown sort', '?sort=oldest', { sort: null }],
    ['gender aliases', '?gender=Women,men,x', { gender: ['W', 'M'] }],
    ['deal spelled otherwise', '?deal=yes', { deal: false }],
    ['zero and text ids', '?price_range=0,abc,2', { price_range: [2] }],
    ['long text', `?product=${'a'.repeat(150)}`, { product: 'a'.repeat(100) }],
  ])('%s', (_name, search, expected) => {
    expect(parseSearchUrl(search)).toMatchObject(expected);
    expect(() => readInventorySearch(sentQuery(search), REF)).not.toThrow();
  });

  it('every parameter the client writes is one the server takes', () => {
    const href = searchHref({
      ...parseSearchUrl(''),
      product: 'kelly',
      brand: ['Hermès'],
      category: [1],
      gender: ['W'],
      price_range: [2],
      color: ['black'],
      location: ['SG'],
      deal: true,
      sort: 'price_asc',
      group: 'brand',
      heading: 'Hermès Icons',
      l: 20,
      p: 3,
    });
    const keys = [...new URLSearchParams(href.split('?')[1]).keys()];
    expect(keys.every((key) => (INVENTORY_PARAMS as readonly string[]).includes(key))).toBe(true);
    expect(() => readInventorySearch(sentQuery(href.split('?')[1] ?? ''), REF)).not.toThrow();
  });
});

describe('ids= (recently viewed): product ids by the product-id rule, in the order given, at most MAX_IDS', () => {
  const twelve = Array.from({ length: MAX_IDS }, (_, i) => String(i + 1));
  it.each([
    ['one id', ['42'], [42]],
    ['order kept, newest viewed first', ['9,3,120'], [9, 3, 120]],
    ['repeated key and spaces', ['9, 3', '7'], [9, 3, 7]],
    ['a repeated id keeps its first place', ['5,2,5,2'], [5, 2]],
    ['empty items dropped', ['5,,2,'], [5, 2]],
    ['nothing is no filter', [''], []],
    ['exactly the cap', [twelve.join(',')], twelve.map(Number)],
    ['the cap counts distinct ids', [[...twelve, '1', '2'].join(',')], twelve.map(Number)],
  ])('%s', (_name, values, ids) => {
    expect(readIds(values)).toEqual({ ok: true, ids });
  });

  it.each([
    ['zero', ['0'], "'0' is not one"],
    ['leading zero', ['07'], "'07' is not one"],
    ['ten digits', ['1234567890'], "'1234567890' is not one"],
    ['text', ['5,abc'], "'abc' is not one"],
    ['negative', ['-3'], "'-3' is not one"],
    ['decimal', ['1.5'], "'1.5' is not one"],
    ['one over the cap', [[...twelve, '13'].join(',')], `at most ${MAX_IDS} ids; got 13`],
  ])('refuses %s', (_name, values, message) => {
    const reading = readIds(values);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toContain(message);
  });

  it('agrees with the product-id rule of paths for every id it takes', () => {
    for (const value of ['1', '999999999', '0', '01', '1000000000', 'x']) {
      const reading = readIds([value]);
      expect(reading.ok ? (reading.ids[0] ?? null) : null).toBe(productIdOf(value));
    }
  });

  it('is a parameter of the server, refused with sort', () => {
    expect(INVENTORY_PARAMS).toContain('ids');
    expect(readInventorySearch({ ids: ['3,1,2'] }, REF).filter.ids).toEqual([3, 1, 2]);
    expect(() => readInventorySearch({ ids: ['3,1'], sort: ['newest'] }, REF)).toThrow(/sort: cannot be combined with ids/);
    expect(() => readInventorySearch({ ids: ['0'] }, REF)).toThrow(/^ids: /);
  });
});
