import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/http/crypto.ts';
import { accountThrottleKey, FREE_FAILURES, loginDelaySeconds, MAX_DELAY_SECONDS } from '../../../src/server/accounts/login-throttle.ts';
import { addressBucket, RATE_RULES, rateBucket, windowStart } from '../../../src/server/accounts/rate-limits.ts';
import { activate, api, expectError, guestToken, login, mailedLink, registerUser, signedInUser, uniqueAddress, uniqueEmail } from './helpers.ts';

describe('POST /login', () => {
  it('upgrades the guest session: the new token carries the user, the guest token is revoked', async () => {
    const { email, password } = await registerUser();
    await activate(email);
    const uuid = crypto.randomUUID();
    const guest = await guestToken(uuid);
    const res = await login(email, password, { token: guest, uuid });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const session = await env.DB.prepare('SELECT guest_uuid, user_id, revoked_at FROM sessions WHERE token_hash = ?')
      .bind(await sha256Hex(access_token))
      .first<{ guest_uuid: string; user_id: number | null; revoked_at: number | null }>();
    expect(session?.guest_uuid).toBe(uuid);
    expect(session?.user_id).toBeGreaterThan(0);
    expect(session?.revoked_at).toBeNull();

    const me = await api('/v1/users/me', { token: access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
    await expectError(await api('/v1/users/me', { token: guest }), 401, 'UNAUTHORIZED');
  });

  it('answers the same VALIDATION error for a wrong password and an unknown email', async () => {
    const { email } = await signedInUser();
    const wrong = await expectError(await login(email, 'not-the-password'), 400, 'VALIDATION');
    const unknown = await expectError(await login(uniqueEmail('nobody'), 'whatever1'), 400, 'VALIDATION');
    expect(wrong.error.message).toBe('The email or password is incorrect.');
    expect(unknown.error.message).toBe(wrong.error.message);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { email, password } = await signedInUser();
    expect((await login(`  ${email.toUpperCase()} `, password)).status).toBe(200);
  });

  it('never answers 401 for bad credentials (a 401 would reset the storefront session)', async () => {
    const res = await login(uniqueEmail(), 'whatever1', { token: await guestToken() });
    expect(res.status).toBe(400);
  });

  it.each([
    ['no username', { password: 'x', uuid: crypto.randomUUID() }, 'Email is required.'],
    ['no password', { username: 'a@b.co', uuid: crypto.randomUUID() }, 'Password is required.'],
    ['an empty password', { username: 'a@b.co', password: '', uuid: crypto.randomUUID() }, 'Password is required.'],
    ['no uuid', { username: 'a@b.co', password: 'secret1' }, 'uuid is required.'],
    ['a short uuid', { username: 'a@b.co', password: 'secret1', uuid: 'abc' }, 'uuid must be at least 8 characters.'],
    ['a numeric username', { username: 42, password: 'secret1', uuid: crypto.randomUUID() }, 'Email is required.'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    await expectError(await api('/login', { method: 'POST', json }), 400, 'VALIDATION', message);
  });

  it('refuses malformed JSON with 400 VALIDATION', async () => {
    await expectError(await api('/login', { method: 'POST', body: 'username=a' }), 400, 'VALIDATION', 'valid JSON');
  });

  it('re-hashes a password stored with older parameters at the next login', async () => {
    const { email, password } = await signedInUser();
    // An old-style hash: one pass of 1,000 iterations (derive() with passes = 1 is plain PBKDF2 over salt || 0x00).
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const saltedPass = new Uint8Array([...salt, 0]);
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: saltedPass, iterations: 1000 }, key, 256));
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE email = ?')
      .bind(`pbkdf2-sha256$1x1000$${b64(salt)}$${b64(bits)}`, email)
      .run();

    expect((await login(email, password)).status).toBe(200);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?').bind(email).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$6x100000\$/);
    expect((await login(email, password)).status).toBe(200);
  });
});

