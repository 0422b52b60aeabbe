import { describe, expect, it } from 'vitest';
import { digestDue, singaporeDay } from '../../../src/lib/alerts/digest-schedule.ts';
import { effectivePrice, favouriteChange, type FavouriteState } from '../../../src/lib/alerts/favourite-change.ts';
import type { AlertFrequency } from '../../../src/lib/contract/saved-searches.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../../src/server/alerts/unsubscribe-token.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('Singapore calendar days', () => {
  it.each([
    ['2026-11-23T15:59:59Z', '2026-11-23T00:00:00Z', 0], // 23:59:59 and 08:00 in Singapore: one day
    ['2026-11-23T16:00:00Z', '2026-11-23T15:59:59Z', 1], // midnight in Singapore starts the next
    ['2026-11-30T16:00:00Z', '2026-11-23T16:00:00Z', 7],
  ])('%s is %d day(s) after %s', (later, earlier, days) => {
    expect(singaporeDay(at(later)) - singaporeDay(at(earlier))).toBe(days);
  });
});

describe('a digest is due', () => {
  const today = 20_000;
  it.each<[AlertFrequency, number | null, boolean]>([
    ['daily', null, true],
    ['daily', today - 1, true],
    ['daily', today, false], // at most one a day
    ['weekly', null, true],
    ['weekly', today - 6, false],
    ['weekly', today - 7, true],
    ['off', null, false],
    ['off', today - 30, false],
  ])('%s, last sent on day %s: %s', (frequency, last, due) => {
    expect(digestDue(frequency, last, today)).toBe(due);
  });
});

describe('what the digest says about a favourite', () => {
  const now = at('2026-11-23T04:00:00Z');
  const base: FavouriteState = {
    status: 1,
    selling_price: 10_000,
    deal_price: null,
    deal_start: null,
    deal_end: null,
    saved_price: 10_000,
    alerted_price: null,
    alerted_sold: null,
  };
  it.each<[string, Partial<FavouriteState>, ReturnType<typeof favouriteChange>]>([
    ['unchanged', {}, null],
    ['price rose', { selling_price: 11_000 }, null],
    ['price dropped below the saved price', { selling_price: 9_000 }, { kind: 'price-drop', was: 10_000, price: 9_000 }],
    ['a deal in effect is a drop', { deal_price: 8_500, deal_start: now - 60, deal_end: now + 60 }, { kind: 'price-drop', was: 10_000, price: 8_500 }],
    ['a deal not yet started is not', { deal_price: 8_500, deal_start: now + 60 }, null],
    ['a deal that ended is not', { deal_price: 8_500, deal_end: now }, null],
    ['already told this price', { selling_price: 9_000, alerted_price: 9_000 }, null],
    ['a further drop below the price told', { selling_price: 8_000, alerted_price: 9_000 }, { kind: 'price-drop', was: 9_000, price: 8_000 }],
    ['back up after a drop, then down to the told price: nothing', { selling_price: 9_000, alerted_price: 9_000, saved_price: 10_000 }, null],
    ['sold', { status: 2 }, { kind: 'sold', price: 10_000 }],
    ['sold, already told', { status: 2, alerted_sold: 1 }, null],
    ['sold after a price drop: sold is what counts', { status: 2, selling_price: 9_000 }, { kind: 'sold', price: 9_000 }],
  ])('%s', (_name, patch, change) => {
    expect(favouriteChange({ ...base, ...patch }, now)).toStrictEqual(change);
  });

  it('today’s price is the deal price only while the deal is in effect', () => {
    expect(effectivePrice({ selling_price: 100, deal_price: 80, deal_start: null, deal_end: null }, now)).toBe(80);
    expect(effectivePrice({ selling_price: 100, deal_price: 80, deal_start: now + 1, deal_end: null }, now)).toBe(100);
  });
});

describe('signed unsubscribe links', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  const now = at('2026-11-23T04:00:00Z');

  it('verify for the shopper they name, until they expire', async () => {
    const token = await signUnsubscribeToken(secret, 42, now, 60);
    expect(await verifyUnsubscribeToken(secret, token, now)).toStrictEqual({ ok: true, userId: 42 });
    expect(await verifyUnsubscribeToken(secret, token, now + 60 * 86_400 - 1)).toStrictEqual({ ok: true, userId: 42 });
    expect(await verifyUnsubscribeToken(secret, token, now + 60 * 86_400)).toStrictEqual({ ok: false, reason: 'expired' });
  });

  it('refuse any change: another shopper, a later expiry, another signature, another key', async () => {
    const token = await signUnsubscribeToken(secret, 42, now);
    const [id, expiry, mac] = token.split('.') as [string, string, string];
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    expect(await verifyUnsubscribeToken(secret, `43.${expiry}.${mac}`, now)).toStrictEqual({ ok: false, reason: 'signature' });
    expect(await verifyUnsubscribeToken(secret, `${id}.${Number(expiry) + 1}.${mac}`, now)).toStrictEqual({ ok: false, reason: 'signature' });
    expect(await verifyUnsubscribeToken(secret, `${id}.${expiry}.${flipped}`, now)).toStrictEqual({ ok: false, reason: 'signature' });
    expect(await verifyUnsubscribeToken(`${secret}x`, token, now)).toStrictEqual({ ok: false, reason: 'signature' });
  });

  it.each(['', 'abc', '42..x', '42.1.short', '0.1.' + 'A'.repeat(43), '42.1.' + 'A'.repeat(43) + '=', ' 42.1.' + '!'.repeat(43)])(
    'refuse malformed tokens: %j',
    async (token) => {
      expect(await verifyUnsubscribeToken(secret, token, now)).toStrictEqual({ ok: false, reason: 'malformed' });
    },
  );
});
