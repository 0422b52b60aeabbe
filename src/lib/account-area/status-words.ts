/**
 * The status words of the profile's lists in the page's language (issue 26): an order's status, a
 * request's (offers, consignments before approval) and an approved consignment's stage. Pure; the
 * words are the `profile` section of the messages, English's word for word what timeline.ts names.
 */
import type { ConsignmentStage, OrderStatus, RequestStatus } from '../contract/account-area.ts';
import type { Section } from '../i18n/messages/types.ts';

export type ProfileWords = Section<'profile'>;

const ORDER_KEYS = {
  pending_payment: 'orderPendingPayment',
  paid: 'orderPaid',
  processing: 'orderProcessing',
  shipped: 'orderShipped',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
} as const satisfies Record<OrderStatus, keyof ProfileWords>;

const REQUEST_KEYS = {
  requested: 'requestRequested',
  approved: 'requestApproved',
  rejected: 'requestRejected',
} as const satisfies Record<RequestStatus, keyof ProfileWords>;

const STAGE_KEYS = {
  received: 'stageReceived',
  authenticated: 'stageAuthenticated',
  listed: 'stageListed',
  sold: 'stageSold',
  paid_out: 'stagePaidOut',
} as const satisfies Record<ConsignmentStage, keyof ProfileWords>;

export function orderStatusWord(status: OrderStatus, words: ProfileWords): string {
  return words[ORDER_KEYS[status]];
}

export function requestStatusWord(status: RequestStatus, words: ProfileWords): string {
  return words[REQUEST_KEYS[status]];
}

/** One word for a consignment in lists: the request status until approved, then the journey stage. */
export function consignmentStatusWord(status: RequestStatus, stage: ConsignmentStage | null, words: ProfileWords): string {
  return status === 'approved' && stage !== null ? words[STAGE_KEYS[stage]] : requestStatusWord(status, words);
}

/** '1 order' / '12 orders' with the count written for the page's language. */
export function countWord(count: number, one: string, many: string, lang: string): string {
  if (count === 1) return one;
  return many.replace('{count}', lang === 'en' ? String(count) : new Intl.NumberFormat(lang).format(count));
}
