import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/http/crypto.ts';
import { RATE_RULES, rateBucket, windowStart } from '../../../src/server/accounts/rate-limits.ts';
import { api, expectError, guestToken, login, registerUser, signedInUser, uniqueAddress, uniqueEmail, activate } from './helpers.ts';

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
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE email = ?').bind(`pbkdf2-sha256$1x1000$${b64(salt)}$${b64(bits)}`, email).run();

    expect((await login(email, password)).status).toBe(200);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?').bind(email).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$6x100000\$/);
    expect((await login(email, password)).status).toBe(200);
  });
});

describe('login rate limits', () => {
  it('allows 10 attempts per account in 15 minutes, then 429 RATE_LIMITED with Retry-After, from any address', async () => {
    const { email, password } = await signedInUser();
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
    const limited = await login(email, password, { address: uniqueAddress() });
    await expectError(limited, 429, 'RATE_LIMITED', /^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('forgets earlier failures of an account after a successful login', async () => {
    const { email, password } = await signedInUser();
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
    expect((await login(email, password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
    expect((await login(email, password)).status).toBe(200);
  });

  it('limits one client address to 30 attempts in 15 minutes across accounts', async () => {
    const address = uniqueAddress();
    const now = Math.floor(Date.now() / 1000);
    // 29 earlier attempts from this address, counted as the limiter counts them.
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 29)')
      .bind(await rateBucket(RATE_RULES.loginPerAddress, address), windowStart(RATE_RULES.loginPerAddress, now))
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
      .bind(await rateBucket(RATE_RULES.loginPerAddress, address), previousWindow)
      .run();
    expect((await login(uniqueEmail(), 'whatever1', { address })).status).toBe(400);
  });

  it('stores no raw email or address in the counters', async () => {
    const address = uniqueAddress();
    const email = uniqueEmail('counted');
    await login(email, 'whatever1', { address });
    const { results } = await env.DB.prepare('SELECT bucket FROM rate_limits').all<{ bucket: string }>();
    expect(results.some((r) => r.bucket.includes(email) || r.bucket.includes(address))).toBe(false);
    expect(results.map((r) => r.bucket)).toContain(await rateBucket(RATE_RULES.loginPerAccount, email));
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

  it('leaves the shopper\'s other sessions alone', async () => {
    const { email, password, token } = await signedInUser();
    const other = ((await (await login(email, password)).json()) as { access_token: string }).access_token;
    await api('/logout', { method: 'POST', token: other });
    expect((await api('/v1/users/me', { token })).status).toBe(200);
  });
});
