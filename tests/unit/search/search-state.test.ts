import { searchIslandMessages } from '../../../src/lib/i18n/island-messages.ts';
import { searchPage as englishSearchPage } from '../../../src/lib/i18n/messages/en.ts';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  ENGLISH_SEARCH_WORDS,
  EMPTY_SEARCH,
  filterChips,
  headingText,
  parseSearchUrl,
  removeChip,
  searchBoxHref,
  searchHref,
  searchTitle,
  toggleFacetValue,
  toInventoryQuery,
  withDeal,
  withFacet,
  withPage,
  withSort,
  type FacetLabels,
  type SearchState,
} from '../../../src/lib/search/search-state.ts';
import { answers } from '../answers.ts';

const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });

describe('parseSearchUrl: the URL is the state', () => {
  const cases: { url: string; expected: Partial<SearchState> }[] = [
    { url: '', expected: {} },
    { url: '?product=black%20bag&l=50&p=1', expected: { product: 'black bag' } },
    { url: '?product=%20%20kelly%20', expected: { product: 'kelly' } },
    { url: '?brand=Herm%C3%A8s&l=50&p=1', expected: { brand: ['Hermès'] } },
    { url: '?deal=true&l=50&p=1', expected: { deal: true } },
    { url: '?deal=1', expected: {} },
    { url: '?category=1,2&group=category&heading=Bags%20_%20Wallets', expected: { category: [1, 2], group: 'category', heading: 'Bags _ Wallets' } },
    { url: '?category=1&category=2&category=2', expected: { category: [1, 2] } },
    { url: '?category=abc,0,-3,4', expected: { category: [4] } },
    { url: '?p=1&l=50&group=gender&heading=Shop%20by%20gender&gender=Women', expected: { gender: ['W'], group: 'gender', heading: 'Shop by gender' } },
    { url: '?gender=Men,W,x', expected: { gender: ['M', 'W'] } },
    { url: '?price_range=2,3&color=black,red&location=SG', expected: { price_range: [2, 3], color: ['black', 'red'], location: ['SG'] } },
    { url: '?sort=price_asc', expected: { sort: 'price_asc' } },
    { url: '?sort=cheapest', expected: { sort: null } },
    { url: '?l=20&p=3', expected: { l: 20, p: 3 } },
    { url: '?l=0&p=0', expected: { l: 50, p: 1 } },
    { url: '?l=abc&p=-2', expected: { l: 50, p: 1 } },
    { url: '?l=1000', expected: { l: 50 } },
    { url: '?brand=', expected: {} },
    { url: `?product=${'a'.repeat(150)}&heading=${'h'.repeat(250)}`, expected: { product: 'a'.repeat(100), heading: 'h'.repeat(200) } },
  ];
  it.each(cases)('$url', ({ url, expected }) => {
    expect(parseSearchUrl(url)).toStrictEqual(state(expected));
  });
});

describe('searchHref', () => {
  it.each([
    { s: state({}), href: '/search?l=50&p=1' },
    { s: state({ product: 'black bag' }), href: '/search?product=black+bag&l=50&p=1' },
    { s: state({ deal: true }), href: '/search?deal=true&l=50&p=1' },
    {
      s: state({ brand: ['Chanel', 'Dior'], category: [1], sort: 'price_desc', p: 2 }),
      href: '/search?brand=Chanel%2CDior&category=1&sort=price_desc&l=50&p=2',
    },
    { s: state({ gender: ['W'], group: 'gender', heading: 'Women' }), href: '/search?gender=W&group=gender&heading=Women&l=50&p=1' },
  ])('$href', ({ s, href }) => {
    expect(searchHref(s)).toBe(href);
    expect(parseSearchUrl(href.slice('/search'.length))).toStrictEqual(s);
  });

  answers(
    searchBoxHref,
    [
      ['black bag', '/search?product=black+bag&l=50&p=1'],
      ['  kelly ', '/search?product=kelly&l=50&p=1'],
      ['', '/search?l=50&p=1'],
      ['   ', '/search?l=50&p=1'],
    ],
    'search box Enter with %j → %s',
  );
});

describe('toInventoryQuery: cleaned before the request', () => {
  const EVERY_FILTER: Partial<SearchState> = {
    brand: ['Hermès'],
    category: [1, 2],
    gender: ['W'],
    price_range: [3],
    color: ['black'],
    location: ['SG'],
    sort: 'newest',
    group: 'brand',
    heading: 'Hermès',
  };
  it.each([
    { s: state({}), currency: 'SGD', expected: { currency: 'SGD', l: 50, p: 1 } },
    { s: state({ product: 'black bag', deal: true }), currency: 'USD', expected: { product: 'black bag', deal: true, currency: 'USD', l: 50, p: 1 } },
    { s: state(EVERY_FILTER), currency: 'SGD', expected: { ...EVERY_FILTER, currency: 'SGD', l: 50, p: 1 } },
  ])('$expected', ({ s, currency, expected }) => {
    expect(toInventoryQuery(s, currency)).toStrictEqual(expected);
  });
});

describe('filter changes reset to page 1', () => {
  const onPage3 = state({ p: 3, brand: ['Chanel'] });
  it.each([
    ['toggle a brand on', toggleFacetValue(onPage3, 'brand', 'Dior'), { brand: ['Chanel', 'Dior'] }],
    ['toggle a brand off', toggleFacetValue(onPage3, 'brand', 'Chanel'), { brand: [] }],
    ['set categories', withFacet(onPage3, 'category', [1, 1, 2]), { category: [1, 2] }],
    ['deal on', withDeal(onPage3, true), { deal: true }],
    ['sort', withSort(onPage3, 'price_asc'), { sort: 'price_asc' }],
  ] as const)('%s', (_name, next, expected) => {
    expect(next.p).toBe(1);
    for (const [key, value] of Object.entries(expected)) expect(next[key as keyof SearchState]).toStrictEqual(value);
  });

  it('paging keeps the filters', () => {
    expect(withPage(onPage3, 4)).toStrictEqual({ ...onPage3, p: 4 });
    expect(withPage(onPage3, 0).p).toBe(1);
  });
});

