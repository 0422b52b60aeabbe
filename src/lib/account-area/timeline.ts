/**
 * Status words and step-by-step timelines of purchases and consignments. Pure: the order detail and
 * consignment tracking pages draw what these return.
 */
import type { ConsignmentEvent, ConsignmentStage, ConsignmentStep, OrderEvent, OrderStatus, RequestStatus } from '../contract/account-area.ts';
import { CONSIGNMENT_STAGES } from '../contract/account-area.ts';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Request status words as the spec names them (section 3). */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STAGE_LABELS: Readonly<Record<ConsignmentStage, string>> = {
  received: 'Received',
  authenticated: 'Authenticated',
  listed: 'Listed',
  sold: 'Sold',
  paid_out: 'Paid out',
};

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

/** The path every purchase follows when nothing goes wrong. */
const ORDER_PATH: readonly { status: OrderStatus; title: string; detail: string }[] = [
  { status: 'pending_payment', title: 'Order placed', detail: 'We have received your order.' },
  { status: 'paid', title: 'Payment confirmed', detail: 'Your payment has been received.' },
  { status: 'processing', title: 'Authenticated & packed', detail: 'Our specialists re-inspect every piece before it leaves us.' },
  { status: 'shipped', title: 'Shipped', detail: 'Your parcel is with the courier.' },
  { status: 'delivered', title: 'Delivered', detail: 'Enjoy your new piece.' },
];

function orderEventTime(events: readonly OrderEvent[], status: OrderStatus): string | null {
  return events.find((event) => event.status === status)?.at ?? null;
}

function consignmentEventTime(events: readonly ConsignmentEvent[], step: ConsignmentStep): string | null {
  return events.find((event) => event.step === step)?.at ?? null;
}

/** The steps of an order's status timeline, oldest first. */
export function orderTimeline(status: OrderStatus, events: readonly OrderEvent[]): TimelineStep[] {
  const at = (key: OrderStatus) => orderEventTime(events, key);
  if (status === 'cancelled') {
    // A cancelled order shows the steps it did reach, then where it stopped.
    const reached = ORDER_PATH.filter((step) => at(step.status) !== null).map(
      (step): TimelineStep => ({ key: step.status, title: step.title, detail: step.detail, at: at(step.status), state: 'done' }),
    );
    return [
      ...reached,
      {
        key: 'cancelled',
        title: 'Cancelled',
        detail: 'This order was cancelled. Any payment is refunded to the original method.',
        at: at('cancelled'),
        state: 'stopped',
      },
    ];
  }
  const currentIndex = ORDER_PATH.findIndex((step) => step.status === status);
  return ORDER_PATH.map(
    (step, index): TimelineStep => ({
      key: step.status,
      title: step.title,
      detail: step.detail,
      at: index <= currentIndex ? at(step.status) : null,
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    }),
  );
}

const STAGE_DETAILS: Readonly<Record<ConsignmentStage, string>> = {
  received: 'Your piece has arrived at our boutique.',
  authenticated: 'Our specialists have verified its authenticity and condition.',
  listed: 'Your piece is live in the store.',
  sold: 'A new owner has bought your piece.',
  paid_out: 'Your payout has been sent.',
};

const STAGE_TITLES: Readonly<Record<ConsignmentStage, string>> = {
  received: 'Received',
  authenticated: 'Authenticated',
  listed: 'Listed',
  sold: 'Sold',
  paid_out: 'Paid out',
};

/** The request part of a consignment: submitted, then approved or rejected. */
export function consignmentRequestSteps(status: RequestStatus, events: readonly ConsignmentEvent[]): TimelineStep[] {
  const at = (key: ConsignmentStep) => consignmentEventTime(events, key);
  const submitted: TimelineStep = {
    key: 'requested',
    title: 'Requested',
    detail: 'We have received your consignment request.',
    at: at('requested'),
    state: status === 'requested' ? 'current' : 'done',
  };
  if (status === 'rejected') {
    return [submitted, { key: 'rejected', title: 'Rejected', detail: 'We are unable to accept this piece.', at: at('rejected'), state: 'stopped' }];
  }
  return [
    submitted,
    {
      key: 'approved',
      title: 'Approved',
      detail: status === 'approved' ? 'Your piece has been accepted for consignment.' : 'Our team is reviewing your request.',
      at: status === 'approved' ? at('approved') : null,
      state: status === 'approved' ? 'done' : 'upcoming',
    },
  ];
}

/** The item's journey once a consignment is approved: received → authenticated → listed → sold → paid out. */
export function consignmentJourney(status: RequestStatus, stage: ConsignmentStage | null, events: readonly ConsignmentEvent[]): TimelineStep[] {
  if (status !== 'approved') return [];
  const at = (key: ConsignmentStep) => consignmentEventTime(events, key);
  const currentIndex = stage === null ? -1 : CONSIGNMENT_STAGES.indexOf(stage);
  return CONSIGNMENT_STAGES.map(
    (key, index): TimelineStep => ({
      key,
      title: STAGE_TITLES[key],
      detail: STAGE_DETAILS[key],
      at: index <= currentIndex ? at(key) : null,
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    }),
  );
}

/** One word for a consignment in lists: the request status until approved, then the journey stage. */
export function consignmentStatusLabel(status: RequestStatus, stage: ConsignmentStage | null): string {
  if (status === 'approved' && stage !== null) return STAGE_LABELS[stage];
  return REQUEST_STATUS_LABELS[status];
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
