import { describe, expect, it } from 'vitest';
import { cardPrice, dealInEffectSql, dealWindowOpen, isDealInEffect } from '../../../src/lib/catalog/deal.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const PAST = '2026-06-14T12:00:00Z';
const FUTURE = '2026-06-16T12:00:00Z';

describe('isDealInEffect (card: start missing or past, end missing or future)', () => {
  const table: [string, { price: number; start_time: string | null; end_time: string | null } | null, boolean][] = [
    ['no deal', null, false],
    ['no start, no end', { price: 90, start_time: null, end_time: null }, true],
    ['past start, no end', { price: 90, start_time: PAST, end_time: null }, true],
    ['no start, future end', { price: 90, start_time: null, end_time: FUTURE }, true],
    ['past start, future end', { price: 90, start_time: PAST, end_time: FUTURE }, true],
    ['future start', { price: 90, start_time: FUTURE, end_time: null }, false],
    ['past end', { price: 90, start_time: null, end_time: PAST }, false],
    ['past start, past end', { price: 90, start_time: PAST, end_time: PAST }, false],
    ['future start, future end', { price: 90, start_time: FUTURE, end_time: FUTURE }, false],
    ['ends exactly now', { price: 90, start_time: PAST, end_time: '2026-06-15T12:00:00Z' }, false],
    ['starts exactly now', { price: 90, start_time: '2026-06-15T12:00:00Z', end_time: null }, true],
    // A time that cannot be read is not open-ended (was: in effect for ever).
    ['unreadable end', { price: 90, start_time: PAST, end_time: 'soon' }, false],
    ['unreadable start', { price: 90, start_time: 'yesterday', end_time: null }, false],
    ['empty strings are missing', { price: 90, start_time: '', end_time: '' }, true],
  ];
  it.each(table)('%s → %s', (_name, deal, expected) => {
    expect(isDealInEffect(deal, NOW)).toBe(expected);
  });
});

describe('cardPrice', () => {
  it('strikes the selling price through and shows the deal price when the deal is in effect', () => {
    expect(cardPrice({ selling_price: 1000, deal: { price: 800, start_time: PAST, end_time: FUTURE } }, NOW)).toEqual({
      price: 800,
      struckPrice: 1000,
    });
  });
  it('shows the selling price alone without a deal in effect', () => {
    expect(cardPrice({ selling_price: 1000, deal: { price: 800, start_time: FUTURE, end_time: null } }, NOW)).toEqual({
      price: 1000,
      struckPrice: null,
    });
    expect(cardPrice({ selling_price: 1000, deal: null }, NOW)).toEqual({ price: 1000, struckPrice: null });
  });
});

describe('dealWindowOpen: the one window rule (seconds on the server, ms on the client)', () => {
  const now = 1_800_000_000;
  it.each([
    ['open on both sides', null, null, true],
    ['started, no end', now - 10, null, true],
    ['starts exactly now', now, null, true],
    ['not started yet', now + 1, null, false],
    ['no start, ends later', null, now + 1, true],
    ['no start, ended exactly now', null, now, false],
    ['no start, ended', null, now - 1, false],
    ['inside the window', now - 100, now + 100, true],
    ['window in the future', now + 100, now + 200, false],
    ['window in the past', now - 200, now - 100, false],
  ])('%s', (_name, start, end, expected) => {
    expect(dealWindowOpen(start, end, now)).toBe(expected);
  });
});

describe('dealInEffectSql', () => {
  it('states the same rule over the columns of the given alias, with now twice', () => {
    const sql = dealInEffectSql('i');
    expect(sql.sql).toBe('i.deal_price IS NOT NULL AND (i.deal_start IS NULL OR i.deal_start <= ?) AND (i.deal_end IS NULL OR i.deal_end > ?)');
    expect(sql.params(42)).toStrictEqual([42, 42]);
  });
});
