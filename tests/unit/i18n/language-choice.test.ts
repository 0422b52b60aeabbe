import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageChoiceHref, languageCookie, readLanguageChoice, syncLanguage } from '../../../src/lib/i18n/language-choice.ts';

const ORIGIN = 'https://reluxe.sg';

describe('chooseLanguage', () => {
  it.each([
    // The page it was made on, in the language, with its query.
    ['ms', '/about-us?x=1', null, '/ms/about-us?x=1'],
    ['en', '/ms/about-us?x=1', null, '/about-us?x=1'],
    ['zh-hant', '/zh-hans/faq', null, '/zh-hant/faq'],
    // Without `from`, the Referer (a plain footer link).
    ['zh-hant', null, 'https://reluxe.sg/faq?y=2', '/zh-hant/faq?y=2'],
    // /search in the language, its query kept (issue 26).
    ['ms', '/search?product=bag&l=50&p=1', null, '/ms/search?product=bag&l=50&p=1'],
    // /sell in the language, its query kept (issue 26).
    ['ms', '/sell?brand=Chanel', null, '/ms/sell?brand=Chanel'],
    // Pages with no version in the language yet: English, the choice remembered.
    ['ms', '/admin?x=1', null, '/admin?x=1'],
    // The account forms in the language (issue 26).
    ['ms', '/register', null, '/ms/register'],
    // A product page in the language (issue 26).
    ['zh-hans', '/product-41/book_tote', null, '/zh-hans/product-41/book_tote'],
    ['ms', '/product/2000', null, '/ms/product/2000'],
    // Never another origin, never a loop, never nothing: the home page, in the language.
    ['ms', '//evil.example/x', null, '/ms'],
    ['ms', 'https://evil.example/about-us', null, '/ms'],
    ['ms', '/\\evil.example', null, '/ms'],
    ['ms', null, 'https://evil.example/about-us', '/ms'],
    ['ms', '/language/zh-hant', null, '/ms'],
    ['ms', null, null, '/ms'],
    ['ms', `/about-us?q=${'x'.repeat(3000)}`, null, '/ms'],
    ['en', null, null, '/'],
  ])('%s from %s (Referer %s) → %s', (code, from, referer, location) => {
    expect(chooseLanguage(code, from, referer, ORIGIN)).toEqual({ kind: 'chosen', locale: code, location });
  });

  it.each(['fr', 'EN', 'zh', '', '__proto__', 'zh-hant/../x'])('%s is not one of our languages', (code) => {
    expect(chooseLanguage(code, '/about-us', null, ORIGIN)).toEqual({ kind: 'unknown' });
  });
});

describe('the language cookie', () => {
  it.each([
    ['shopper_lang=zh-hant', 'zh-hant'],
    ['shopper_prefs=USD.3; shopper_lang=ms', 'ms'],
    ['shopper_lang=fr', null],
    ['shopper_lang=', null],
    ['other=ms', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, locale) => {
    expect(readLanguageChoice(header)).toBe(locale);
  });

  it('lasts a year on the whole site, Lax, Secure over HTTPS', () => {
    expect(languageCookie('ms', true)).toBe('shopper_lang=ms; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).toBe('shopper_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('choice links carry the page they were made on', () => {
    expect(languageChoiceHref('ms')).toBe('/language/ms');
    expect(languageChoiceHref('zh-hant', '/about-us?x=1&y=2')).toBe('/language/zh-hant?from=%2Fabout-us%3Fx%3D1%26y%3D2');
  });
});

describe('syncLanguage: the signed-in shopper language between profile and cookie', () => {
  it.each([
    // moment, profile's language, remembered (cookie), what happens
    ['sign-in', 'zh-Hans', 'ms', { kind: 'remember', locale: 'zh-hans' }],
    ['sign-in', 'zh-Hans', null, { kind: 'remember', locale: 'zh-hans' }],
    ['sign-in', 'zh-Hans', 'zh-hans', { kind: 'none' }],
    ['sign-in', null, 'ms', { kind: 'save', locale: 'ms' }],
    ['sign-in', null, null, { kind: 'none' }],
    ['sign-in', undefined, 'ms', { kind: 'none' }],
    ['later', 'zh-Hans', 'ms', { kind: 'save', locale: 'ms' }],
    ['later', 'ms', 'ms', { kind: 'none' }],
    ['later', 'en', null, { kind: 'none' }],
    ['later', null, 'zh-hant', { kind: 'save', locale: 'zh-hant' }],
    ['later', undefined, 'zh-hant', { kind: 'none' }],
    ['later', 'fr', 'en', { kind: 'save', locale: 'en' }],
  ] as const)('%s, profile %j, cookie %j', (moment, profile, remembered, expected) => {
    expect(syncLanguage(moment, profile, remembered)).toEqual(expected);
  });
});
