import { describe, expect, it } from 'vitest';
import type { SavedSearchQuery } from '../../../src/lib/contract/saved-searches.ts';
import { saveSearch } from '../../../src/lib/i18n/messages/en.ts';
import {
  checkedSearchName,
  canonicalSavedQuery,
  defaultSavedSearchName,
  newCountLabel,
  savedQueryOf,
  savedQueryParams,
  savedSearchHref,
  savedSearchSummary,
  searchStateOf,
} from '../../../src/lib/saved-searches/saved-search-query.ts';
import { parseSearchUrl, type FacetLabels } from '../../../src/lib/search/search-state.ts';
import { readFilterQuery } from '../../../src/server/catalog/inventory-query.ts';
import { REF } from '../catalog/reference-fixture.ts';

const LABELS: FacetLabels = {
  category: new Map([
    [1, 'Bags'],
    [7, 'Watches'],
  ]),
  price_range: new Map([[2, 'S$1,000 – S$3,000']]),
  color: new Map([['black', 'Black']]),
  location: new Map([['SG', 'Singapore']]),
};

describe('the saved query of a /search state', () => {
  it.each([
    [
      'words, filters and sort; page and page size left out',
      '?product=black%20bag&brand=Chanel&category=1&sort=price_asc&l=20&p=3',
      { product: 'black bag', brand: ['Chanel'], category: [1], sort: 'price_asc' },
    ],
    ['nothing narrows it', '?l=50&p=1', {}],
    [
      'a home group link keeps its heading',
      '?brand=Herm%C3%A8s&group=brand&heading=Herm%C3%A8s%20_%20Co&l=50&p=1',
      { brand: ['Hermès'], group: 'brand', heading: 'Hermès _ Co' },
    ],
    ['lists sorted, repeats dropped', '?category=7,1,7&color=black&deal=true&gender=W', { category: [1, 7], color: ['black'], deal: true, gender: ['W'] }],
  ])('%s', (_name, url, expected) => {
    expect(savedQueryOf(parseSearchUrl(url))).toStrictEqual(expected);
  });

  it('opens as the same search, from page 1', () => {
    const state = parseSearchUrl('?product=kelly&brand=Herm%C3%A8s&price_range=2&sort=price_desc&l=50&p=4');
    const reopened = parseSearchUrl(new URL(savedSearchHref(savedQueryOf(state)), 'http://x').search);
    expect(reopened).toStrictEqual({ ...state, p: 1 });
    expect(searchStateOf(savedQueryOf(state))).toStrictEqual({ ...state, p: 1 });
  });

  it('is one JSON for the same search however it was written', () => {
    const a: SavedSearchQuery = { brand: ['Dior', 'Chanel', 'Dior'], product: '  bag ', deal: false, category: [] };
    const b: SavedSearchQuery = { product: 'bag', brand: ['Chanel', 'Dior'] };
    expect(JSON.stringify(canonicalSavedQuery(a))).toBe(JSON.stringify(canonicalSavedQuery(b)));
  });

  it.each([
    '?product=black%20bag&brand=Chanel,Others&category=1,2&gender=Women&price_range=2&color=black&location=SG&deal=true&sort=price_asc',
    '?group=gender&heading=SHOP%20WOMEN&gender=Women',
    '?l=50&p=1',
  ])('whatever /search holds, the catalog reads it (client output accepted by the server): %s', (url) => {
    expect(() => readFilterQuery(savedQueryParams(savedQueryOf(parseSearchUrl(url))), REF)).not.toThrow();
  });

  it('an unknown brand is refused by the catalog rules, naming the parameter', () => {
    expect(() => readFilterQuery(savedQueryParams({ brand: ['Nope'] }), REF)).toThrow(/brand: Unknown brand 'Nope'/);
  });
});

describe('default name: the heading, else the words, else what the page calls the list', () => {
  it.each<[SavedSearchQuery, string]>([
    [{ heading: 'Bags _ Shoes', group: 'category', category: [1] }, 'Bags & Shoes'],
    [{ product: 'black bag', brand: ['Chanel'] }, 'black bag'],
    [{ brand: ['Chanel'] }, 'Chanel'],
    [{ deal: true }, 'Deal of the Day'],
    [{ category: [7] }, 'Watches'],
    [{}, 'All items'],
    [{ product: 'x'.repeat(100) }, 'x'.repeat(80)],
  ])('%j → %s', (query, name) => {
    expect(defaultSavedSearchName(query, LABELS)).toBe(name);
  });
});

describe('readable summary of the filters', () => {
  it.each<[SavedSearchQuery, string]>([
    [{ product: 'black bag', brand: ['Chanel'], category: [1], sort: 'price_asc' }, '“black bag” · Chanel · Bags · Sorted by price: low to high'],
    [{ deal: true, gender: ['W'], price_range: [2], color: ['black'], location: ['SG'] }, 'Deal of the Day · Women · S$1,000 – S$3,000 · Black · Singapore'],
    [{}, 'All pieces'],
    [{ sort: 'newest', category: [99] }, 'Category 99'],
  ])('%j → %s', (query, summary) => {
    expect(savedSearchSummary(query, LABELS)).toBe(summary);
  });
});

describe("'N new'", () => {
  it.each<[number, string | null]>([
    [0, null],
    [1, '1 new'],
    [42, '42 new'],
    [99, '99 new'],
    [100, '99+ new'],
  ])('%d → %s', (count, label) => {
    expect(newCountLabel(count, 100)).toBe(label);
  });
});

describe('the name of a saved search', () => {
  it.each<[string, ReturnType<typeof checkedSearchName>]>([
    ['Black bags', { name: 'Black bags' }],
    ['  Chanel flaps  ', { name: 'Chanel flaps' }],
    ['', { error: 'Please give this search a name.' }],
    ['   ', { error: 'Please give this search a name.' }],
  ])('%j → %j', (typed, checked) => {
    expect(checkedSearchName(typed, saveSearch.nameRequired)).toStrictEqual(checked);
  });
});
