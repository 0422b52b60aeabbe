/**
 * Issue 10, finding 9: per-address limits sized for shared (carrier-grade NAT) addresses on guest
 * login, register, social login and resend; purge of expired rows.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PURGE_BATCH, PURGE_EVERY, purgeExpiredRows } from '../../../src/server/accounts/housekeeping.ts';
import { accountThrottleKey } from '../../../src/server/accounts/login-throttle.ts';
import { addressBucket, RATE_RULES, rateBucket, type RateRule, windowStart } from '../../../src/server/accounts/rate-limits.ts';
import { sha256Hex } from '../../../src/server/http/crypto.ts';
import { api, emulatorIdToken, expectError, productionEnv, STRONG_PASSWORD, testEnv, uniqueAddress, uniqueEmail } from './helpers.ts';

/**
 * Fills an address's budget for a rule up to its limit, as if that many calls had been made. The next
 * window too, so a test running across a window boundary still finds the budget used.
 */
async function exhaust(rule: RateRule, key: string): Promise<void> {
  const current = windowStart(rule, Math.floor(Date.now() / 1000));
  const bucket = await rateBucket(rule, addressBucket(key));
  await env.DB.batch(
    [current, current + rule.windowSeconds].map((start) =>
      env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)').bind(bucket, start, rule.limit),
    ),
  );
}

function registration(email = uniqueEmail()) {
  return { full_name: 'Grace Tan', email, mobile: '91234567', phone_code: '+65', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD };
}