// Each checked attempt costs a ~100 ms hash; files run in parallel on small machines.
describe('failed logins slow down instead of locking the owner out', { timeout: 30_000 }, () => {
  const wrong = (email: string, options: { uuid?: string; address?: string } = {}) => login(email, 'wrong-password', options);

  async function throttleRow(email: string) {
    return env.DB.prepare('SELECT failures, blocked_until FROM login_throttle WHERE key = ?')
      .bind(await accountThrottleKey(email))
      .first<{ failures: number; blocked_until: number }>();
  }

  /** Lets the account's current delay run out, as waiting Retry-After seconds would. */
  async function waitOutDelay(email: string) {
    await env.DB.prepare('UPDATE login_throttle SET blocked_until = unixepoch() - 1 WHERE key = ?')
      .bind(await accountThrottleKey(email))
      .run();
  }

  it(`checks the first ${FREE_FAILURES + 1} attempts at once, then asks to wait with Retry-After`, async () => {
    const { email, password } = await signedInUser();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await wrong(email);
      expect(res.status).toBe(400);
      expect(res.headers.get('Retry-After')).toBeNull();
    }
    const sixth = await wrong(email);
    await expectError(sixth, 400, 'VALIDATION', 'The email or password is incorrect.');
    expect(Number(sixth.headers.get('Retry-After'))).toBe(loginDelaySeconds(FREE_FAILURES + 1));
    // During the delay even the right password is refused unchecked, from any address.
    const early = await login(email, password, { address: uniqueAddress() });
    await expectError(early, 429, 'RATE_LIMITED', /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(early.headers.get('Retry-After'))).toBeLessThanOrEqual(loginDelaySeconds(FREE_FAILURES + 1));
  });

  it('grows the delay with each failure, capped at a few minutes', async () => {
    const { email } = await signedInUser();
    const seen: number[] = [];
    for (let failures = 1; failures <= FREE_FAILURES + 9; failures++) {
      const res = await wrong(email);
      expect(res.status).toBe(400);
      seen.push(Number(res.headers.get('Retry-After') ?? 0));
      await waitOutDelay(email);
    }
    expect(seen.slice(FREE_FAILURES)).toEqual([15, 30, 60, 120, 240, 300, 300, 300, 300]);
    expect(Math.max(...seen)).toBe(MAX_DELAY_SECONDS);
  });

  it('forgets earlier failures of an account after a successful login', async () => {
    const { email, password } = await signedInUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FREE_FAILURES; i++) expect((await wrong(email)).status).toBe(400);
      expect((await login(email, password)).status).toBe(200);
    }
  });

  it('does not lengthen the delay for attempts made during it', async () => {
    const { email } = await signedInUser();
    for (let i = 0; i <= FREE_FAILURES; i++) await wrong(email);
    const before = await throttleRow(email);
    for (let i = 0; i < 5; i++) expect((await wrong(email)).status).toBe(429);
    expect(await throttleRow(email)).toEqual(before);
  });

  it('lets the right password in as soon as the delay has passed, however many failures came before', async () => {
    const { email, password } = await signedInUser();
    for (let i = 0; i < 12; i++) {
      expect((await wrong(email)).status).toBe(400);
      await waitOutDelay(email);
    }
    expect((await throttleRow(email))?.failures).toBe(12);
    expect((await login(email, password)).status).toBe(200);
    expect(await throttleRow(email)).toBeNull();
  });

  it("never delays the owner's own browser because of an attacker's failures", async () => {
    const { email, password } = await signedInUser();
    const ownersUuid = crypto.randomUUID();
    expect((await login(email, password, { uuid: ownersUuid })).status).toBe(200);
    // An attacker, from many addresses, tries far more than the old lockout allowed (10).
    const attack = [];
    for (let i = 0; i < 14; i++) attack.push((await wrong(email, { address: uniqueAddress() })).status);
    expect(attack.filter((status) => status === 400)).toHaveLength(FREE_FAILURES + 1);
    expect(attack.filter((status) => status === 429)).toHaveLength(14 - FREE_FAILURES - 1);
    // The owner's browser keeps its uuid across logouts: it signs in at once.
    expect((await login(email, password, { uuid: ownersUuid })).status).toBe(200);
    // A device the account has never seen shares the attacker's delay, and no more than that.
    expect((await login(email, password)).status).toBe(429);
    await waitOutDelay(email);
    expect((await login(email, password)).status).toBe(200);
  });

  it("keeps the owner's browser on its own slow-down when it mistypes", async () => {
    const { email, password } = await signedInUser();
    const ownersUuid = crypto.randomUUID();
    expect((await login(email, password, { uuid: ownersUuid })).status).toBe(200);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await wrong(email, { uuid: ownersUuid })).status).toBe(400);
    expect((await wrong(email, { uuid: ownersUuid })).status).toBe(429);
    // Another device is not held back by the owner's typos.
    expect((await login(email, password)).status).toBe(200);
  });

  it('lets concurrent guesses through no faster than one at a time', async () => {
    const { email } = await signedInUser();
    const statuses = await Promise.all(Array.from({ length: 16 }, () => wrong(email).then((res) => res.status)));
    expect(statuses.filter((status) => status === 400)).toHaveLength(FREE_FAILURES + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - FREE_FAILURES - 1);
  });

  it('treats unknown emails like accounts: the same answers, so the delay tells nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const { email } = await signedInUser();
    for (let i = 0; i <= FREE_FAILURES; i++) {
      const [a, b] = [await wrong(nobody), await wrong(email)];
      expect([a.status, a.headers.get('Retry-After')]).toEqual([b.status, b.headers.get('Retry-After')]);
    }
    expect((await wrong(nobody)).status).toBe(429);
  });

  it('a password reset ends the delay', async () => {
    const { email } = await signedInUser();
    for (let i = 0; i <= FREE_FAILURES; i++) await wrong(email);
    expect((await wrong(email)).status).toBe(429);
    await api('/v2/forgot-password', { method: 'POST', json: { email } });
    const link = await mailedLink(email, '/reset-password?token=');
    const fresh = 'Kelly-28-Noir';
    const reset = await api('/submit-password', {
      method: 'POST',
      json: { token: link.searchParams.get('token'), password: fresh, password_confirmation: fresh },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, fresh)).status).toBe(200);
  });

  it('limits one client address across accounts (password spraying)', async () => {
    const address = uniqueAddress();
    const now = Math.floor(Date.now() / 1000);
    // Earlier attempts from this address, counted as the limiter counts them.
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)')
      .bind(
        await rateBucket(RATE_RULES.loginPerAddress, addressBucket(address)),
        windowStart(RATE_RULES.loginPerAddress, now),
        RATE_RULES.loginPerAddress.limit - 1,
      )
      .run();
    expect((await login(uniqueEmail(), 'whatever1', { address })).status).toBe(400);
    await expectError(await login(uniqueEmail(), 'whatever1', { address }), 429, 'RATE_LIMITED', 'Too many login attempts');
    expect((await login(uniqueEmail(), 'whatever1', { address: uniqueAddress() })).status).toBe(400);
  });

  it('counts attempts in a fresh window once the old one has passed', async () => {
    const address = uniqueAddress();
    const now = Math.floor(Date.now() / 1000);
    const previousWindow = windowStart(RATE_RULES.loginPerAddress, now) - RATE_RULES.loginPerAddress.windowSeconds;
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 500)')
      .bind(await rateBucket(RATE_RULES.loginPerAddress, addressBucket(address)), previousWindow)
      .run();
    expect((await login(uniqueEmail(), 'whatever1', { address })).status).toBe(400);
  });

  it('stores no raw email, address or guest uuid in the counters', async () => {
    const address = uniqueAddress();
    const email = uniqueEmail('counted');
    await login(email, 'whatever1', { address });
    const { results } = await env.DB.prepare('SELECT bucket AS k FROM rate_limits UNION ALL SELECT key AS k FROM login_throttle').all<{ k: string }>();
    expect(results.some((r) => r.k.includes(email) || r.k.includes(address))).toBe(false);
    expect(results.map((r) => r.k)).toContain(await accountThrottleKey(email));
    expect(results.map((r) => r.k)).toContain(await rateBucket(RATE_RULES.loginPerAddress, addressBucket(address)));
  });
});

describe('POST /logout', () => {
  it('revokes the bearer token', async () => {
    const { token } = await signedInUser();
    const res = await api('/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { logged_out: true } });
    await expectError(await api('/v1/users/me', { token }), 401, 'UNAUTHORIZED');
  });

  it('answers the same without a session', async () => {
    const res = await api('/logout', { method: 'POST' });
    expect(res.status).toBe(200);
  });

  it("leaves the shopper's other sessions alone", async () => {
    const { email, password, token } = await signedInUser();
    const other = ((await (await login(email, password)).json()) as { access_token: string }).access_token;
    await api('/logout', { method: 'POST', token: other });
    expect((await api('/v1/users/me', { token })).status).toBe(200);
  });
});
