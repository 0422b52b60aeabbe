/** One page arithmetic for /search and the account lists (src/lib/pagination/pagination.ts). */
import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageLinks } from '../../../src/lib/pagination/pagination.ts';
import { answers } from '../answers.ts';

describe('pageCount', () => {
  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [2000, 50, 40],
    [0, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [61, 6, 11],
    [-5, 6, 1],
    [Number.NaN, 6, 1],
    [10, 0, 1],
  ])('pageCount(%d, %d) = %d', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('pageFromQuery: what the APIs take (1 to 1,000,000), else page 1', () => {
  answers(
    pageFromQuery,
    [
      [null, 1],
      ['', 1],
      ['0', 1],
      ['-2', 1],
      ['2.5', 1],
      ['x', 1],
      ['3', 3],
      // The account lists read 7 digits and more as page 1 before; the API takes up to 1,000,000.
      ['1000000', 1_000_000],
      ['1000001', 1],
    ],
    'pageFromQuery(%s) = %d',
  );
});

describe('pageLinks: every page up to 7, else first, last, current ± 1 and gaps', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    // /search used to show 1 2 … 5 here, hiding pages 3 and 4 behind a gap.
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
  ] as const)('page %d of %d', (current, count, links) => {
    expect(pageLinks(current, count)).toStrictEqual(links);
  });
});
