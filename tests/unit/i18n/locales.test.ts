import { describe, expect, it } from 'vitest';
import { localizeEntries } from '../../../src/lib/i18n/content.ts';
import {
  alternatesOf,
  endonym,
  hasLocalizedPage,
  langTag,
  languageSwitchHref,
  LOCALES,
  localeOfTag,
  localizePath,
  splitLocalePath,
  toLocale,
} from '../../../src/lib/i18n/locales.ts';

describe('splitLocalePath', () => {
  it.each([
    ['/about-us', 'en', '/about-us'],
    ['/', 'en', '/'],
    ['/zh-hant/about-us', 'zh-hant', '/about-us'],
    ['/zh-hans/faq', 'zh-hans', '/faq'],
    ['/ms/privacy-policy', 'ms', '/privacy-policy'],
    ['/ms', 'ms', '/'],
    ['/ms/', 'ms', '/'],
    ['/zh-hant.html', 'zh-hant', '/'],
    ['/en/about-us', 'en', '/en/about-us'],
    ['/zh-hant-x/about-us', 'en', '/zh-hant-x/about-us'],
    ['/msx/about-us', 'en', '/msx/about-us'],
    ['/fr/about-us', 'en', '/fr/about-us'],
    ['/search', 'en', '/search'],
    ['/ZH-HANT/about-us', 'en', '/ZH-HANT/about-us'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/about-us', 'en', '/about-us'],
    ['/about-us', 'ms', '/ms/about-us'],
    ['/', 'zh-hant', '/zh-hant'],
    ['faq', 'zh-hans', '/zh-hans/faq'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
    expect(splitLocalePath(expected).path).toBe(path.startsWith('/') ? path : `/${path}`);
  });
});

describe('languageSwitchHref', () => {
  it.each([
    ['/about-us', '?x=1', 'ms', '/ms/about-us?x=1'],
    ['/ms/about-us', '?x=1', 'en', '/about-us?x=1'],
    ['/zh-hans/faq', '', 'zh-hant', '/zh-hant/faq'],
    ['/faq/', '?', 'zh-hant', '/zh-hant/faq'],
    // /search, rendered at the edge, in every language with its query.
    ['/search', '?product=bag&l=50&p=1', 'ms', '/ms/search?product=bag&l=50&p=1'],
    ['/zh-hant/search', '?product=bag', 'en', '/search?product=bag'],
    // /sell and its estimate's query in the language (issue 26).
    ['/sell', '?brand=Chanel', 'ms', '/ms/sell?brand=Chanel'],
    ['/zh-hant/sell', '?brand=Chanel&model=Classic%20Flap', 'en', '/sell?brand=Chanel&model=Classic%20Flap'],
    // Pages with no version in the language yet keep the shopper on English (the choice is remembered).
    // The content editor (/admin) is for staff, in English only.
    ['/admin', '?x=1', 'ms', '/admin?x=1'],
    // The account forms keep their mailed token (issue 26).
    ['/reset-password', '?token=abc', 'zh-hant', '/zh-hant/reset-password?token=abc'],
    ['/alerts/unsubscribe', '?token=abc', 'ms', '/ms/alerts/unsubscribe?token=abc'],
    ['/', '', 'zh-hant', '/zh-hant'],
    ['/ms/', '?x=1', 'en', '/?x=1'],
    // Product pages are rendered at the edge in every language (issue 26).
    ['/product-41/book_tote', '', 'zh-hans', '/zh-hans/product-41/book_tote'],
    ['/product/2000', '', 'ms', '/ms/product/2000'],
    ['/zh-hant/product/2000/', '?x=1', 'en', '/product/2000?x=1'],
    // A product's recommendations too, rendered at the edge in every language.
    ['/recommended/2000', '', 'ms', '/ms/recommended/2000'],
    ['/zh-hant/recommended/2000', '?x=1', 'en', '/recommended/2000?x=1'],
    ['/recommended/abc', '', 'ms', '/recommended/abc'],
    ['/product/0', '', 'ms', '/product/0'],
    // The profile's tabs and the records they open exist in every language (issue 26).
    ['/profile/2', '?p=2', 'ms', '/ms/profile/2?p=2'],
    ['/zh-hant/profile/0', '', 'en', '/profile/0'],
    ['/profile/5', '', 'ms', '/profile/5'],
    ['/order-detail/RLX-1', '', 'zh-hans', '/zh-hans/order-detail/RLX-1'],
    ['/ms/order-detail/RLX-100204', '', 'zh-hant', '/zh-hant/order-detail/RLX-100204'],
    ['/zh-hant/consignment/3108', '', 'en', '/consignment/3108'],
    ['/consignment/3108/', '', 'ms', '/ms/consignment/3108'],
    ['/ms/consignment-3076/submariner_date_41mm', '', 'zh-hans', '/zh-hans/consignment-3076/submariner_date_41mm'],
    ['/consignment/abc', '', 'ms', '/consignment/abc'],
    ['/order-detail/a/b', '', 'ms', '/order-detail/a/b'],
    ['/favourites', '?sort=price_asc', 'ms', '/ms/favourites?sort=price_asc'],
  ] as const)('%s%s to %s → %s', (pathname, search, target, expected) => {
    expect(languageSwitchHref(pathname, search, target)).toBe(expected);
  });
});

describe('locales', () => {
  it.each([
    ['en', 'en', 'English'],
    ['zh-hans', 'zh-Hans', '简体中文'],
    ['zh-hant', 'zh-Hant', '繁體中文'],
    ['ms', 'ms', 'Bahasa Melayu'],
  ] as const)('%s is %s, %s', (locale, tag, name) => {
    expect(toLocale(locale)).toBe(locale);
    expect(langTag(locale)).toBe(tag);
    expect(endonym(locale)).toBe(name);
  });

  it.each(['', 'EN', 'zh', 'zh-Hant', 'fr', '__proto__', 'constructor', null, undefined])('%s is not one of ours', (code) => {
    expect(toLocale(code)).toBeNull();
  });

  it('localized pages: the pre-rendered ones, the home page and /search', () => {
    expect(hasLocalizedPage('/about-us')).toBe(true);
    expect(hasLocalizedPage('/about-us/')).toBe(true);
    expect(hasLocalizedPage('/search')).toBe(true);
    expect(hasLocalizedPage('/sell')).toBe(true);
    expect(hasLocalizedPage('/register')).toBe(true);
    expect(hasLocalizedPage('/saved-searches')).toBe(true);
    expect(hasLocalizedPage('/alerts/unsubscribe')).toBe(true);
    expect(hasLocalizedPage('/admin')).toBe(false);
    expect(hasLocalizedPage('/')).toBe(true);
  });
});

describe('alternatesOf', () => {
  it('a localized page: every language and x-default on English', () => {
    expect(alternatesOf('/about-us', 'https://reluxe.sg')).toEqual([
      { hreflang: 'en', href: 'https://reluxe.sg/about-us' },
      { hreflang: 'zh-Hans', href: 'https://reluxe.sg/zh-hans/about-us' },
      { hreflang: 'zh-Hant', href: 'https://reluxe.sg/zh-hant/about-us' },
      { hreflang: 'ms', href: 'https://reluxe.sg/ms/about-us' },
      { hreflang: 'x-default', href: 'https://reluxe.sg/about-us' },
    ]);
  });

  it('an English-only page: itself and x-default', () => {
    expect(alternatesOf('/admin', 'https://reluxe.sg')).toEqual([
      { hreflang: 'en', href: 'https://reluxe.sg/admin' },
      { hreflang: 'x-default', href: 'https://reluxe.sg/admin' },
    ]);
  });
});

describe('localizeEntries', () => {
  const english = [{ id: 'our-story' }, { id: 'consign' }];
  const translations = [{ id: 'zh-hant/our-story' }, { id: 'ms/consign' }, { id: 'zh-hant/stray' }];

  it.each([
    [
      'en',
      [
        ['our-story', false],
        ['consign', false],
      ],
    ],
    [
      'zh-hant',
      [
        ['zh-hant/our-story', false],
        ['consign', true],
      ],
    ],
    [
      'ms',
      [
        ['our-story', true],
        ['ms/consign', false],
      ],
    ],
    [
      'zh-hans',
      [
        ['our-story', true],
        ['consign', true],
      ],
    ],
  ] as const)('%s', (locale, expected) => {
    expect(localizeEntries(english, translations, locale).map(({ entry, fallback }) => [entry.id, fallback])).toEqual(expected);
  });
});

describe('localeOfTag', () => {
  it.each([
    ['zh-Hans', 'zh-hans'],
    ['ZH-HANT', 'zh-hant'],
    ['ms', 'ms'],
    ['EN', 'en'],
    ['zh-HK', null],
    ['fr', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j -> %j', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });

  it('reads back every tag langTag writes', () => {
    for (const locale of LOCALES) expect(localeOfTag(langTag(locale))).toBe(locale);
  });
});
