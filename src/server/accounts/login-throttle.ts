/**
 * Failed logins slow down; they never lock the owner out.
 *
 * Why not a lockout: a fixed "10 failures → locked 15 minutes" lets anyone who knows an email keep its
 * owner out for good. Here failures buy a growing delay instead (schedule below, capped at 5 minutes),
 * and the delay is kept in two kinds of buckets:
 *
 * - device: the guest uuid the login comes with has signed in to this account before (a session row
 *   links them). The owner's own browser keeps its uuid across logouts, so it has a bucket of its own
 *   that an attacker, who does not know that uuid, cannot fill.
 * - account: every other device (a new phone, or an attacker) shares one bucket per email. Unknown
 *   emails get the same bucket, so the answers do not tell which emails have accounts.
 *
 * Every attempt claims its place before the password is checked (one atomic upsert): concurrent
 * guesses cannot all slip in when a delay ends, and attempts made during a delay are refused without
 * hashing and without making the delay longer, so waiting out the Retry-After always gives the next
 * attempt a real check. A correct password clears the bucket; so does a password reset. The
 * attacker's failures thus cost the attacker time, while the owner on a known device is never delayed
 * by them and anyone else waits at most the cap. The per-address limit (rate-limits.ts) still stops
 * one address spraying many accounts.
 */
import { sha256Hex } from '../http/crypto.ts';

/** Failures in a row that cost nothing: typos and a forgotten caps lock. */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 5 * 60;
/** A bucket with no attempt for this long starts again from zero. */
export const FAILURE_MEMORY_SECONDS = 60 * 60;

/** Seconds the next attempt must wait after `failures` failed attempts in a row. */
export function loginDelaySeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures <= FREE_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_FAILURES - 1, 16); // bounded: 2^16 × 15 s is far above the cap
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** doublings);
}

/** The schedule up to the first capped step; the SQL below indexes it by the failure count. */
const SCHEDULE: number[] = (() => {
  const steps = [0];
  while (steps.at(-1) !== MAX_DELAY_SECONDS) steps.push(loginDelaySeconds(steps.length));
  return steps;
})();

export type ThrottleKey = string & { readonly __throttleKey: true };

export async function accountThrottleKey(email: string): Promise<ThrottleKey> {
  return `account:${await sha256Hex(email.trim().toLowerCase())}` as ThrottleKey;
}

export async function deviceThrottleKey(email: string, guestUuid: string): Promise<ThrottleKey> {
  return `device:${await sha256Hex(`${email.trim().toLowerCase()}\n${guestUuid.trim()}`)}` as ThrottleKey;
}

/** True when this guest uuid has had a session of this user (revoked or not): the owner's device. */
export async function isKnownDevice(db: D1Database, userId: number, guestUuid: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM sessions WHERE user_id = ? AND guest_uuid = ? LIMIT 1')
    .bind(userId, guestUuid)
    .first<{ found: number }>();
  return row !== null;
}

export type LoginSlot = { allowed: true; failures: number; retryAfterSeconds: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims one attempt: counted as a failure until the password proves right (clearLoginFailures).
 * Refused, without counting, while the bucket's delay runs.
 */
export async function claimLoginAttempt(db: D1Database, key: ThrottleKey, nowSeconds = Math.floor(Date.now() / 1000)): Promise<LoginSlot> {
  const failuresAfter = 'CASE WHEN last_attempt_at <= ?2 - ?4 THEN 1 ELSE failures + 1 END';
  const claimed = await db
    .prepare(
      'INSERT INTO login_throttle (key, failures, blocked_until, last_attempt_at) VALUES (?1, 1, ?2 + ?3, ?2) ' +
        `ON CONFLICT (key) DO UPDATE SET failures = ${failuresAfter}, ` +
        `blocked_until = ?2 + json_extract(?5, '$[' || CAST(min(${failuresAfter}, ?6) AS INTEGER) || ']'), last_attempt_at = ?2 ` +
        'WHERE blocked_until <= ?2 RETURNING failures, blocked_until',
    )
    .bind(key, nowSeconds, loginDelaySeconds(1), FAILURE_MEMORY_SECONDS, JSON.stringify(SCHEDULE), SCHEDULE.length - 1)
    .first<{ failures: number; blocked_until: number }>();
  if (claimed) return { allowed: true, failures: claimed.failures, retryAfterSeconds: claimed.blocked_until - nowSeconds };
  const row = await db.prepare('SELECT blocked_until FROM login_throttle WHERE key = ?').bind(key).first<{ blocked_until: number }>();
  return { allowed: false, retryAfterSeconds: Math.max(1, (row?.blocked_until ?? nowSeconds) - nowSeconds) };
}

/** The password proved right (or was reset by mail): the bucket starts again from zero. */
export async function clearLoginFailures(db: D1Database, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(keys.map((key) => db.prepare('DELETE FROM login_throttle WHERE key = ?').bind(key)));
}

/** "15 seconds", "1 minute", "5 minutes": what the shopper reads in the toast. */
export function waitDuration(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
