/**
 * /saved-searches in every language (issue 26): a saved search's summary and 'N new' are built from
 * the language's /search words (categories, colours, countries, genders, sort names) and the page's
 * section; English is word for word what the page said before.
 */
import { describe, expect, it } from 'vitest';
import type { SavedSearchQuery } from '../../../src/lib/contract/saved-searches.ts';
import { GENDER_OPTIONS } from '../../../src/lib/contract/settings.ts';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { savedSearchesWordsOf, summaryWordsOf } from '../../../src/lib/saved-searches/local-words.ts';
import { ENGLISH_SUMMARY_WORDS, newCountLabel, savedSearchSummary } from '../../../src/lib/saved-searches/saved-search-query.ts';
import { facetLabels, localizedFacetOptions, type FacetOptions } from '../../../src/lib/search/facets.ts';

/** What GET /startup sends, in English. */
const OPTIONS: FacetOptions = {
  brand: [{ value: 'Chanel', label: 'Chanel' }],
  category: [
    { value: 1, label: 'Bags' },
    { value: 7, label: 'Watches' },
  ],
  gender: GENDER_OPTIONS.map((option) => ({ value: option.id, label: option.name })),
  price_range: [{ value: 2, label: 'S$1,000 – S$3,000' }],
  color: [{ value: 'black', label: 'Black' }],
  location: [{ value: 'SG', label: 'Singapore' }],
};

function summaryIn(locale: Locale, query: SavedSearchQuery): string {
  if (locale === 'en') return savedSearchSummary(query, facetLabels(OPTIONS));
  const words = savedSearchesWordsOf(locale);
  return savedSearchSummary(query, facetLabels(localizedFacetOptions(OPTIONS, words.catalog)), words.summary);
}

const WORDS_AND_SORT: SavedSearchQuery = { product: 'black bag', brand: ['Chanel'], category: [1], sort: 'price_asc' };
const FILTERS: SavedSearchQuery = { deal: true, gender: ['W'], price_range: [2], color: ['black'], location: ['SG'] };
const UNKNOWN_CATEGORY: SavedSearchQuery = { sort: 'newest', category: [99] };
const PRICE_DOWN: SavedSearchQuery = { category: [7], sort: 'price_desc' };

describe.each<[Locale, SavedSearchQuery, string]>([
  ['en', WORDS_AND_SORT, '“black bag” · Chanel · Bags · Sorted by price: low to high'],
  ['en', FILTERS, 'Deal of the Day · Women · S$1,000 – S$3,000 · Black · Singapore'],
  ['en', {}, 'All pieces'],
  ['en', UNKNOWN_CATEGORY, 'Category 99'],
  ['en', PRICE_DOWN, 'Watches · Sorted by price: high to low'],
  ['zh-hans', WORDS_AND_SORT, '“black bag” · Chanel · 手袋 · 按“价格：由低到高”排序'],
  ['zh-hans', FILTERS, '今日特惠 · 女士 · S$1,000 – S$3,000 · 黑色 · 新加坡'],
  ['zh-hans', {}, '全部单品'],
  ['zh-hans', UNKNOWN_CATEGORY, '类别 99'],
  ['zh-hans', PRICE_DOWN, '腕表 · 按“价格：由高到低”排序'],
  ['zh-hant', WORDS_AND_SORT, '“black bag” · Chanel · 手袋 · 按「價格：由低至高」排序'],
  ['zh-hant', FILTERS, '今日精選 · 女士 · S$1,000 – S$3,000 · 黑色 · 新加坡'],
  ['zh-hant', {}, '全部貨品'],
  ['zh-hant', UNKNOWN_CATEGORY, '類別 99'],
  ['zh-hant', PRICE_DOWN, '腕錶 · 按「價格：由高至低」排序'],
  ['ms', WORDS_AND_SORT, '“black bag” · Chanel · Beg · Disusun mengikut harga: rendah ke tinggi'],
  ['ms', FILTERS, 'Tawaran Hari Ini · Wanita · S$1,000 – S$3,000 · Hitam · Singapura'],
  ['ms', {}, 'Semua barangan'],
  ['ms', UNKNOWN_CATEGORY, 'Kategori 99'],
  ['ms', PRICE_DOWN, 'Jam Tangan · Disusun mengikut harga: tinggi ke rendah'],
])('a summary in %s', (locale, query, summary) => {
  it(`${JSON.stringify(query)} → ${summary}`, () => {
    expect(summaryIn(locale, query)).toBe(summary);
  });
});

describe.each<[Locale, number, string | null]>([
  ['en', 0, null],
  ['en', 3, '3 new'],
  ['en', 100, '99+ new'],
  ['zh-hans', 3, '3 件新单品'],
  ['zh-hans', 100, '99+ 件新单品'],
  ['zh-hant', 3, '3 件新貨品'],
  ['zh-hant', 0, null],
  ['ms', 3, '3 baharu'],
  ['ms', 100, '99+ baharu'],
])("'N new' in %s", (locale, count, label) => {
  it(`${count} → ${label}`, () => {
    expect(newCountLabel(count, 100, locale === 'en' ? undefined : summaryWordsOf(locale))).toBe(label);
  });
});

it("English's words from the messages are the page's defaults, word for word", () => {
  expect(summaryWordsOf('en')).toEqual(ENGLISH_SUMMARY_WORDS);
});
