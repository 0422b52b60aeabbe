/**
 * The status words of the profile's lists in the page's language (issue 26): an order's status, a
 * request's (offers, consignments before approval) and an approved consignment's stage. Pure; the
 * words are the `profile` section of the messages, the one source of them: the record pages and their
 * timelines (timeline.ts) say them too.
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

type ValueOf<T> = T[keyof T];
/** The status words alone: what a record page needs of the `profile` section. */
export type StatusWords = Pick<ProfileWords, ValueOf<typeof ORDER_KEYS> | ValueOf<typeof REQUEST_KEYS> | ValueOf<typeof STAGE_KEYS>>;
export const STATUS_WORD_KEYS: readonly (keyof StatusWords)[] = [...Object.values(ORDER_KEYS), ...Object.values(REQUEST_KEYS), ...Object.values(STAGE_KEYS)];

export function orderStatusWord(status: OrderStatus, words: StatusWords): string {
  return words[ORDER_KEYS[status]];
}

export function requestStatusWord(status: RequestStatus, words: StatusWords): string {
  return words[REQUEST_KEYS[status]];
}

/** An approved consignment's stage in its journey. */
export function stageWord(stage: ConsignmentStage, words: StatusWords): string {
  return words[STAGE_KEYS[stage]];
}

/** One word for a consignment (lists and its pages): the request status until approved, then the journey stage. */
export function consignmentStatusWord(status: RequestStatus, stage: ConsignmentStage | null, words: StatusWords): string {
  return status === 'approved' && stage !== null ? stageWord(stage, words) : requestStatusWord(status, words);
}

/** '1 order' / '12 orders' with the count written for the page's language. */
export function countWord(count: number, one: string, many: string, lang: string): string {
  if (count === 1) return one;
  return many.replace('{count}', lang === 'en' ? String(count) : new Intl.NumberFormat(lang).format(count));
}
