import { describe, expect, it } from 'vitest';
import { searchBoxText } from '../../../src/lib/search/search-box-text.ts';
import { parseSearchUrl } from '../../../src/lib/search/search-state.ts';
import { MAX_PRODUCT_TEXT } from '../../../src/lib/catalog/inventory-query-rules.ts';

describe('searchBoxText reads the query as parseSearchUrl does', () => {
  const cases = [
    '',
    '?l=50&p=1',
    '?product=bag&l=50&p=1',
    '?product=%20kelly%20bag%20',
    '?product=',
    `?product=${'a'.repeat(150)}`,
    `?product=${' '.repeat(99)}x${'b'.repeat(5)}`,
    '?product=%3Cscript%3E',
    '?product=a&product=b',
  ];
  it.each(cases)('%s', (search) => {
    expect(searchBoxText(search, MAX_PRODUCT_TEXT)).toBe(parseSearchUrl(search).product);
  });
});
