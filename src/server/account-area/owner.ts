/** Who may read the account area: a registered user's session, and only their own records. */
import { forbidden, notFound } from '../http/errors.ts';
import { requireSession } from '../session/middleware.ts';
import type { Session } from '../session/sessions.ts';

/** 403, not 401, for a guest: a 401 would make the storefront drop its valid guest session. */
export const GUEST_MESSAGE = 'Please log in to see your account.';
export const NOT_YOURS_MESSAGE = 'You do not have permission to see this record.';

/** The signed-in user's id; no session is a 401, a guest session a 403. */
export function requireUserId(session: Session | null): number {
  const { userId } = requireSession(session);
  if (userId === null) throw forbidden(GUEST_MESSAGE);
  return userId;
}

/**
 * A record read by id answers only its owner: unknown ids are a 404, another shopper's a 403 (the
 * storefront shows /item-not-found and /access-denied respectively).
 */
export function ownedBy<T extends { user_id: number }>(row: T | null, userId: number, what: string): T {
  if (!row) throw notFound(`${what} not found.`);
  if (row.user_id !== userId) throw forbidden(NOT_YOURS_MESSAGE);
  return row;
}
