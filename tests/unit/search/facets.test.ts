import { describe, expect, it } from 'vitest';
import type { StartupSettings } from '../../../src/lib/contract/settings.ts';
import { facetLabels, facetOptions, facetOptionsIn, withSelectedExtras } from '../../../src/lib/search/facets.ts';
import { searchIslandMessages } from '../../../src/lib/i18n/island-messages.ts';

/** A category's Colour field with these colours, their ids the names in lower case. */
const colourField = (...names: string[]) => ({ id: 'color', name: 'Colour', options: names.map((name) => ({ id: name.toLowerCase(), name })) });

const settings: StartupSettings = {
  currencies: [],
  stores: [
    { id: 0, country: 'View all', country_code: '' },
    { id: 1, country: 'Singapore', country_code: 'SG' },
    { id: 2, country: 'Malaysia', country_code: 'MY' },
  ],
  brands: [
    { id: 1, name: 'Hermès', slug: 'hermes' },
    { id: 2, name: 'Chanel', slug: 'chanel' },
  ],
  categories: [
    {
      id: 1,
      name: 'Bags',
      fields: [colourField('Black', 'Tan')],
    },
    {
      id: 7,
      name: 'Watches',
      fields: [colourField('Black', 'Gold'), { id: 'condition', name: 'Condition', options: [{ id: 'Good', name: 'Good' }] }],
    },
  ],
  countries: [],
  price_ranges: [{ id: 1, label: 'Under S$1,000', min: 0, max: 1000 }],
  privacy_policy: '',
  term_condition: '',
};

describe('facetOptions', () => {
  const options = facetOptions(settings);
  it.each([
    [
      'brand',
      [
        { value: 'Hermès', label: 'Hermès' },
        { value: 'Chanel', label: 'Chanel' },
      ],
    ],
    [
      'category',
      [
        { value: 1, label: 'Bags' },
        { value: 7, label: 'Watches' },
      ],
    ],
    [
      'gender',
      [
        { value: 'M', label: 'Men' },
        { value: 'W', label: 'Women' },
      ],
    ],
    ['price_range', [{ value: 1, label: 'Under S$1,000' }]],
    // The 'color' field of every category, each colour once; other fields ignored.
    [
      'color',
      [
        { value: 'black', label: 'Black' },
        { value: 'tan', label: 'Tan' },
        { value: 'gold', label: 'Gold' },
      ],
    ],
    // 'View all' is not a location filter.
    [
      'location',
      [
        { value: 'SG', label: 'Singapore' },
        { value: 'MY', label: 'Malaysia' },
      ],
    ],
  ] as const)('%s', (key, expected) => {
    expect(options[key]).toStrictEqual(expected);
  });

  it('no settings yet: only the fixed gender options', () => {
    const empty = facetOptions(null);
    expect(empty.brand).toStrictEqual([]);
    expect(empty.gender).toHaveLength(2);
  });

  it('labels for chips', () => {
    const labels = facetLabels(options);
    expect(labels.category.get(7)).toBe('Watches');
    expect(labels.color.get('gold')).toBe('Gold');
    expect(labels.location.get('MY')).toBe('Malaysia');
  });

  it('selected values missing from settings are listed first', () => {
    expect(withSelectedExtras(options.brand, ['Others', 'Chanel'], (v) => v).map((o) => o.value)).toStrictEqual(['Others', 'Hermès', 'Chanel']);
  });
});

describe('facets in the page language (issue 26)', () => {
  it("English: the catalog's names as sent", () => {
    expect(facetOptionsIn(settings, undefined)).toStrictEqual(facetOptions(settings));
  });

  it.each([
    ['ms', 'Beg', 'Jam Tangan', 'Perang muda', 'Singapura', 'Wanita'],
    ['zh-hans', '手袋', '腕表', '驼色', '新加坡', '女士'],
    ['zh-hant', '手袋', '腕錶', '駝色', '新加坡', '女士'],
  ] as const)(
    '%s: categories, colours, locations and genders in the language; houses as the houses write them',
    (locale, bags, watches, tan, singapore, women) => {
      const options = facetOptionsIn(settings, searchIslandMessages(locale));
      expect(options.category.map((o) => o.label)).toStrictEqual([bags, watches]);
      expect(options.category.map((o) => o.value)).toStrictEqual([1, 7]);
      expect(options.color.find((o) => o.value === 'tan')?.label).toBe(tan);
      expect(options.location.find((o) => o.value === 'SG')?.label).toBe(singapore);
      expect(options.gender.find((o) => o.value === 'W')?.label).toBe(women);
      expect(options.brand.map((o) => o.label)).toStrictEqual(['Hermès', 'Chanel']);
    },
  );

  it('a name the words do not hold shows as the catalog sent it', () => {
    const more: StartupSettings = { ...settings, categories: [...settings.categories, { id: 12, name: 'Vintage Trunks', fields: [colourField('Teal')] }] };
    const options = facetOptionsIn(more, searchIslandMessages('ms'));
    expect(options.category.find((o) => o.value === 12)?.label).toBe('Vintage Trunks');
    expect(options.color.find((o) => o.value === 'teal')?.label).toBe('Teal');
  });
});
