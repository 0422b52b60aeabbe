/**
 * Fixed-window rate limits in D1, per account and per client address. Every attempt counts (not
 * only failures): a login attempt costs a 600,000-iteration hash, so the counter must stop the
 * work before it is done.
 */
import { ApiError } from '../http/errors.ts';
import { sha256Hex } from '../http/crypto.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Says what was limited, e.g. 'login attempts'. */
  what: string;
}

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

export const RATE_RULES = {
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: FIFTEEN_MINUTES, what: 'login attempts' },
  // Shoppers behind one carrier or office address share this budget, hence higher than per account.
  loginPerAddress: { name: 'login:address', limit: 30, windowSeconds: FIFTEEN_MINUTES, what: 'login attempts' },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowSeconds: HOUR, what: 'password reset requests' },
  forgotPerAddress: { name: 'forgot:address', limit: 10, windowSeconds: HOUR, what: 'password reset requests' },
  resendPerAccount: { name: 'resend:account', limit: 3, windowSeconds: HOUR, what: 'verification emails' },
  resendPerAddress: { name: 'resend:address', limit: 10, windowSeconds: HOUR, what: 'verification emails' },
} as const satisfies Record<string, RateRule>;

/** Counters older than a day are never read again. */
const RETENTION_SECONDS = 24 * HOUR;

export async function rateBucket(rule: RateRule, key: string): Promise<string> {
  return `${rule.name}:${await sha256Hex(key.trim().toLowerCase())}`;
}

export function windowStart(rule: RateRule, nowSeconds: number): number {
  return nowSeconds - (nowSeconds % rule.windowSeconds);
}

function waitMessage(rule: RateRule, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${rule.what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** Counts one attempt against each (rule, key); throws 429 RATE_LIMITED when any is over its limit. */
export async function enforceRateLimits(db: D1Database, checks: ReadonlyArray<readonly [RateRule, string]>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const statements = [db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - RETENTION_SECONDS)];
  for (const [rule, key] of checks) {
    statements.push(
      db
        .prepare(
          'INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1) ' +
            'ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits',
        )
        .bind(await rateBucket(rule, key), windowStart(rule, now)),
    );
  }
  const results = await db.batch<{ hits: number }>(statements);
  let worst: { rule: RateRule; retryAfter: number } | null = null;
  for (const [index, [rule]] of checks.entries()) {
    const hits = results[index + 1]?.results[0]?.hits ?? 0;
    if (hits <= rule.limit) continue;
    const retryAfter = windowStart(rule, now) + rule.windowSeconds - now;
    if (!worst || retryAfter > worst.retryAfter) worst = { rule, retryAfter };
  }
  if (worst) throw new RateLimitedError(waitMessage(worst.rule, worst.retryAfter), worst.retryAfter);
}

/** Forgets an account's counter for a rule, e.g. after a successful login. */
export async function resetRateLimit(db: D1Database, rule: RateRule, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE bucket = ?').bind(await rateBucket(rule, key)).run();
}

/**
 * The client address: Cloudflare sets CF-Connecting-IP and overwrites any value a client sends.
 * Elsewhere (local development) the first X-Forwarded-For entry, else one shared 'unknown' bucket.
 */
export function clientAddress(headers: { header(name: string): string | undefined }): string {
  const cf = headers.header('CF-Connecting-IP')?.trim();
  if (cf) return cf;
  const forwarded = headers.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
