import { describe, expect, it } from 'vitest';
import type { ConsignmentEvent, OrderEvent } from '../../../src/lib/contract/account-area.ts';
import { consignmentStatusWord } from '../../../src/lib/account-area/status-words.ts';
import { consignmentJourney, consignmentRequestSteps, orderTimeline, type TimelineWords } from '../../../src/lib/account-area/timeline.ts';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

const wordsOf = (locale: Locale): TimelineWords => ({ status: messagesOf(locale).profile, record: messagesOf(locale).accountRecord });
const EN = wordsOf('en');

/** Expected states of a timeline with step `current` reached: the steps before it done, it current, the rest upcoming. */
const progress = (current: number, length: number) =>
  Array.from({ length }, (_, index) => (index < current ? 'done' : index === current ? 'current' : 'upcoming'));

const T = (day: number) => `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('orderTimeline', () => {
  const events: OrderEvent[] = [
    { status: 'pending_payment', at: T(1) },
    { status: 'paid', at: T(1) },
    { status: 'processing', at: T(2) },
    { status: 'shipped', at: T(3) },
  ];

  it.each(['pending_payment', 'paid', 'processing', 'shipped', 'delivered'] as const)(
    '%s: the steps before it done, it current, the rest upcoming',
    (status) => {
      const steps = orderTimeline(status, events, EN);
      const keys = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered'];
      expect(steps.map((s) => s.key)).toEqual(keys);
      expect(steps.map((s) => s.state)).toEqual(progress(keys.indexOf(status), keys.length));
    },
  );

  it('dates reached steps only', () => {
    const steps = orderTimeline('shipped', events, EN);
    expect(steps.map((s) => s.at)).toEqual([T(1), T(1), T(2), T(3), null]);
  });

  it('a cancelled order shows the steps it reached, then Cancelled', () => {
    const steps = orderTimeline(
      'cancelled',
      [
        { status: 'pending_payment', at: T(1) },
        { status: 'paid', at: T(1) },
        { status: 'cancelled', at: T(2) },
      ],
      EN,
    );
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Order placed', 'done'],
      ['Payment confirmed', 'done'],
      ['Cancelled', 'stopped'],
    ]);
    expect(steps.at(-1)?.at).toBe(T(2));
  });
});

describe('consignment request and journey', () => {
  const events: ConsignmentEvent[] = [
    { step: 'requested', at: T(1) },
    { step: 'approved', at: T(2) },
    { step: 'received', at: T(5) },
    { step: 'authenticated', at: T(8) },
  ];

  it('requested: submitted is current, approval upcoming, no journey yet', () => {
    expect(consignmentRequestSteps('requested', events.slice(0, 1), EN).map((s) => [s.key, s.state])).toEqual([
      ['requested', 'current'],
      ['approved', 'upcoming'],
    ]);
    expect(consignmentJourney('requested', null, events, EN)).toEqual([]);
  });

  it('rejected: stops at Rejected with no journey', () => {
    const steps = consignmentRequestSteps(
      'rejected',
      [
        { step: 'requested', at: T(1) },
        { step: 'rejected', at: T(3) },
      ],
      EN,
    );
    expect(steps.map((s) => [s.title, s.state, s.at])).toEqual([
      ['Requested', 'done', T(1)],
      ['Rejected', 'stopped', T(3)],
    ]);
    expect(consignmentJourney('rejected', null, events, EN)).toEqual([]);
  });

  it('approved before the piece arrives: every journey step upcoming', () => {
    expect(consignmentRequestSteps('approved', events, EN).map((s) => s.state)).toEqual(['done', 'done']);
    expect(consignmentJourney('approved', null, events, EN).map((s) => s.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it.each(['received', 'authenticated', 'listed', 'sold', 'paid_out'] as const)(
    'stage %s: the stages before it done, it current, the rest upcoming',
    (stage) => {
      const steps = consignmentJourney('approved', stage, events, EN);
      expect(steps.map((s) => s.title)).toEqual(['Received', 'Authenticated', 'Listed', 'Sold', 'Paid out']);
      expect(steps.map((s) => s.state)).toEqual(progress(['received', 'authenticated', 'listed', 'sold', 'paid_out'].indexOf(stage), 5));
    },
  );

  it.each([
    ['requested', null, 'Requested'],
    ['rejected', null, 'Rejected'],
    ['approved', null, 'Approved'],
    ['approved', 'listed', 'Listed'],
    ['approved', 'paid_out', 'Paid out'],
  ] as const)('list label of %s/%s is %s', (status, stage, label) => {
    expect(consignmentStatusWord(status, stage, EN.status)).toBe(label);
  });
});

// Issue 26: the steps speak the page's language; English word for word as before, from the messages.
describe('timelines in each language', () => {
  const ORDER_EVENTS: OrderEvent[] = [
    { status: 'pending_payment', at: T(1) },
    { status: 'paid', at: T(1) },
  ];
  it.each([
    [
      'en',
      ['Order placed', 'Payment confirmed', 'Authenticated & packed', 'Shipped', 'Delivered'],
      'Our specialists re-inspect every piece before it leaves us.',
    ],
    [
      'ms',
      ['Pesanan dibuat', 'Bayaran disahkan', 'Disahkan tulen & dibungkus', 'Dihantar', 'Diterima'],
      'Pakar kami memeriksa semula setiap barangan sebelum dihantar.',
    ],
    ['zh-hant', ['已落單', '已確認付款', '已鑑定及包裝', '已寄出', '已送達'], '每件貨品寄出前，我們的專家都會再次檢查。'],
    ['zh-hans', ['已下单', '已确认付款', '已鉴定并打包', '已发货', '已送达'], '每件单品发出前，我们的专家都会再次检验。'],
  ] as const)('an order in %s', (locale, titles, packed) => {
    const steps = orderTimeline('processing', ORDER_EVENTS, wordsOf(locale));
    expect(steps.map((s) => s.title)).toEqual(titles);
    expect(steps[2]?.detail).toBe(packed);
  });

  it.each([
    ['en', 'Cancelled', 'This order was cancelled. Any payment is refunded to the original method.'],
    ['ms', 'Dibatalkan', 'Pesanan ini telah dibatalkan. Sebarang bayaran dikembalikan melalui kaedah asal.'],
    ['zh-hans', '已取消', '此订单已取消。已付款项将退回原付款方式。'],
  ] as const)('a cancelled order in %s ends at %s', (locale, title, detail) => {
    const last = orderTimeline('cancelled', [{ status: 'cancelled', at: T(2) }], wordsOf(locale)).at(-1);
    expect([last?.title, last?.detail]).toEqual([title, detail]);
  });

  it.each([
    ['en', ['Requested', 'Rejected'], ['Received', 'Authenticated', 'Listed', 'Sold', 'Paid out']],
    ['ms', ['Dimohon', 'Ditolak'], ['Diterima di butik', 'Disahkan tulen', 'Disenaraikan', 'Terjual', 'Bayaran dibuat']],
    ['zh-hant', ['已提交', '未獲接納'], ['已收貨', '已鑑定', '已上架', '已售出', '已向你付款']],
  ] as const)('a consignment in %s: the request and the journey are the status words', (locale, request, journey) => {
    const words = wordsOf(locale);
    expect(consignmentRequestSteps('rejected', [], words).map((s) => s.title)).toEqual(request);
    expect(consignmentJourney('approved', 'listed', [], words).map((s) => s.title)).toEqual(journey);
  });

  it('English details are the spec words, word for word', () => {
    expect(consignmentRequestSteps('requested', [], EN).map((s) => s.detail)).toEqual([
      'We have received your consignment request.',
      'Our team is reviewing your request.',
    ]);
    expect(consignmentJourney('approved', 'paid_out', [], EN).map((s) => s.detail)).toEqual([
      'Your piece has arrived at our boutique.',
      'Our specialists have verified its authenticity and condition.',
      'Your piece is live in the store.',
      'A new owner has bought your piece.',
      'Your payout has been sent.',
    ]);
  });
});
