/**
 * Purge of rows that are never read again: expired sessions, expired or used one-time tokens, old
 * rate-limit counters and forgotten login-throttle buckets. Cheap enough to ride on requests: it runs
 * on one request in PURGE_EVERY per isolate (after the answer, in waitUntil) and every DELETE is
 * bounded, so no request ever pays for a large backlog at once.
 */
import { FAILURE_MEMORY_SECONDS } from './login-throttle.ts';
import { RATE_LIMIT_RETENTION_SECONDS } from './rate-limits.ts';

export const PURGE_EVERY = 50;
export const PURGE_BATCH = 500;

/** Deletes up to PURGE_BATCH rows of each kind that nothing reads any more. */
export async function purgeExpiredRows(db: D1Database, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  const bounded = (table: string, condition: string) =>
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${condition} LIMIT ${PURGE_BATCH})`;
  await db.batch([
    db.prepare(bounded('sessions', 'expires_at <= ?')).bind(nowSeconds),
    db.prepare(bounded('account_tokens', 'expires_at <= ?')).bind(nowSeconds),
    db.prepare(bounded('rate_limits', 'window_start < ?')).bind(nowSeconds - RATE_LIMIT_RETENTION_SECONDS),
    db.prepare(bounded('login_throttle', 'last_attempt_at <= ? AND blocked_until <= ?')).bind(nowSeconds - FAILURE_MEMORY_SECONDS, nowSeconds),
  ]);
}

let requestsSincePurge = 0;

/** Counts a request; every PURGE_EVERY-th returns true (one isolate's share of the purging). */
export function purgeDue(): boolean {
  requestsSincePurge += 1;
  if (requestsSincePurge < PURGE_EVERY) return false;
  requestsSincePurge = 0;
  return true;
}
