/**
 * The shopper's currency and location cookie (issue 12): the edge reads it, never trusts it. Every
 * value is looked up in the known lists, field by field; anything else gives the defaults.
 */
import { describe, expect, it, vi } from 'vitest';
import { syncShopperPrefsCookie } from '../../../src/early/prefs-cookie.ts';
import {
  KNOWN_CHOICES,
  KNOWN_CURRENCIES,
  KNOWN_LOCATIONS,
  SHOPPER_PREFS_COOKIE,
  readShopperPrefs,
  serializeShopperPrefs,
  shopperPrefsCookieToWrite,
  shopperPrefsMatch,
  shopperPrefsValue,
} from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCATION } from '../../../src/lib/config/storefront.ts';

const SGD = DEFAULT_CURRENCY.code;
const VIEW_ALL = DEFAULT_LOCATION.id;
const cookie = (value: string) => `${SHOPPER_PREFS_COOKIE}=${value}`;

describe('readShopperPrefs', () => {
  const table: { name: string; header: string | null; currency: string; location: number }[] = [
    { name: 'no Cookie header', header: null, currency: SGD, location: VIEW_ALL },
    { name: 'an empty header', header: '', currency: SGD, location: VIEW_ALL },
    { name: 'other cookies only', header: 'theme=dark; session=abc', currency: SGD, location: VIEW_ALL },
    { name: 'a valid pair', header: cookie('USD.3'), currency: 'USD', location: 3 },
    { name: 'the default pair', header: cookie('SGD.0'), currency: SGD, location: VIEW_ALL },
    { name: 'among other cookies, with spaces', header: `a=1;  ${cookie('JPY.4')} ; b=2`, currency: 'JPY', location: 4 },
    { name: 'the first of two', header: `${cookie('EUR.2')}; ${cookie('GBP.1')}`, currency: 'EUR', location: 2 },
    { name: 'a name that only ends in ours', header: `x${cookie('USD.3')}`, currency: SGD, location: VIEW_ALL },
    { name: 'an unknown currency keeps a valid location', header: cookie('XYZ.5'), currency: SGD, location: 5 },
    { name: 'an unknown location keeps a valid currency', header: cookie('AUD.99'), currency: 'AUD', location: VIEW_ALL },
    { name: 'lower-case currency', header: cookie('usd.3'), currency: SGD, location: 3 },
    { name: 'a negative location', header: cookie('USD.-1'), currency: 'USD', location: VIEW_ALL },
    { name: 'a leading zero', header: cookie('USD.03'), currency: 'USD', location: VIEW_ALL },
    { name: 'a fraction', header: cookie('USD.3.5'), currency: SGD, location: VIEW_ALL },
    { name: 'currency only', header: cookie('HKD'), currency: 'HKD', location: VIEW_ALL },
    { name: 'an empty value', header: cookie(''), currency: SGD, location: VIEW_ALL },
    { name: 'script in the value', header: cookie('<script>.1'), currency: SGD, location: 1 },
    { name: 'a JSON value', header: cookie('{"currency":"USD"}'), currency: SGD, location: VIEW_ALL },
    { name: 'a very long value', header: cookie(`USD.${'9'.repeat(5000)}`), currency: 'USD', location: VIEW_ALL },
    { name: 'Object prototype names', header: cookie('constructor.toString'), currency: SGD, location: VIEW_ALL },
  ];
  for (const row of table) {
    it(`${row.name}: ${row.currency} and location ${row.location}`, () => {
      const prefs = readShopperPrefs(row.header);
      expect(prefs.currency.code).toBe(row.currency);
      expect(prefs.location.id).toBe(row.location);
    });
  }

  it('answers the whole known record, not what the cookie claims', () => {
    expect(readShopperPrefs(cookie('MYR.2'))).toEqual({
      currency: { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit', country_code: 'MY' },
      location: { id: 2, country: 'Malaysia', country_code: 'MY' },
    });
    expect(readShopperPrefs(null)).toEqual({ currency: { ...DEFAULT_CURRENCY }, location: { ...DEFAULT_LOCATION } });
  });

  it('hands out copies: a caller changing one cannot change the next answer', () => {
    readShopperPrefs(cookie('USD.3')).currency.symbol = 'X';
    expect(readShopperPrefs(cookie('USD.3')).currency.symbol).toBe('US$');
  });

  it('every known currency and location round-trips through the cookie', () => {
    for (const currency of KNOWN_CURRENCIES) {
      for (const location of [DEFAULT_LOCATION, ...KNOWN_LOCATIONS]) {
        const prefs = readShopperPrefs(serializeShopperPrefs({ currency, location }, { secure: true }).split(';')[0] ?? '');
        expect(prefs).toEqual({ currency, location });
      }
    }
  });
});

describe('serializeShopperPrefs', () => {
  const usdHongKong = { currency: { code: 'USD' }, location: { id: 3 } };

  it('writes codes only, for the whole site, a year, SameSite=Lax', () => {
    expect(serializeShopperPrefs(usdHongKong, { secure: false })).toBe(`${SHOPPER_PREFS_COOKIE}=USD.3; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('adds Secure on https', () => {
    expect(serializeShopperPrefs(usdHongKong, { secure: true })).toBe(`${SHOPPER_PREFS_COOKIE}=USD.3; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });

  it('writes the defaults for a choice it does not know (a stale local record)', () => {
    expect(shopperPrefsValue({ currency: { code: 'XYZ' }, location: { id: 42 } })).toBe(`${SGD}.${VIEW_ALL}`);
    expect(shopperPrefsValue({ currency: { code: 'GBP' }, location: { id: 42 } })).toBe('GBP.0');
  });
});

describe('shopperPrefsMatch', () => {
  const table: { name: string; header: string | null; expected: boolean }[] = [
    { name: 'no cookie yet', header: null, expected: false },
    { name: 'the same choice', header: `a=1; ${cookie('USD.3')}`, expected: true },
    { name: 'another currency', header: cookie('EUR.3'), expected: false },
    { name: 'another location', header: cookie('USD.0'), expected: false },
    { name: 'a tampered value', header: cookie('USD.3x'), expected: false },
  ];
  for (const row of table) {
    it(`${row.name}: ${row.expected}`, () => {
      expect(shopperPrefsMatch(row.header, { currency: { code: 'USD' }, location: { id: 3 } })).toBe(row.expected);
    });
  }
});

describe('shopperPrefsCookieToWrite: the browser keeps the cookie beside the global record', () => {
  const record = (currency: unknown, location: unknown) => JSON.stringify({ currency, location, isDownloadPopup: false, isDownloadBanner: true });
  const usdHongKong = record({ code: 'USD', symbol: 'US$' }, { id: 3, country: 'Hong Kong', country_code: 'HK' });
  const table: { name: string; stored: string | null; cookie: string; secure: boolean; expected: string | null }[] = [
    { name: 'no record yet: nothing to write', stored: null, cookie: '', secure: false, expected: null },
    { name: 'unreadable record', stored: '{oops', cookie: '', secure: false, expected: null },
    {
      name: 'a record and no cookie',
      stored: usdHongKong,
      cookie: 'a=1',
      secure: false,
      expected: serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: false }),
    },
    {
      name: 'on https',
      stored: usdHongKong,
      cookie: '',
      secure: true,
      expected: serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: true }),
    },
    { name: 'the cookie already matches', stored: usdHongKong, cookie: `a=1; ${cookie('USD.3')}`, secure: false, expected: null },
    {
      name: 'the cookie says another choice',
      stored: usdHongKong,
      cookie: cookie('EUR.0'),
      secure: false,
      expected: serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: false }),
    },
    {
      name: 'an unknown stored choice reads as the defaults: no cookie needed',
      stored: record({ code: 'XYZ' }, { id: 99 }),
      cookie: '',
      secure: false,
      expected: null,
    },
    {
      name: 'an unknown stored choice rewrites a cookie to the defaults',
      stored: record({ code: 'XYZ' }, { id: 99 }),
      cookie: cookie('USD.3'),
      secure: false,
      expected: serializeShopperPrefs({ currency: { code: SGD }, location: { id: VIEW_ALL } }, { secure: false }),
    },
    { name: 'a record without a choice, default cookie present', stored: '{}', cookie: cookie('SGD.0'), secure: false, expected: null },
    { name: 'a record holding the defaults and no cookie', stored: record({ code: 'SGD' }, { id: 0 }), cookie: '', secure: false, expected: null },
    {
      name: 'no record but a cookie from before storage was cleared: back to the defaults',
      stored: null,
      cookie: cookie('EUR.3'),
      secure: false,
      expected: serializeShopperPrefs({ currency: { code: SGD }, location: { id: VIEW_ALL } }, { secure: false }),
    },
    {
      name: 'an unreadable record and a cookie: the defaults, as the store reads it',
      stored: '{oops',
      cookie: cookie('EUR.3'),
      secure: true,
      expected: serializeShopperPrefs({ currency: { code: SGD }, location: { id: VIEW_ALL } }, { secure: true }),
    },
  ];
  for (const row of table) {
    it(row.name, () => {
      expect(shopperPrefsCookieToWrite(row.stored, row.cookie, row.secure, KNOWN_CHOICES)).toBe(row.expected);
    });
  }

  it('the head script writes the same cookie from local storage, and nothing when it matches; a page it rewrote is marked repriced', () => {
    // A page the edge did not render (no data-priced-with stamp): the cookie store says what the page has.
    const run = (stored: string | null, cookieHeader: string, protocol: string) => {
      const written: string[] = [];
      const document = {
        documentElement: { dataset: { wake: 'prefs' } as Record<string, string> },
        get cookie() {
          return cookieHeader;
        },
        set cookie(value: string) {
          written.push(value);
        },
      };
      const localStorage = { getItem: (key: string) => (key === 'global' ? stored : null) };
      vi.stubGlobal('localStorage', localStorage);
      vi.stubGlobal('document', document);
      vi.stubGlobal('location', { protocol });
      // A first visit's check waits for the first screen (the head script's tests follow it there).
      vi.stubGlobal('addEventListener', () => undefined);
      syncShopperPrefsCookie(KNOWN_CHOICES);
      vi.unstubAllGlobals();
      return { written, wake: document.documentElement.dataset['wake'] };
    };
    expect(run(usdHongKong, '', 'https:')).toEqual({
      written: [serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: true })],
      wake: 'prefs repriced',
    });
    expect(run(usdHongKong, cookie('EUR.3'), 'http:')).toEqual({
      written: [serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: false })],
      wake: 'prefs repriced',
    });
    expect(run(usdHongKong, cookie('USD.3'), 'https:')).toEqual({ written: [], wake: 'prefs' });
    expect(run(null, '', 'http:')).toEqual({ written: [], wake: 'prefs' });
  });
});
