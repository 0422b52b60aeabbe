import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../../../src/server/catalog/http-cache.ts';

describe('matchesEtag (If-None-Match, weak comparison)', () => {
  const tag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['*', true],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"other", W/"abc"', true],
    ['"other" , "abc"', true],
    ['"abcd"', false],
    ['W/"ab"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, tag)).toBe(expected);
  });
});
