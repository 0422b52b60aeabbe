/** Where a record island's record comes from; use-record.ts loads it. */
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { $global } from '../../stores/global.ts';
// The record's call needs the shopper's session: the island connects it itself rather than waiting
// for the top bar's account island to wake and load the auth store.
import '../../stores/auth.ts';

/**
 * Where a record island's record comes from: its id in the page's address and its call. The call
 * starts as the island's code runs (recordAt, at module level), not after React has rendered the
 * island: on a slow phone that render costs seconds the call can spend on the network instead.
 */
export interface RecordSource<I extends string | number, T> {
  idFromPath: (path: string) => I | null;
  load: (id: I, currency: string) => Promise<T>;
  /** The call started early, until the island's first load takes it. */
  early: EarlyCall<I, T> | null;
}

interface EarlyCall<I, T> {
  id: I;
  currency: string;
  answer: Promise<T>;
}

/** The record's id in the page's address (/ms/order-detail/… too); null when the address names none. */
export function idInAddress<I extends string | number>(source: { idFromPath: (path: string) => I | null }): I | null {
  return source.idFromPath(splitLocalePath(window.location.pathname).path);
}

/** A record island's source, its call already under way for the address's id in the chosen currency. */
export function recordAt<I extends string | number, T>(
  idFromPath: (path: string) => I | null,
  load: (id: I, currency: string) => Promise<T>,
): RecordSource<I, T> {
  const source: RecordSource<I, T> = { idFromPath, load, early: null };
  if (typeof window === 'undefined') return source;
  const id = idInAddress(source);
  if (id === null) return source;
  const currency = $global.get().currency.code;
  const answer = load(id, currency);
  // Its failure is handled where the island takes it (useRecordAt); until then it is not unhandled.
  answer.catch(() => undefined);
  source.early = { id, currency, answer };
  return source;
}

/** The early call when it asked for this id in this currency (taken once: a retry calls again). */
export function takeEarlyCall<I extends string | number, T>(source: RecordSource<I, T>, id: I, currency: string): Promise<T> | null {
  const early = source.early;
  if (!early || early.id !== id || early.currency !== currency) return null;
  source.early = null;
  return early.answer;
}
