import { describe, expect, it } from 'vitest';
import { languageToOffer, localeOfRange, preferredLocale } from '../../../src/lib/i18n/accept-language.ts';

describe('preferredLocale', () => {
  it.each([
    ['zh-HK,zh;q=0.9,en;q=0.8', 'zh-hant'],
    ['zh-TW', 'zh-hant'],
    ['zh-MO', 'zh-hant'],
    ['zh-Hant-SG', 'zh-hant'],
    ['zh-CN,zh;q=0.9', 'zh-hans'],
    ['zh-SG', 'zh-hans'],
    ['zh', 'zh-hans'],
    ['zh-Hans-HK', 'zh-hans'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['ms', 'ms'],
    ['en-GB,en;q=0.9', 'en'],
    ['en-SG,zh-SG;q=0.9', 'en'],
    // Quality wins over order; equal qualities keep the first.
    ['en;q=0.5,ms;q=0.8', 'ms'],
    ['ms,zh-HK', 'ms'],
    ['fr-FR,fr;q=0.9,zh-TW;q=0.7,en;q=0.6', 'zh-hant'],
    // q=0 refuses a language.
    ['ms;q=0,en;q=0.3', 'en'],
    ['*', null],
    ['fr,de', null],
    ['', null],
    [null, null],
    // Malformed entries are skipped, the rest read.
    ['<script>,ms', 'ms'],
    ['ms;q=abc', null],
    ['ms;q=abc,en;q=0.1', 'en'],
    ['ms;q=2,zh-HK;q=0.5', 'zh-hant'],
    [`${'x,'.repeat(300)}ms`, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });
});

describe('localeOfRange', () => {
  it.each([
    ['ZH-hk', 'zh-hant'],
    ['ms-SG', 'ms'],
    ['en-US', 'en'],
    ['id', null],
  ])('%s → %s', (range, expected) => {
    expect(localeOfRange(range)).toBe(expected);
  });
});

describe('languageToOffer', () => {
  it.each([
    ['zh-HK', 'en', 'zh-hant'],
    ['en-GB', 'en', null],
    ['ms-MY', 'ms', null],
    ['fr', 'en', null],
  ] as const)('%s on a %s page → %s', (header, page, expected) => {
    expect(languageToOffer(header, page)).toBe(expected);
  });
});
