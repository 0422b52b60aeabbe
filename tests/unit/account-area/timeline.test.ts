import { describe, expect, it } from 'vitest';
import type { ConsignmentEvent, OrderEvent } from '../../../src/lib/contract/account-area.ts';
import { consignmentJourney, consignmentRequestSteps, consignmentStatusLabel, orderTimeline } from '../../../src/lib/account-area/timeline.ts';

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
      const steps = orderTimeline(status, events);
      const keys = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered'];
      expect(steps.map((s) => s.key)).toEqual(keys);
      expect(steps.map((s) => s.state)).toEqual(progress(keys.indexOf(status), keys.length));
    },
  );

  it('dates reached steps only', () => {
    const steps = orderTimeline('shipped', events);
    expect(steps.map((s) => s.at)).toEqual([T(1), T(1), T(2), T(3), null]);
  });

  it('a cancelled order shows the steps it reached, then Cancelled', () => {
    const steps = orderTimeline('cancelled', [
      { status: 'pending_payment', at: T(1) },
      { status: 'paid', at: T(1) },
      { status: 'cancelled', at: T(2) },
    ]);
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
    expect(consignmentRequestSteps('requested', events.slice(0, 1)).map((s) => [s.key, s.state])).toEqual([
      ['requested', 'current'],
      ['approved', 'upcoming'],
    ]);
    expect(consignmentJourney('requested', null, events)).toEqual([]);
  });

  it('rejected: stops at Rejected with no journey', () => {
    const steps = consignmentRequestSteps('rejected', [
      { step: 'requested', at: T(1) },
      { step: 'rejected', at: T(3) },
    ]);
    expect(steps.map((s) => [s.title, s.state, s.at])).toEqual([
      ['Requested', 'done', T(1)],
      ['Rejected', 'stopped', T(3)],
    ]);
    expect(consignmentJourney('rejected', null, events)).toEqual([]);
  });

  it('approved before the piece arrives: every journey step upcoming', () => {
    expect(consignmentRequestSteps('approved', events).map((s) => s.state)).toEqual(['done', 'done']);
    expect(consignmentJourney('approved', null, events).map((s) => s.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it.each(['received', 'authenticated', 'listed', 'sold', 'paid_out'] as const)(
    'stage %s: the stages before it done, it current, the rest upcoming',
    (stage) => {
      const steps = consignmentJourney('approved', stage, events);
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
    expect(consignmentStatusLabel(status, stage)).toBe(label);
  });
});
