/**
 * Issue 12, /search rendered at the edge: the query string and cookie as the render's input (read
 * exactly as the island reads its URL), and the JSON block the island hydrates from (escaped for a
 * <script> element, checked like any answer from the wire).
 */
import { describe, expect, it } from 'vitest';
import { usdCard } from '../catalog/card-fixture.ts';
import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { edgeSearchInput, embedAnswers, readSearchEmbed, searchEmbedJson, type SearchEmbed } from '../../../src/lib/search/search-embed.ts';
import { parseSearchUrl, searchHref, toInventoryQuery } from '../../../src/lib/search/search-state.ts';

const card = usdCard;

const embed = (patch: Partial<SearchEmbed> = {}): SearchEmbed => ({
  href: '/search?product=bag&l=50&p=1',
  currency: { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' },
  answer: { data: [card()], total_count: 1 },
  refusal: null,
  settings: null,
  renderedAt: 1_790_000_000_000,
  ...patch,
});

describe('edgeSearchInput: the query string as the island reads it, the currency from the cookie', () => {
  const cases: { search: string; cookie: string | null; href: string; currency: string }[] = [
    { search: '?product=bag&l=50&p=1', cookie: null, href: '/search?product=bag&l=50&p=1', currency: 'SGD' },
    { search: '?product=bag&l=50&p=1', cookie: 'shopper_prefs=USD.3', href: '/search?product=bag&l=50&p=1', currency: 'USD' },
    // Hand-edited values fall back as in the island: page size and page, sort, ids, gender aliases.
    {
      search: '?l=abc&p=0&sort=cheapest&category=x,2&gender=Women',
      cookie: 'shopper_prefs=JPY.4',
      href: '/search?category=2&gender=W&l=50&p=1',
      currency: 'JPY',
    },
    { search: '?l=500&p=-2&deal=yes', cookie: 'shopper_prefs=<script>', href: '/search?l=50&p=1', currency: 'SGD' },
    { search: `?product=${'a'.repeat(300)}`, cookie: 'shopper_prefs=XYZ.1', href: `/search?product=${'a'.repeat(100)}&l=50&p=1`, currency: 'SGD' },
    { search: '', cookie: 'theme=dark; shopper_prefs=EUR.0', href: '/search?l=50&p=1', currency: 'EUR' },
  ];

  it.each(cases)('$search with $cookie', ({ search, cookie, href, currency }) => {
    const input = edgeSearchInput(search, cookie);
    expect(input.state).toStrictEqual(parseSearchUrl(search));
    expect(input.href).toBe(href);
    expect(input.href).toBe(searchHref(parseSearchUrl(search)));
    expect(input.prefs.currency.code).toBe(currency);
    expect(input.query).toStrictEqual(toInventoryQuery(parseSearchUrl(search), currency));
  });
});

describe('searchEmbedJson: safe inside <script type="application/json">', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!-- <script>',
    'line\u2028separator\u2029paragraph',
    'Hermès & Co "quoted" \'single\'',
  ];

  it.each(hostile)('%j cannot end the element and reads back the same', (model) => {
    const value = embed({ answer: { data: [card({ model, brand: model })], total_count: 1 } });
    const json = searchEmbedJson(value);
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(readSearchEmbed(json)).toStrictEqual(value);
  });
});

describe('readSearchEmbed: checked like an answer from the wire', () => {
  const settings = {
    currencies: [{ code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', country_code: 'SG' }],
    stores: [{ id: 1, country: 'Singapore', country_code: 'SG' }],
    brands: [{ id: 1, name: 'Chanel', slug: 'chanel' }],
    categories: [{ id: 1, name: 'Bags', fields: [{ id: 'color', name: 'Colour', options: [{ id: 'black', name: 'Black' }] }] }],
    countries: [],
    price_ranges: [{ id: 2, label: 'S$1,000 – S$3,000', min: 1000, max: 3000 }],
    privacy_policy: '',
    term_condition: '',
  };

  it('accepts what the edge writes, with and without settings, an answer or a refusal', () => {
    expect(readSearchEmbed(searchEmbedJson(embed()))).toStrictEqual(embed());
    const refused = embed({ answer: null, refusal: "Unknown brand '</script>'." });
    expect(readSearchEmbed(searchEmbedJson(refused))).toStrictEqual(refused);
    const withSettings = embed({ settings: settings as unknown as SearchEmbed['settings'] });
    expect(readSearchEmbed(searchEmbedJson(withSettings))).toStrictEqual(withSettings);
  });

  const bad: [string, string | null | undefined][] = [
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{"href":'],
    ['an array', '[]'],
    ['another page', JSON.stringify(embed({ href: '/product/7' }))],
    ['no currency', JSON.stringify({ ...embed(), currency: null })],
    ['a card priced in another currency', JSON.stringify(embed({ answer: { data: [card({ currency: 'SGD' })], total_count: 1 } }))],
    ['a card with a text price', JSON.stringify(embed({ answer: { data: [{ ...card(), selling_price: '9800' } as unknown as ProductCard], total_count: 1 } }))],
    ['a card with an unknown status', JSON.stringify(embed({ answer: { data: [{ ...card(), status: 3 } as unknown as ProductCard], total_count: 1 } }))],
    ['a card without assets', JSON.stringify(embed({ answer: { data: [{ ...card(), assets: null } as unknown as ProductCard], total_count: 1 } }))],
    [
      'a deal without a price',
      JSON.stringify(embed({ answer: { data: [card({ deal: { start_time: null, end_time: null } as unknown as ProductCard['deal'] })], total_count: 1 } })),
    ],
    ['a negative total', JSON.stringify(embed({ answer: { data: [], total_count: -1 } }))],
    ['a fractional total', JSON.stringify(embed({ answer: { data: [], total_count: 1.5 } }))],
    ['settings with a bad brand', JSON.stringify(embed({ settings: { ...settings, brands: [{ id: 1 }] } as unknown as SearchEmbed['settings'] }))],
    ['neither an answer nor a refusal', JSON.stringify(embed({ answer: null }))],
    ['both an answer and a refusal', JSON.stringify(embed({ refusal: 'no' }))],
    ['a refusal that is not text', JSON.stringify({ ...embed({ answer: null }), refusal: 42 })],
    ['no render time', JSON.stringify({ ...embed(), renderedAt: 'now' })],
  ];

  it.each(bad)('ignores %s', (_, text) => {
    expect(readSearchEmbed(text)).toBeNull();
  });
});

describe('embedAnswers: the island starts from the block only for the same search and currency', () => {
  const state = parseSearchUrl('?product=bag&l=50&p=1');
  it.each([
    [embed(), state, 'USD', true],
    [embed(), state, 'SGD', false],
    [embed(), parseSearchUrl('?product=bag&l=50&p=2'), 'USD', false],
    // The same search written another way (parameter order, repeated keys) is the same search.
    [embed({ href: '/search?product=bag&l=50&p=1' }), parseSearchUrl('?p=1&l=50&product=bag'), 'USD', true],
    [null, state, 'USD', false],
  ] as const)('%#', (value, searchState, currency, expected) => {
    expect(embedAnswers(value, searchState, currency)).toBe(expected);
  });
});
