/** 'Recently viewed' (issue 13): the last 12 products opened, newest first, read leniently. */
import { describe, expect, it } from 'vitest';
import { MAX_IDS, readIds } from '../../../src/lib/catalog/inventory-query-rules.ts';
import { readViewedList, RECENTLY_VIEWED_LIMIT, shownViewed, viewedListWithPageProduct, withViewed } from '../../../src/lib/catalog/recently-viewed.ts';
import { answers } from '../answers.ts';

describe('withViewed', () => {
  it.each([
    ['the first product', [], 5, [5]],
    ['newest first', [5, 3], 9, [9, 5, 3]],
    ['opening one again moves it to the front, once', [5, 3, 9], 9, [9, 5, 3]],
    ['the oldest falls off past 12', [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 13, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]],
  ])('%s', (_name, list, id, expected) => {
    expect(withViewed(list, id)).toEqual(expected);
  });

  it('is as long as one ids= call may ask for, so the list is always one call', () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(MAX_IDS);
    const full = Array.from({ length: 30 }, (_, i) => i + 1).reduce<number[]>((list, id) => withViewed(list, id), []);
    expect(full).toHaveLength(12);
    expect(readIds([full.join(',')])).toEqual({ ok: true, ids: full });
  });
});

describe('readViewedList (hand-edited or older storage)', () => {
  answers(
    readViewedList,
    [
      [null, []],
      ['', []],
      ['{broken', []],
      ['{"a":1}', []],
      ['[3,1,2]', [3, 1, 2]],
      ['["7", 8]', [7, 8]],
      ['[0, -1, 1.5, "x", 07, 1234567890, 4]', []],
      ['[0, -1, 1.5, "x", 1234567890, 4]', [4]],
      ['[4, 4, 5]', [4, 5]],
      [JSON.stringify(Array.from({ length: 15 }, (_, i) => i + 1)), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ],
    '%s → %s',
  );
});

describe('shownViewed', () => {
  it('keeps the order and leaves out the product on screen', () => {
    const cards = [{ id: 9 }, { id: 5 }, { id: 3 }];
    expect(shownViewed(cards, 5)).toEqual([{ id: 9 }, { id: 3 }]);
    expect(shownViewed(cards, null)).toEqual(cards);
  });
});

// Issue 22: the product page remembers its product inline as it parses; the inlined function repeats
// the id and list rules, so it is held to readViewedList + withViewed on every kind of stored list.
describe('viewedListWithPageProduct (inline, as the product page parses)', () => {
  const storedLists = [
    null,
    '',
    '{broken',
    '{"a":1}',
    '[3,1,2]',
    '["7", 8]',
    '[0, -1, 1.5, "x", 1234567890, 4]',
    '[4, 4, 5]',
    '[9, 3, 9]',
    JSON.stringify(Array.from({ length: 15 }, (_, i) => i + 1)),
    JSON.stringify(Array.from({ length: 15 }, (_, i) => 15 - i)),
  ];
  const products = [9, 13, 1, 999_999_999];
  for (const stored of storedLists) {
    for (const id of products) {
      it(`${String(stored)} + product ${id}`, () => {
        const expected = JSON.stringify(withViewed(readViewedList(stored), id));
        expect(viewedListWithPageProduct(stored, JSON.stringify({ id, model: 'Kelly 28' }), RECENTLY_VIEWED_LIMIT)).toBe(expected);
      });
    }
  }

  it.each([
    ['no product data', null],
    ['unreadable product data', '{"id":'],
    ['no id', '{"model":"Kelly 28"}'],
    ['an id that is not one', '{"id":0}'],
    ['a fractional id', '{"id":1.5}'],
    ['an id past 9 digits', '{"id":1234567890}'],
    ['a list, not a product', '[1]'],
  ])('%s: the list stays as it is', (_name, data) => {
    expect(viewedListWithPageProduct('[3,1]', data, RECENTLY_VIEWED_LIMIT)).toBeNull();
  });
});
