import { describe, expect, it } from 'vitest';
import { detectDevice, downloadStoreHref } from '../../../src/lib/device/device.ts';
import { formatPrice } from '../../../src/lib/format/money.ts';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  blackberry: 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.1.0.4633 Mobile Safari/537.10+',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('device detection (spec: Android, iOS, BlackBerry, Opera Mini, Windows Phone)', () => {
  it.each([
    ['android', UA.android, 0, '', { android: true, ios: false, mobile: true }],
    ['iphone', UA.iphone, 5, 'iPhone', { android: false, ios: true, mobile: true }],
    ['iPadOS reporting a Mac', UA.ipadOs, 5, 'MacIntel', { ios: true, mobile: true }],
    ['a real Mac', UA.ipadOs, 0, 'MacIntel', { ios: false, mobile: false }],
    ['blackberry', UA.blackberry, 0, '', { blackberry: true, mobile: true }],
    ['opera mini', UA.operaMini, 0, '', { operaMini: true, mobile: true }],
    ['windows phone (also says Android)', UA.windowsPhone, 0, '', { windowsPhone: true, android: false, mobile: true }],
    ['desktop', UA.desktop, 0, 'Linux x86_64', { mobile: false }],
  ])('%s', (_name, ua, touch, platform, expected) => {
    expect(detectDevice(ua, touch, platform)).toMatchObject(expected);
  });

  const links = { android: 'https://play.example/app?id=x', ios: 'https://apps.example/app/id1' };
  it('Download opens the Android store on Android, else the iOS one, with goto=store', () => {
    expect(downloadStoreHref(detectDevice(UA.android), links)).toBe('https://play.example/app?id=x&goto=store');
    expect(downloadStoreHref(detectDevice(UA.iphone), links)).toBe('https://apps.example/app/id1?goto=store');
    expect(downloadStoreHref(detectDevice(UA.blackberry), links)).toBe('https://apps.example/app/id1?goto=store');
  });
});

describe('prices: whole numbers, thousands separators, currency symbol (spec section 9)', () => {
  it.each([
    [0, 'S$', 'S$0'],
    [999.49, 'S$', 'S$999'],
    [999.5, 'S$', 'S$1,000'],
    [12345.6, 'S$', 'S$12,346'],
    [1234567, '¥', '¥1,234,567'],
    [-1500, 'US$', '-US$1,500'],
    [null, 'S$', ''],
    [undefined, 'S$', ''],
    [Number.NaN, 'S$', ''],
  ])('formatPrice(%s, %s) = %s', (amount, symbol, expected) => {
    expect(formatPrice(amount, symbol)).toBe(expected);
  });

  it('groups digits exactly as en-US Intl does, at every length and past plain digits', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const amounts = [
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      9999,
      10000,
      99999,
      100000,
      999999,
      1000000,
      123456789,
      1234567890123,
      Number.MAX_SAFE_INTEGER,
      1e20,
      1e21,
      1.5e25,
    ];
    for (const amount of amounts) {
      expect(formatPrice(amount, '$')).toBe(`$${intl.format(amount)}`);
      expect(formatPrice(-amount, '$')).toBe(`-$${intl.format(amount)}`);
    }
  });
});
