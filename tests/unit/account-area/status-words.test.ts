/** The profile's status words, counts and dates in each language (issue 26). */
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from '../../../src/lib/account-area/dates.ts';
import { consignmentStatusWord, countWord, orderStatusWord, requestStatusWord } from '../../../src/lib/account-area/status-words.ts';
import { CONSIGNMENT_STAGES } from '../../../src/lib/contract/account-area.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

const en = messagesOf('en').profile;
const ms = messagesOf('ms').profile;
const hant = messagesOf('zh-hant').profile;

describe('status words', () => {
  // The one source of the English status words (the record pages say these too, timeline.ts).
  it('English says word for word what the order and consignment pages always said', () => {
    const ORDER = {
      pending_payment: 'Awaiting payment',
      paid: 'Paid',
      processing: 'Processing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    } as const;
    for (const [status, label] of Object.entries(ORDER)) expect(orderStatusWord(status as keyof typeof ORDER, en)).toBe(label);
    const REQUEST = { requested: 'Requested', approved: 'Approved', rejected: 'Rejected' } as const;
    for (const [status, label] of Object.entries(REQUEST)) expect(requestStatusWord(status as keyof typeof REQUEST, en)).toBe(label);
    const STAGE = { received: 'Received', authenticated: 'Authenticated', listed: 'Listed', sold: 'Sold', paid_out: 'Paid out' } as const;
    for (const stage of CONSIGNMENT_STAGES) {
      expect(consignmentStatusWord('approved', stage, en)).toBe(STAGE[stage]);
      expect(consignmentStatusWord('rejected', stage, en)).toBe('Rejected');
    }
    expect(consignmentStatusWord('approved', null, en)).toBe('Approved');
  });

  it.each([
    ['delivered', ms, 'Diterima'],
    ['shipped', ms, 'Dihantar'],
    ['pending_payment', ms, 'Menunggu bayaran'],
    ['cancelled', hant, '已取消'],
    ['shipped', hant, '已寄出'],
  ] as const)('order %s → %s', (status, words, expected) => {
    expect(orderStatusWord(status, words)).toBe(expected);
  });

  it.each([
    ['requested', null, ms, 'Dimohon'],
    ['approved', null, ms, 'Diluluskan'],
    ['approved', 'listed', ms, 'Disenaraikan'],
    ['approved', 'paid_out', hant, '已向你付款'],
    ['rejected', 'sold', hant, '未獲接納'],
  ] as const)('consignment %s at %s → %s', (status, stage, words, expected) => {
    expect(consignmentStatusWord(status, stage, words)).toBe(expected);
  });
});

describe('countWord', () => {
  it.each([
    [1, 'en', '1 order'],
    [12, 'en', '12 orders'],
    [1200, 'en', '1200 orders'],
    [1200, 'ms', '1,200 orders'],
    [0, 'zh-Hant', '0 orders'],
  ])('%i in %s → %s', (count, lang, expected) => {
    expect(countWord(count, '1 order', '{count} orders', lang)).toBe(expected);
  });
});

describe('dates in the page language, in Singapore time', () => {
  const late = '2026-09-14T17:30:00.000Z'; // 15 Sep, 01:30 in Singapore
  // en-GB writes September 'Sept' in recent ICU, 'Sep' in older ones.
  it.each([
    ['en', /^15 Sept? 2026$/],
    ['ms', /^15 Sep 2026$/],
    ['zh-Hans', /^2026年9月15日$/],
    ['zh-Hant', /^2026年9月15日$/],
  ])('%s → %s', (lang, expected) => {
    expect(formatDay(late, lang)).toMatch(expected);
  });

  it('English is the day-month-year the store always showed; nothing for a missing date', () => {
    expect(formatDay(late)).toMatch(/^15 Sept? 2026$/);
    expect(formatDayTime(late)).toMatch(/^15 Sept? 2026, 01:30$/);
    expect(formatDay(null, 'ms')).toBe('');
    expect(formatDay('not a date', 'zh-Hans')).toBe('');
  });
});