describe('group headings', () => {
  answers(
    headingText,
    [
      ['Bags _ Wallets', 'Bags & Wallets'],
      ['A_B_C', 'A&B&C'],
      ['Hermès', 'Hermès'],
    ],
    'headingText(%j) → %j',
  );

  const landed = state({ brand: ['Hermès'], group: 'brand', heading: 'Hermès Icons' });
  it('stay while the keyed facet has values', () => {
    expect(toggleFacetValue(landed, 'color', 'black').heading).toBe('Hermès Icons');
    expect(toggleFacetValue(landed, 'brand', 'Chanel').heading).toBe('Hermès Icons');
  });
  it('go when the keyed facet is emptied', () => {
    const next = toggleFacetValue(landed, 'brand', 'Hermès');
    expect(next.heading).toBe('');
    expect(next.group).toBe('');
  });
  it('go when no filter is left', () => {
    const categoryGroup = state({ category: [1], group: 'brand', heading: 'Top bags' });
    expect(withFacet(categoryGroup, 'category', []).heading).toBe('');
  });
  it('clear all keeps the words, sort and page size only', () => {
    const busy = state({ product: 'kelly', brand: ['Hermès'], deal: true, color: ['black'], sort: 'price_asc', l: 20, p: 4, group: 'brand', heading: 'H' });
    expect(clearFilters(busy)).toStrictEqual(state({ product: 'kelly', sort: 'price_asc', l: 20 }));
  });
});

describe('chips', () => {
  const labels: FacetLabels = {
    category: new Map([[1, 'Bags']]),
    price_range: new Map([[2, 'S$1,000 – S$3,000']]),
    color: new Map([['black', 'Black']]),
    location: new Map([['SG', 'Singapore']]),
  };
  const s = state({
    product: 'kelly',
    deal: true,
    brand: ['Hermès'],
    category: [1, 9],
    gender: ['W'],
    price_range: [2],
    color: ['black'],
    location: ['SG'],
    p: 2,
  });

  it('one chip per active filter, labelled from settings', () => {
    expect(filterChips(s, labels).map((chip) => chip.label)).toStrictEqual([
      'Deal of the Day',
      'Hermès',
      'Bags',
      'Category 9',
      'Women',
      'S$1,000 – S$3,000',
      'Black',
      'Singapore',
    ]);
  });

  it.each(filterChips(s, labels).map((chip) => [chip.label, chip] as const))('removing %s removes only it and resets the page', (_label, chip) => {
    const next = removeChip(s, chip);
    expect(next.p).toBe(1);
    expect(filterChips(next, labels)).toHaveLength(filterChips(s, labels).length - 1);
    expect(filterChips(next, labels).some((c) => c.key === chip.key && c.value === chip.value)).toBe(false);
  });
});

describe('titles', () => {
  it.each([
    [state({ heading: 'Bags _ Shoes', brand: ['Dior'] }), 'Bags & Shoes'],
    [state({ product: 'kelly' }), 'Results for “kelly”'],
    [state({ deal: true }), 'Deal of the Day'],
    [state({ brand: ['Chanel'] }), 'Chanel'],
    [state({ brand: ['Chanel', 'Dior'], category: [1] }), 'Chanel & Dior'],
    [state({ brand: ['Chanel', 'Dior', 'Gucci'] }), 'All items'],
    [state({ category: [1] }), 'Bags'],
    [state({ category: [9] }), 'All items'],
    [state({ category: [1, 2] }), 'All items'],
    [state({ gender: ['W'] }), 'Women'],
    [state({ gender: ['W'], category: [7] }), 'Watches'],
    [state({}), 'All items'],
  ])('searchTitle %#', (s, title) => {
    const labels: FacetLabels = {
      category: new Map([
        [1, 'Bags'],
        [7, 'Watches'],
      ]),
      price_range: new Map(),
      color: new Map(),
      location: new Map(),
    };
    expect(searchTitle(s, labels)).toBe(title);
  });
});

describe('titles and chips in the page language (issue 26)', () => {
  const labels: FacetLabels = { category: new Map([[1, 'Beg']]), price_range: new Map(), color: new Map(), location: new Map() };
  const malay = searchIslandMessages('ms').searchPage;

  it("English words are the spec's, the same as the English messages", () => {
    for (const [key, value] of Object.entries(ENGLISH_SEARCH_WORDS)) expect(englishSearchPage[key as keyof typeof englishSearchPage], key).toBe(value);
  });

  it.each([
    [state({ product: 'beg tangan' }), 'Hasil carian untuk “beg tangan”'],
    [state({ deal: true }), 'Tawaran Hari Ini'],
    [state({ category: [1] }), 'Beg'],
    [state({ gender: ['M'] }), 'Lelaki'],
    [state({ brand: ['Chanel'] }), 'Chanel'],
    [state({}), 'Semua barangan'],
  ])('searchTitle in Malay %#', (s, title) => {
    expect(searchTitle(s, labels, malay)).toBe(title);
  });

  it('chips in Malay, an unknown category by its number', () => {
    const s = state({ deal: true, category: [1, 9], gender: ['W'], price_range: [4] });
    expect(filterChips(s, labels, malay).map((chip) => chip.label)).toStrictEqual(['Tawaran Hari Ini', 'Beg', 'Kategori 9', 'Wanita', 'Julat harga 4']);
  });
});
