import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../../../src/lib/accounts/redirects.ts';
import { safeReturnPath } from '../../../src/lib/navigation/links.ts';
import { PATH_ESCAPE_PIECES } from './path-pieces.ts';

// Issue 10, finding 5: the `re` target after login. Each value is what URLSearchParams hands over
// (already decoded once); anything that is not a path on this site, once normalised, goes to '/'.
const REFUSED = [
  '/.//evil.example/steal',
  '/../..//evil.example/steal',
  '/./../.././/evil.example/steal',
  '/profile/0/../..//evil.example',
  '/profile/0/..%2F..%2F%2Fevil.example',
  '/\\evil',
  '\\\\evil',
  '/\\/evil',
  '/%2F%2Fevil',
  '/%2f%2Fevil',
  '%2F%2Fevil',
  '/%5C%5Cevil',
  '/%5c%5Cevil',
  '/%252F%252Fevil',
  '/%25252F%25252Fevil',
  '%252F%252Fevil',
  '/%2e%2e/%2F/evil',
  '//evil',
  '///evil',
  'https://evil',
  'HTTPS://EVIL',
  'https:evil',
  'http:/evil',
  'https%3A%2F%2Fevil',
  'javascript:alert(1)',
  'JaVaScRiPt:',
  'javascript%3Aalert(1)',
  ' /evil',
  '/\t/evil',
  '/\n/evil',
  '/\r\n/evil',
  '/%09/evil',
  '/%0A/evil',
  '\t//evil',
  '/\u0000x',
  'settings',
  'evil.example/steal',
  '.',
  '..',
  '?a=1',
  '#x',
];

const KEPT: [string, string][] = [
  ['/profile/0', '/profile/0'],
  ['/settings', '/settings'],
  ['/search?product=bag&l=50&p=1', '/search?product=bag&l=50&p=1'],
  ['/order-detail/abc#x', '/order-detail/abc#x'],
  ['/profile/2?p=3#top', '/profile/2?p=3#top'],
  // Encoded query values keep their encoding: decoding is for the decision only.
  ['/search?product=louis%20vuitton&brand=a%26b', '/search?product=louis%20vuitton&brand=a%26b'],
  // Dot segments that stay on this site resolve as the browser would.
  ['/profile/0/../1', '/profile/1'],
  ['/', '/'],
];

describe('safeReturnPath: normalise, then only a path on this site', () => {
  it.each(REFUSED.map((re) => [re]))('refuses %j', (re) => {
    expect(safeReturnPath(re)).toBe('/');
  });

  it.each(KEPT)('keeps %j as %j', (re, expected) => {
    expect(safeReturnPath(re)).toBe(expected);
  });

  it.each([null, undefined, ''])('goes home without a target (%j)', (re) => {
    expect(safeReturnPath(re)).toBe('/');
  });

  it('refuses an encoding nested deeper than it will unwrap', () => {
    let re = '//evil';
    for (let i = 0; i < 12; i += 1) re = encodeURIComponent(re);
    expect(safeReturnPath(`/${re}`)).toBe('/');
  });

  it('tolerates malformed percent-encoding without throwing', () => {
    expect(safeReturnPath('/search?product=%ZZ')).toBe('/search?product=%ZZ');
    expect(safeReturnPath('/%E0%A4%A')).toBe('/%E0%A4%A');
    // A stray '%' is just a character of a path here; it does not hide a host.
    expect(safeReturnPath('/%%2F%2Fevil')).toBe('/%%2F%2Fevil');
    expect(safeReturnPath('%%2F%2Fevil')).toBe('/');
    expect(safeReturnPath('%ZZ/%2F%2Fevil')).toBe('/');
  });
});

describe('afterLoginPath takes the rule for /access-denied?re=', () => {
  it.each(REFUSED.map((re) => [re]))('/access-denied?re=%j → /', (re) => {
    expect(afterLoginPath('/access-denied', `?re=${encodeURIComponent(re)}`)).toBe('/');
  });

  it('sends the raw, unencoded query value the same way', () => {
    expect(afterLoginPath('/access-denied', '?re=/.//evil.example/steal')).toBe('/');
    expect(afterLoginPath('/access-denied', '?re=/../..//evil.example/steal')).toBe('/');
    expect(afterLoginPath('/access-denied', '?re=%2F%2Fevil')).toBe('/');
    expect(afterLoginPath('/access-denied', '?re=/%2F%2Fevil')).toBe('/');
  });

  it.each(KEPT)('/access-denied?re=%j → %j', (re, expected) => {
    expect(afterLoginPath('/access-denied', `?re=${encodeURIComponent(re)}`)).toBe(expected);
  });
});

// Targets built from the pieces open redirects are made of, in any order and encoding.
const PIECES = [...PATH_ESCAPE_PIECES, './', '../', '%25', '\t', '\n', '?', '#', 'profile', '0', ' '];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 4 }, { arbitrary: fc.string({ maxLength: 3 }), weight: 1 });
// Mostly starting with '/', as a target must to stand a chance.
const target = fc.tuple(fc.constantFrom('/', '/', '/', '', '%2F', '\\'), fc.array(piece, { maxLength: 8 })).map(([first, parts]) => first + parts.join(''));

describe('safeReturnPath as a property (fixed seed, bounded)', () => {
  it('only ever answers a path that stays on this site, however it is read again', () => {
    fc.assert(
      fc.property(target, (re) => {
        const out = safeReturnPath(re);
        for (const base of ['https://shop.example/access-denied', 'http://127.0.0.1:8788/a/b/c']) {
          const resolved = new URL(out, base);
          expect(resolved.origin).toBe(new URL(base).origin);
          expect(resolved.pathname.startsWith('//')).toBe(false);
        }
        expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\')).toBe(true);
        // Stable: what it answers passes the rule unchanged.
        expect(safeReturnPath(out)).toBe(out);
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });
});
