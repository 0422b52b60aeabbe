import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  normalizeSearchText,
  popularTermsFrom,
  RECENT_SEARCH_KEEP,
  visiblePopularSearches,
  visibleRecentSearches,
} from '../../../src/lib/search/search-history.ts';
import { answers } from '../answers.ts';

describe('addRecentSearch (newest first, duplicates and empties removed)', () => {
  const cases: { name: string; recent: string[]; text: string; expected: string[] }[] = [
    { name: 'first search', recent: [], text: 'black bag', expected: ['black bag'] },
    { name: 'newest goes first', recent: ['kelly'], text: 'birkin', expected: ['birkin', 'kelly'] },
    { name: 'a repeat moves to the front, once', recent: ['kelly', 'birkin', 'lady dior'], text: 'birkin', expected: ['birkin', 'kelly', 'lady dior'] },
    { name: 'duplicates ignore case, keeping the new spelling', recent: ['Birkin', 'kelly'], text: 'BIRKIN', expected: ['BIRKIN', 'kelly'] },
    { name: 'empty text is not saved', recent: ['kelly'], text: '', expected: ['kelly'] },
    { name: 'blank text is not saved', recent: ['kelly'], text: '   ', expected: ['kelly'] },
    { name: 'text is trimmed and inner spaces collapsed', recent: [], text: '  black   bag ', expected: ['black bag'] },
    { name: 'trimmed text matches an existing entry', recent: ['black bag', 'kelly'], text: ' black bag', expected: ['black bag', 'kelly'] },
    { name: 'stored empties and duplicates are cleaned too', recent: ['', 'kelly', 'Kelly', '  '], text: 'birkin', expected: ['birkin', 'kelly'] },
  ];
  it.each(cases)('$name', ({ recent, text, expected }) => {
    expect(addRecentSearch(recent, text)).toStrictEqual(expected);
  });

  it(`keeps at most ${RECENT_SEARCH_KEEP}, dropping the oldest`, () => {
    const recent = Array.from({ length: RECENT_SEARCH_KEEP }, (_, i) => `term ${i}`);
    const next = addRecentSearch(recent, 'newest');
    expect(next).toHaveLength(RECENT_SEARCH_KEEP);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain(`term ${RECENT_SEARCH_KEEP - 1}`);
  });

  it('does not change its input', () => {
    const recent = ['kelly'];
    addRecentSearch(recent, 'birkin');
    expect(recent).toStrictEqual(['kelly']);
  });
});

describe('visibleRecentSearches (up to 3)', () => {
  const cases: { name: string; recent: string[]; typed: string; expected: string[] }[] = [
    { name: 'nothing stored', recent: [], typed: '', expected: [] },
    { name: 'at most three, newest first', recent: ['a1', 'b2', 'c3', 'd4', 'e5'], typed: '', expected: ['a1', 'b2', 'c3'] },
    {
      name: 'only those containing the typed text',
      recent: ['black bag', 'kelly', 'black wallet', 'birkin'],
      typed: 'bla',
      expected: ['black bag', 'black wallet'],
    },
    { name: 'typed text matches ignoring case', recent: ['Lady Dior', 'kelly'], typed: 'DIOR', expected: ['Lady Dior'] },
    { name: 'empties and duplicates never shown', recent: ['', 'kelly', 'KELLY', 'birkin'], typed: '', expected: ['kelly', 'birkin'] },
  ];
  it.each(cases)('$name', ({ recent, typed, expected }) => {
    expect(visibleRecentSearches(recent, typed)).toStrictEqual(expected);
  });
});

describe('popular searches (up to 5)', () => {
  it.each([
    { name: 'term fields, in server order', items: [{ term: 'birkin' }, { term: 'kelly' }], expected: ['birkin', 'kelly'] },
    { name: 'empties and duplicates removed', items: [{ term: '' }, { term: 'Birkin' }, { term: 'birkin ' }, { term: ' ' }], expected: ['Birkin'] },
  ])('popularTermsFrom: $name', ({ items, expected }) => {
    expect(popularTermsFrom(items)).toStrictEqual(expected);
  });

  it.each([
    { name: 'at most five', popular: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], typed: '', shown: [], expected: ['a', 'b', 'c', 'd', 'e'] },
    { name: 'filtered by the typed text', popular: ['birkin', 'kelly', 'black bag'], typed: 'b', shown: [], expected: ['birkin', 'black bag'] },
    {
      name: 'leaves out terms already under recent',
      popular: ['birkin', 'kelly', 'lady dior'],
      typed: '',
      shown: ['Kelly'],
      expected: ['birkin', 'lady dior'],
    },
  ])('visiblePopularSearches: $name', ({ popular, typed, shown, expected }) => {
    expect(visiblePopularSearches(popular, typed, shown)).toStrictEqual(expected);
  });
});

describe('normalizeSearchText', () => {
  answers(
    normalizeSearchText,
    [
      ['black bag', 'black bag'],
      ['  black  bag  ', 'black bag'],
      ['\tkelly\n', 'kelly'],
      ['', ''],
    ],
    '%j → %j',
  );
});