describe('per-address limits', () => {
  it('sizes them for many shoppers behind one address', () => {
    expect(RATE_RULES.guestPerAddress.limit).toBeGreaterThanOrEqual(200);
    expect(RATE_RULES.registerPerAddress.limit).toBeGreaterThanOrEqual(20);
    expect(RATE_RULES.loginPerAddress.limit).toBeGreaterThanOrEqual(RATE_RULES.registerPerAddress.limit);
  });

  it.each<[string, RateRule, (address: string) => Promise<Response>, number]>([
    ['guest login', RATE_RULES.guestPerAddress, (address) => api('/login-guest', { method: 'POST', json: { uuid: crypto.randomUUID() }, address }), 200],
    ['register', RATE_RULES.registerPerAddress, (address) => api('/v2/users/register', { method: 'POST', json: registration(), address }), 201],
    [
      'social login',
      RATE_RULES.socialPerAddress,
      (address) =>
        api('/social-login', {
          method: 'POST',
          json: {
            token: emulatorIdToken({ email: uniqueEmail('social') }),
            provider: 'google',
            uuid: crypto.randomUUID(),
            full_name: 'Amelia Wong',
            mobile: '98765432',
            phone_code: '+65',
          },
          address,
        }),
      200,
    ],
    ['resend', RATE_RULES.resendPerAddress, (address) => api('/v1/users/resend-register-email', { method: 'POST', json: { token: 'unknown' }, address }), 400],
  ])('%s: 429 with Retry-After once an address used its budget; other addresses go on', async (_name, rule, call, okStatus) => {
    const busy = uniqueAddress();
    await exhaust(rule, busy);
    const limited = await call(busy);
    await expectError(limited, 429, 'RATE_LIMITED', /^Too many .+ Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    expect((await call(uniqueAddress())).status).toBe(okStatus);
  });

  it("leaves out local development's own machine (one address for a whole end-to-end run), not a deploy's", async () => {
    await exhaust(RATE_RULES.guestPerAddress, '127.0.0.1');
    const guest = (runEnv = testEnv()) => api('/login-guest', { method: 'POST', json: { uuid: crypto.randomUUID() }, address: '127.0.0.1', env: runEnv });
    expect((await guest()).status).toBe(200);
    await expectError(await guest(productionEnv()), 429, 'RATE_LIMITED');
    await expectError(await guest(testEnv({ ENVIRONMENT: 'uat' })), 429, 'RATE_LIMITED');
  });

  it('counts an IPv6 client by its /64: a fresh address in the same /64 shares the budget', async () => {
    const prefix = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
    await exhaust(RATE_RULES.guestPerAddress, `${prefix}::1`);
    const res = await api('/login-guest', { method: 'POST', json: { uuid: crypto.randomUUID() }, address: `${prefix}:1234:5678:9abc:def0` });
    await expectError(res, 429, 'RATE_LIMITED');
  });

  it('register: a few registrations per email an hour, whatever the address', { timeout: 30_000 }, async () => {
    const email = uniqueEmail('repeat');
    for (let i = 0; i < RATE_RULES.registerPerAccount.limit; i++) {
      expect((await api('/v2/users/register', { method: 'POST', json: registration(email) })).status).toBe(201);
    }
    await expectError(await api('/v2/users/register', { method: 'POST', json: registration(email) }), 429, 'RATE_LIMITED', 'Too many registrations');
  });
});

describe('purge of expired rows', () => {
  const now = () => Math.floor(Date.now() / 1000);

  async function plantExpired(tag: string) {
    const t = now();
    const user = await env.DB.prepare("INSERT INTO users (email, full_name, created_at, updated_at) VALUES (?, 'Purge Test', ?, ?) RETURNING id")
      .bind(uniqueEmail(tag), t, t)
      .first<{ id: number }>();
    const session = { expired: await sha256Hex(`${tag}-expired`), live: await sha256Hex(`${tag}-live`) };
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (token_hash, guest_uuid, user_id, created_at, expires_at) VALUES (?, 'g', NULL, ?, ?)").bind(
        session.expired,
        t - 100,
        t - 1,
      ),
      env.DB.prepare("INSERT INTO sessions (token_hash, guest_uuid, user_id, created_at, expires_at) VALUES (?, 'g', NULL, ?, ?)").bind(
        session.live,
        t,
        t + 3600,
      ),
      env.DB.prepare("INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, 'reset', ?, ?)").bind(
        `${tag}-old-token`,
        user?.id,
        t - 7200,
        t - 3600,
      ),
      env.DB.prepare("INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, 'reset', ?, ?)").bind(
        `${tag}-live-token`,
        user?.id,
        t,
        t + 3600,
      ),
      env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)').bind(`${tag}:old`, t - 3 * 86400),
      env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)').bind(`${tag}:current`, t - 60),
      env.DB.prepare('INSERT INTO login_throttle (key, failures, blocked_until, last_attempt_at) VALUES (?, 9, ?, ?)').bind(
        `${tag}:forgotten`,
        t - 7000,
        t - 7200,
      ),
      env.DB.prepare('INSERT INTO login_throttle (key, failures, blocked_until, last_attempt_at) VALUES (?, 9, ?, ?)').bind(`${tag}:recent`, t + 200, t - 60),
    ]);
    return session;
  }

  async function survivors(tag: string, session: { expired: string; live: string }) {
    const count = async (sql: string, ...values: string[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...values)
          .first<{ n: number }>()
      )?.n ?? -1;
    return {
      sessions: await count('SELECT COUNT(*) AS n FROM sessions WHERE token_hash IN (?, ?)', session.expired, session.live),
      tokens: await count('SELECT COUNT(*) AS n FROM account_tokens WHERE token_hash LIKE ?', `${tag}-%`),
      counters: await count('SELECT COUNT(*) AS n FROM rate_limits WHERE bucket LIKE ?', `${tag}:%`),
      throttle: await count('SELECT COUNT(*) AS n FROM login_throttle WHERE key LIKE ?', `${tag}:%`),
    };
  }

  it('removes expired sessions and tokens, old counters and forgotten throttle buckets; keeps live ones', async () => {
    const tag = `purge-${crypto.randomUUID().slice(0, 8)}`;
    const session = await plantExpired(tag);
    expect(await survivors(tag, session)).toEqual({ sessions: 2, tokens: 2, counters: 2, throttle: 2 });
    await purgeExpiredRows(env.DB);
    expect(await survivors(tag, session)).toEqual({ sessions: 1, tokens: 1, counters: 1, throttle: 1 });
  });

  it('runs by itself as guest logins come in', async () => {
    const tag = `auto-${crypto.randomUUID().slice(0, 8)}`;
    const session = await plantExpired(tag);
    for (let i = 0; i < PURGE_EVERY; i++) {
      expect((await api('/login-guest', { method: 'POST', json: { uuid: crypto.randomUUID() } })).status).toBe(200);
    }
    expect(await survivors(tag, session)).toEqual({ sessions: 1, tokens: 1, counters: 1, throttle: 1 });
  });

  it('deletes in bounded batches', async () => {
    const t = now();
    const statements = Array.from({ length: PURGE_BATCH + 20 }, (_, i) =>
      env.DB.prepare("INSERT INTO sessions (token_hash, guest_uuid, user_id, created_at, expires_at) VALUES (?, 'bulk', NULL, ?, ?)").bind(
        `bulk-${i}-${t}`,
        t - 10,
        t - 5,
      ),
    );
    await env.DB.batch(statements);
    await env.DB.prepare("DELETE FROM sessions WHERE guest_uuid <> 'bulk' AND expires_at <= ?").bind(t).run();
    await purgeExpiredRows(env.DB, t);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE guest_uuid = 'bulk'").first<{ n: number }>();
    expect(left?.n).toBe(20);
    await purgeExpiredRows(env.DB, t);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE guest_uuid = 'bulk'").first<{ n: number }>())?.n).toBe(0);
  });

  it('keys throttle buckets by a hash, never the raw email', async () => {
    expect(await accountThrottleKey(' Grace@Example.com ')).toMatch(/^account:[0-9a-f]{64}$/);
    expect(await accountThrottleKey('grace@example.com')).toBe(await accountThrottleKey(' Grace@Example.com '));
  });
});
