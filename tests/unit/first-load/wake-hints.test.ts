import { describe, expect, it, vi } from 'vitest';
import { addWakeHints } from '../../../src/early/wake-hints.ts';
import { wakeHints, wakeHintSelector, type WakeHintInputs } from '../../../src/lib/navigation/wake-hints.ts';
import { GLOBAL_DEFAULTS } from '../../../src/stores/global.ts';

const base: WakeHintInputs = {
  global: null,
  carriedToasts: null,
  earlySearches: null,
  favourites: null,
  viewed: null,
  auth: null,
  search: '',
  mobileDevice: false,
  appForDevice: false,
  android: false,
};
const record = (patch: Record<string, unknown>) => JSON.stringify({ ...GLOBAL_DEFAULTS, ...patch });

describe('wakeHints', () => {
  const cases: [string, Partial<WakeHintInputs>, string[]][] = [
    ['first visit on a desktop', {}, []],
    ['the default record', { global: record({}) }, []],
    ['a chosen currency', { global: record({ currency: { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' } }) }, ['prefs']],
    ['a chosen location', { global: record({ location: { id: 3, country: 'Hong Kong', country_code: 'HK' } }) }, ['prefs']],
    ['a malformed record', { global: '{not json' }, []],
    ['a record that is not an object', { global: '42' }, []],
    ['a carried toast', { carriedToasts: '[{"severity":"info","summary":"Hi","leavesAt":1}]' }, ['toast']],
    ['searches queued before the box woke', { earlySearches: '["kelly"]' }, ['searches']],
    ['an empty queue', { earlySearches: '[]' }, []],
    ['an empty carried list', { carriedToasts: '[]' }, []],
    ['login=1', { search: '?login=1' }, ['dialogs']],
    ['login=0', { search: '?login=0' }, []],
    ['an activation report', { search: '?activated=0&login=1' }, ['dialogs']],
    ['an iPhone with an app, banner not hidden', { mobileDevice: true, appForDevice: true }, ['banner']],
    ['an Android phone with an app, banner not hidden', { mobileDevice: true, appForDevice: true, android: true }, ['banner', 'android']],
    ['a phone without an app for it', { mobileDevice: true, appForDevice: false }, []],
    ['a phone, banner hidden', { mobileDevice: true, appForDevice: true, global: record({ isDownloadBanner: false }) }, []],
    [
      'an old record that hid the banner with the popup flag',
      { mobileDevice: true, appForDevice: true, global: JSON.stringify({ isDownloadPopup: false }) },
      [],
    ],
    [
      'a guest with favourites on this device',
      { favourites: JSON.stringify({ guest: [{ id: 7, saved_at: '2026-11-01T00:00:00Z', saved_price: 100, currency: 'SGD' }], owner: null, account: [] }) },
      ['favourites'],
    ],
    ["the copy of a signed-in shopper's ids", { favourites: JSON.stringify({ guest: [], owner: 3, account: [7, 9] }) }, ['favourites']],
    ['an empty favourites record', { favourites: JSON.stringify({ guest: [], owner: null, account: [] }) }, []],
    ['an unreadable favourites record', { favourites: '{nope' }, []],
    ['pieces viewed on this device', { viewed: '[2000,2001]' }, ['viewed']],
    ['an empty viewed list', { viewed: '[]' }, []],
    ['an unreadable viewed list', { viewed: '[2000' }, []],
    ['a viewed list that is not a list', { viewed: '{"0":2000}' }, []],
    ['the download dialog left open', { global: record({ isDownloadPopup: true }) }, ['download']],
    ['a mailed link with a token', { search: '?token=abc.def' }, ['token']],
    ['an empty token', { search: '?token=%20' }, []],
    ['a social sign-up waiting to be completed', { auth: JSON.stringify({ token: null, pendingSocial: { email: 'a@b.c', provider: 'google' } }) }, ['pending']],
    ['no sign-up waiting', { auth: JSON.stringify({ token: null, pendingSocial: null }) }, []],
    ['an unreadable auth record', { auth: '{nope' }, []],
    [
      'everything at once',
      {
        global: record({ currency: { code: 'EUR' }, isDownloadPopup: true }),
        carriedToasts: '[1]',
        search: '?login=1',
        mobileDevice: true,
        appForDevice: true,
      },
      ['prefs', 'toast', 'dialogs', 'download', 'banner'],
    ],
  ];
  it.each(cases)('%s', (_name, inputs, expected) => {
    expect(wakeHints({ ...base, ...inputs })).toEqual(expected);
  });

  it('adds hints beside those already on <html>, once each', () => {
    const dataset: Record<string, string> = {};
    vi.stubGlobal('document', { documentElement: { dataset } });
    const run = (hints: string[]) => addWakeHints(hints);
    run([]);
    expect(dataset['wake']).toBeUndefined();
    run(['repriced']);
    run(['prefs', 'repriced', 'toast']);
    expect(dataset['wake']).toBe('repriced prefs toast');
    vi.unstubAllGlobals();
  });

  it('names a selector on <html>', () => {
    expect(wakeHintSelector('prefs')).toBe('html[data-wake~="prefs"]');
  });
});
