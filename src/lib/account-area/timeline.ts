/**
 * Step-by-step timelines of purchases and consignments, and the tones of their status words. Pure:
 * the order detail and consignment tracking pages draw what these return, in the page's language.
 * The words are the messages' (issue 26): status words from the `profile` section (status-words.ts,
 * one source with the profile's lists), the steps' own titles and details from `accountRecord`.
 */
import type { ConsignmentEvent, ConsignmentStage, ConsignmentStep, OrderEvent, OrderStatus, RequestStatus } from '../contract/account-area.ts';
import { CONSIGNMENT_STAGES } from '../contract/account-area.ts';
import type { Section } from '../i18n/messages/types.ts';
import { orderStatusWord, requestStatusWord, stageWord, type StatusWords } from './status-words.ts';

export type RecordWords = Section<'accountRecord'>;

/** What a timeline says: the status words and the record pages' step words. */
export interface TimelineWords {
  status: StatusWords;
  record: RecordWords;
}

/** done: reached; current: the latest reached step; upcoming: not yet; stopped: the end of a cancelled or rejected path. */
export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  key: string;
  title: string;
  detail: string;
  /** ISO instant the step was reached; null when not (yet) reached. */
  at: string | null;
  state: StepState;
}

type Words = (words: TimelineWords) => string;

/** The path every purchase follows when nothing goes wrong; the last two steps are named by their status words. */
const ORDER_PATH: readonly { status: OrderStatus; title: Words; detail: Words }[] = [
  { status: 'pending_payment', title: (w) => w.record.stepOrderPlaced, detail: (w) => w.record.detailOrderPlaced },
  { status: 'paid', title: (w) => w.record.stepPaymentConfirmed, detail: (w) => w.record.detailPaymentConfirmed },
  { status: 'processing', title: (w) => w.record.stepPacked, detail: (w) => w.record.detailPacked },
  { status: 'shipped', title: (w) => orderStatusWord('shipped', w.status), detail: (w) => w.record.detailShipped },
  { status: 'delivered', title: (w) => orderStatusWord('delivered', w.status), detail: (w) => w.record.detailDelivered },
];

const STAGE_DETAILS = {
  received: 'detailReceived',
  authenticated: 'detailAuthenticated',
  listed: 'detailListed',
  sold: 'detailSold',
  paid_out: 'detailPaidOut',
} as const satisfies Record<ConsignmentStage, keyof RecordWords>;

function orderEventTime(events: readonly OrderEvent[], status: OrderStatus): string | null {
  return events.find((event) => event.status === status)?.at ?? null;
}

function consignmentEventTime(events: readonly ConsignmentEvent[], step: ConsignmentStep): string | null {
  return events.find((event) => event.step === step)?.at ?? null;
}

/** The steps of an order's status timeline, oldest first. */
export function orderTimeline(status: OrderStatus, events: readonly OrderEvent[], words: TimelineWords): TimelineStep[] {
  const at = (key: OrderStatus) => orderEventTime(events, key);
  if (status === 'cancelled') {
    // A cancelled order shows the steps it did reach, then where it stopped.
    const reached = ORDER_PATH.filter((step) => at(step.status) !== null).map(
      (step): TimelineStep => ({ key: step.status, title: step.title(words), detail: step.detail(words), at: at(step.status), state: 'done' }),
    );
    return [
      ...reached,
      {
        key: 'cancelled',
        title: orderStatusWord('cancelled', words.status),
        detail: words.record.detailCancelled,
        at: at('cancelled'),
        state: 'stopped',
      },
    ];
  }
  const currentIndex = ORDER_PATH.findIndex((step) => step.status === status);
  return ORDER_PATH.map(
    (step, index): TimelineStep => ({
      key: step.status,
      title: step.title(words),
      detail: step.detail(words),
      at: index <= currentIndex ? at(step.status) : null,
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    }),
  );
}

/** The request part of a consignment: submitted, then approved or rejected. */
export function consignmentRequestSteps(status: RequestStatus, events: readonly ConsignmentEvent[], words: TimelineWords): TimelineStep[] {
  const at = (key: ConsignmentStep) => consignmentEventTime(events, key);
  const submitted: TimelineStep = {
    key: 'requested',
    title: requestStatusWord('requested', words.status),
    detail: words.record.detailRequested,
    at: at('requested'),
    state: status === 'requested' ? 'current' : 'done',
  };
  if (status === 'rejected') {
    return [
      submitted,
      { key: 'rejected', title: requestStatusWord('rejected', words.status), detail: words.record.detailRejected, at: at('rejected'), state: 'stopped' },
    ];
  }
  return [
    submitted,
    {
      key: 'approved',
      title: requestStatusWord('approved', words.status),
      detail: status === 'approved' ? words.record.detailApproved : words.record.detailReviewing,
      at: status === 'approved' ? at('approved') : null,
      state: status === 'approved' ? 'done' : 'upcoming',
    },
  ];
}

/** The item's journey once a consignment is approved: received → authenticated → listed → sold → paid out. */
export function consignmentJourney(
  status: RequestStatus,
  stage: ConsignmentStage | null,
  events: readonly ConsignmentEvent[],
  words: TimelineWords,
): TimelineStep[] {
  if (status !== 'approved') return [];
  const at = (key: ConsignmentStep) => consignmentEventTime(events, key);
  const currentIndex = stage === null ? -1 : CONSIGNMENT_STAGES.indexOf(stage);
  return CONSIGNMENT_STAGES.map(
    (key, index): TimelineStep => ({
      key,
      title: stageWord(key, words.status),
      detail: words.record[STAGE_DETAILS[key]],
      at: index <= currentIndex ? at(key) : null,
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    }),
  );
}

export type StatusTone = 'neutral' | 'progress' | 'success' | 'negative';

export function orderStatusTone(status: OrderStatus): StatusTone {
  if (status === 'delivered') return 'success';
  if (status === 'cancelled') return 'negative';
  if (status === 'pending_payment') return 'neutral';
  return 'progress';
}

export function requestStatusTone(status: RequestStatus, stage: ConsignmentStage | null = null): StatusTone {
  if (status === 'rejected') return 'negative';
  if (status === 'requested') return 'neutral';
  return stage === 'sold' || stage === 'paid_out' || stage === null ? 'success' : 'progress';
}
