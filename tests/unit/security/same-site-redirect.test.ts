import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../../../src/lib/accounts/redirects.ts';
import { mobileAppsConfig } from '../../../src/lib/config/mobile-apps.ts';
import { chooseLanguage } from '../../../src/lib/i18n/language-choice.ts';
import { LOCALES, localizePath, type Locale } from '../../../src/lib/i18n/locales.ts';
import { sameOriginPath, sameSitePath } from '../../../src/lib/navigation/same-site.ts';
import { activationLandingPath } from '../../../src/server/accounts/activation.ts';
import { isAllowedAppLinkTarget } from '../../../src/server/applinks/resolve.ts';
import { PATH_ESCAPE_PIECES } from './path-pieces.ts';

// Issue 35: every redirect the store sends goes through one same-site rule that judges the FINAL
// Location (after parsing, normalising and taking the locale off and on again).
const ORIGIN = 'https://reluxe.sg';

/** Whether a Location, as a browser resolves it from any page of ours, stays on this site. */
function staysHere(location: string): boolean {
  for (const base of [`${ORIGIN}/`, `${ORIGIN}/ms/about-us`, 'http://127.0.0.1:8788/a/b/c']) {
    const resolved = new URL(location, base);
    if (resolved.origin !== new URL(base).origin || resolved.pathname.startsWith('//')) return false;
    // A browser that decodes once more must land here too.
    let decoded = location;
    for (let i = 0; i < 4; i += 1) decoded = decoded.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const again = new URL(decoded.replace(/\\/g, '/'), base);
    if (again.origin !== new URL(base).origin || again.pathname.startsWith('//')) return false;
  }
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

// The vectors of the issue (GET /language/en?from=...), each once answered 303 Location: //evil.example.
const ISSUE_FROM = [
  '/.//evil.example',
  '/zh-hans//evil.example/search?x=1',
  '/../..//evil.example',
  '/./\\evil.example',
  '/zh-hant/\\evil.example',
  '/ms/..//evil.example',
  '/ms/%2F%2Fevil.example',
];
// More of the same family: every locale prefix, encodings, mixed separators, schemes.
const MORE_FROM = [
  '/ms//evil.example',
  '/ms///evil.example',
  '/zh-hans/\\\\evil.example',
  '/zh-hant/%5C%5Cevil.example',
  '/zh-hant/%5c/evil.example',
  '/ms/%252F%252Fevil.example',
  '/ms/%2e%2e/%2F%2Fevil.example',
  '/ms/.%2e//evil.example',
  '/ms.html//evil.example',
  '/zh-hans.html/\\evil.example',
  '/zh-hans/./\\evil.example',
  '/zh-hans/%2F/evil.example',
  '/ms/\t/evil.example',
  '/ms/%09/evil.example',
  '/ms/%0a/evil.example',
  '/en//evil.example',
  '//evil.example',
  '///evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'https://evil.example/about-us',
  'https:evil.example',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/search/..//evil.example?x=1',
  '/about-us/../..//evil.example',
  '/ms/about-us/../..//evil.example',
];
const REFERERS = [
  `${ORIGIN}/ms//evil.example`,
  `${ORIGIN}/zh-hans//evil.example/search?x=1`,
  `${ORIGIN}/zh-hant/%2F%2Fevil.example`,
  `${ORIGIN}/ms/%5C%5Cevil.example`,
  `${ORIGIN}//evil.example`,
  'https://evil.example/about-us',
  `${ORIGIN}.evil.example/about-us`,
  `${ORIGIN}@evil.example/about-us`,
  'not a url',
];

describe('the language switch answers a same-site Location for every redirect vector', () => {
  const cases = LOCALES.flatMap((code) => [...ISSUE_FROM, ...MORE_FROM].map((from) => [code, from] as const));
  it.each(cases)('/language/%s?from=%j stays here', (code, from) => {
    const choice = chooseLanguage(code, from, null, ORIGIN);
    expect(choice.kind).toBe('chosen');
    if (choice.kind !== 'chosen') return;
    expect(staysHere(choice.location)).toBe(true);
    expect(choice.location).not.toContain('//');
  });

  it.each(ISSUE_FROM)('%j from the issue goes to the home page in the language chosen, or a page of this site', (from) => {
    const choice = chooseLanguage('en', from, null, ORIGIN);
    expect(choice).toMatchObject({ kind: 'chosen' });
    if (choice.kind === 'chosen') expect(['/', '/evil.example', '/evil.example/search?x=1']).toContain(choice.location);
  });

  it.each(LOCALES.flatMap((code) => REFERERS.map((referer) => [code, referer] as const)))('/language/%s with Referer %j stays here', (code, referer) => {
    const choice = chooseLanguage(code, null, referer, ORIGIN);
    if (choice.kind !== 'chosen') throw new Error('not chosen');
    expect(staysHere(choice.location)).toBe(true);
    expect(choice.location).not.toContain('//');
  });

  it.each([
    ['en', '/.//evil.example', '/'],
    ['ms', '/.//evil.example', '/ms'],
    ['zh-hant', '/ms/%2F%2Fevil.example', '/zh-hant'],
    ['zh-hans', '/../..//evil.example', '/zh-hans'],
  ] as const)('a refused target in %s goes to that language home page (%j → %s)', (code, from, home) => {
    expect(chooseLanguage(code, from, null, ORIGIN)).toEqual({ kind: 'chosen', locale: code, location: home });
  });

  it('keeps honest pages and their queries', () => {
    expect(chooseLanguage('ms', '/search?product=louis%20vuitton&brand=a%26b', null, ORIGIN)).toMatchObject({
      location: '/ms/search?product=louis%20vuitton&brand=a%26b',
    });
    expect(chooseLanguage('en', '/zh-hant/product/2000', null, ORIGIN)).toMatchObject({ location: '/product/2000' });
    expect(chooseLanguage('zh-hans', null, `${ORIGIN}/ms/faq?y=2`, ORIGIN)).toMatchObject({ location: '/zh-hans/faq?y=2' });
  });
});

describe('sameSitePath: the one rule', () => {
  it.each([...ISSUE_FROM, ...MORE_FROM])('%j never leaves the site', (target) => {
    expect(staysHere(sameSitePath(target, '/home'))).toBe(true);
  });

  it.each([
    ['/.//evil.example', '/ms', '/ms'],
    ['//evil.example', '/zh-hant', '/zh-hant'],
    ['/ms//evil.example', '/', '/ms/evil.example'],
    ['/a//b///c?x=1#y', '/', '/a/b/c?x=1#y'],
    ['/profile/0/../1', '/', '/profile/1'],
    ['/search?product=%2F%2Fevil', '/', '/search?product=%2F%2Fevil'],
    [`/about-us?q=${'x'.repeat(3000)}`, '/', '/'],
    [null, '/ms', '/ms'],
  ] as const)('%j (home %s) → %s', (target, home, expected) => {
    expect(sameSitePath(target, home)).toBe(expected);
  });

  it.each([
    [`${ORIGIN}/ms//evil.example`, '/ms/evil.example'],
    [`${ORIGIN}//evil.example`, null],
    // On this site as it stands; the language switch judges it again once the locale is off.
    [`${ORIGIN}/ms/%2F%2Fevil.example`, '/ms/%2F%2Fevil.example'],
    ['https://evil.example/x', null],
    ['garbage', null],
    [null, null],
  ] as const)('sameOriginPath(%j) → %j', (address, expected) => {
    expect(sameOriginPath(address, ORIGIN)).toBe(expected);
  });
});

describe('every other redirect takes the same rule', () => {
  it.each(LOCALES.flatMap((locale) => [...ISSUE_FROM, ...MORE_FROM].map((re) => [locale, re] as const)))(
    'login from /%s/access-denied?re=%j returns to a page of this site',
    (locale, re) => {
      const out = afterLoginPath(localizePath('/access-denied', locale), `?re=${encodeURIComponent(re)}`);
      expect(out).not.toBeNull();
      expect(staysHere(out ?? '')).toBe(true);
    },
  );

  it.each([...LOCALES, null] as (Locale | null)[])('the activation link lands on a page of this site (%s)', (locale) => {
    for (const activated of [true, false]) expect(staysHere(activationLandingPath(activated, locale))).toBe(true);
  });

  it.each([...ISSUE_FROM, ...MORE_FROM])('app links refuse %j', (target) => {
    expect(isAllowedAppLinkTarget(target, mobileAppsConfig({}))).toBe(false);
  });
});

// Fuzz: language switches from targets built of the pieces redirects are escaped with.
const PIECES = [...PATH_ESCAPE_PIECES, './', '../', '%25', '%5c', '\t', '?', '#', 'ms', 'zh-hans', 'zh-hant', 'en', '.html', 'search', ' '];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 5 }, { arbitrary: fc.string({ maxLength: 3 }), weight: 1 });
const target = fc
  .tuple(fc.constantFrom('/', '/', '/ms/', '/zh-hans/', '/zh-hant/', '', '\\', '%2F'), fc.array(piece, { maxLength: 8 }))
  .map(([first, parts]) => first + parts.join(''));

describe('redirect targets as a property (fixed seed, bounded)', () => {
  it('a language switch from any target or Referer answers a Location on this site', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), target, fc.boolean(), (code, raw, asReferer) => {
        const choice = asReferer
          ? chooseLanguage(code, null, `${ORIGIN}${raw.startsWith('/') ? '' : '/'}${raw}`, ORIGIN)
          : chooseLanguage(code, raw, null, ORIGIN);
        if (choice.kind !== 'chosen') return false;
        expect(staysHere(choice.location)).toBe(true);
        expect(sameSitePath(choice.location, '')).toBe(choice.location);
        return true;
      }),
      { numRuns: 3000, seed: 20261128 },
    );
  });

  it('sameSitePath answers a fixed point on this site', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const out = sameSitePath(raw, '/');
        expect(staysHere(out)).toBe(true);
        expect(sameSitePath(out, '')).toBe(out);
      }),
      { numRuns: 3000, seed: 20261129 },
    );
  });
});
