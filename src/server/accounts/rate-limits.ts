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

const TEN_MINUTES = 10 * 60;
const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/**
 * Per-address numbers are sized for carrier-grade NAT and office networks: many shoppers share one
 * public address, so these only stop one machine hammering. The fine work is per account (strict
 * numbers here, and the failed-login slow-down in login-throttle.ts).
 */
export const RATE_RULES = {
  // Every new visitor without a token makes one guest login; each writes a session row.
  guestPerAddress: { name: 'guest:address', limit: 300, windowSeconds: TEN_MINUTES, what: 'new sessions' },
  // Each attempt costs a 600,000-iteration hash: the address budget bounds password spraying.
  loginPerAddress: { name: 'login:address', limit: 100, windowSeconds: FIFTEEN_MINUTES, what: 'login attempts' },
  // Each registration costs a hash and a mail.
  registerPerAccount: { name: 'register:account', limit: 5, windowSeconds: HOUR, what: 'registrations' },
  registerPerAddress: { name: 'register:address', limit: 20, windowSeconds: HOUR, what: 'registrations' },
  socialPerAddress: { name: 'social:address', limit: 120, windowSeconds: TEN_MINUTES, what: 'sign-in attempts' },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowSeconds: HOUR, what: 'password reset requests' },
  forgotPerAddress: { name: 'forgot:address', limit: 30, windowSeconds: HOUR, what: 'password reset requests' },
  resendPerAccount: { name: 'resend:account', limit: 3, windowSeconds: HOUR, what: 'verification emails' },
  resendPerAddress: { name: 'resend:address', limit: 30, windowSeconds: HOUR, what: 'verification emails' },
} as const satisfies Record<string, RateRule>;

/** Counters older than a day are never read again (the housekeeping purge removes them). */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * HOUR;

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
  // Nothing to count (local development leaves the per-address check out): D1 refuses an empty batch.
  if (checks.length === 0) return;
  const now = Math.floor(Date.now() / 1000);
  const statements: D1PreparedStatement[] = [];
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
    const hits = results[index]?.results[0]?.hits ?? 0;
    if (hits <= rule.limit) continue;
    const retryAfter = windowStart(rule, now) + rule.windowSeconds - now;
    if (!worst || retryAfter > worst.retryAfter) worst = { rule, retryAfter };
  }
  if (worst) throw new RateLimitedError(waitMessage(worst.rule, worst.retryAfter), worst.retryAfter);
}

/**
 * The address a limit counts against. IPv4 as it is; IPv6 by its /64 prefix, since one subscriber
 * usually holds a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressBucket(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!text.includes(':')) return text;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1]) return mapped[1];
  const halves = text.split('::');
  if (halves.length > 2) return text;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return text;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return text;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The developer's own machine as clientAddress reports it (loopback, or no address header at all). */
export function isThisMachine(address: string): boolean {
  return address === 'unknown' || address.startsWith('127.') || address === '0:0:0:0::/64';
}

/**
 * The client address: Cloudflare sets CF-Connecting-IP and overwrites any value a client sends.
 * Elsewhere (local development, tests) the first X-Forwarded-For entry, else one shared 'unknown'
 * bucket. IPv6 counts by /64 (addressBucket).
 */
export function clientAddress(headers: { header(name: string): string | undefined }): string {
  const cf = headers.header('CF-Connecting-IP')?.trim();
  if (cf) return addressBucket(cf);
  const forwarded = headers.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded ? addressBucket(forwarded) : 'unknown';
}
