import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PendingActivation } from '../../../src/lib/contract/users.ts';
import { activate, api, apiPath, expectError, login, mailedLink, outbox, registerUser, signedInUser, STRONG_PASSWORD, uniqueEmail } from './helpers.ts';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Grace Tan',
    email: uniqueEmail(),
    mobile: '9123 4567',
    phone_code: '+65',
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    ...overrides,
  };
}

describe('POST /v2/users/register', () => {
  it('creates an account waiting for activation and mails the activation link', async () => {
    const body = registration({ email: `  Grace.${crypto.randomUUID().slice(0, 8)}@Example.COM ` });
    const res = await api('/v2/users/register', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: PendingActivation };
    const email = String(body.email).trim().toLowerCase();
    expect(data.email).toBe(email);
    expect(data.resend_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const row = await env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<Record<string, unknown>>();
    expect(row).toMatchObject({ full_name: 'Grace Tan', mobile: '91234567', phone_code: '+65', currency: 'SGD', activated_at: null });
    expect(String(row?.password_hash)).toMatch(/^pbkdf2-sha256\$6x100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(String(row?.password_hash)).not.toContain(STRONG_PASSWORD);

    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Activate your Reluxe account');
    expect(mail?.text).toContain('Dear Grace Tan');
    expect(mail?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1\/api\/v1\/users\/activate\?token=[A-Za-z0-9_-]{40,}$/);
    expect(mail?.html).toContain(mail?.links[0]);
  });

  it('refuses login before activation with ACCOUNT_ACTIVATION and a resend reference', async () => {
    const { email, password } = await registerUser();
    const body = await expectError(await login(email, password), 403, 'ACCOUNT_ACTIVATION', 'activate your account');
    expect(body.error.resend_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('activates through the mailed link once, then the shopper can log in', async () => {
    const { email, password } = await registerUser();
    const link = await mailedLink(email, '/v1/users/activate');
    const first = await api(apiPath(link));
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('http://127.0.0.1/?activated=1&login=1');
    expect((await login(email, password)).status).toBe(200);

    const reused = await api(apiPath(link));
    expect(reused.status).toBe(302);
    expect(reused.headers.get('Location')).toBe('http://127.0.0.1/?activated=0');
  });

  it('refuses an expired activation link', async () => {
    const { email, password } = await registerUser();
    await env.DB.prepare(
      "UPDATE account_tokens SET expires_at = unixepoch() - 1 WHERE purpose = 'activation' AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .run();
    const res = await activate(email);
    expect(res.headers.get('Location')).toBe('http://127.0.0.1/?activated=0');
    await expectError(await login(email, password), 403, 'ACCOUNT_ACTIVATION');
  });

  it.each([
    ['no token', '/v1/users/activate'],
    ['an unknown token', '/v1/users/activate?token=nope'],
  ])('redirects to the failure notice for %s', async (_name, path) => {
    const res = await api(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://127.0.0.1/?activated=0');
  });

  // Five password hashes: slow on a busy machine.
  it('answers an existing email exactly as a new one (no enumeration) and mails its owner a notice', { timeout: 30_000 }, async () => {
    const owner = await signedInUser();
    const fresh = registration();
    const newcomer = await api('/v2/users/register', { method: 'POST', json: fresh });
    const again = await api('/v2/users/register', {
      method: 'POST',
      json: registration({ email: owner.email.toUpperCase(), password: 'Speedy-30-Mono', password_confirmation: 'Speedy-30-Mono' }),
    });
    expect(again.status).toBe(newcomer.status);
    expect(again.status).toBe(201);
    const shape = (body: { data: PendingActivation }) => ({ keys: Object.keys(body.data).sort(), token: /^[A-Za-z0-9_-]{40,}$/.test(body.data.resend_token) });
    const [againBody, newBody] = [(await again.json()) as { data: PendingActivation }, (await newcomer.json()) as { data: PendingActivation }];
    expect(shape(againBody)).toEqual(shape(newBody));
    expect(againBody.data.email).toBe(owner.email);

    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(owner.email).first<{ n: number }>();
    expect(count?.n).toBe(1);
    // The account is untouched: the owner's password still works, the caller's does not.
    expect((await login(owner.email, owner.password)).status).toBe(200);
    expect((await login(owner.email, 'Speedy-30-Mono')).status).toBe(400);

    const [notice, ...earlier] = await outbox(owner.email);
    expect(notice?.subject).toBe('Someone tried to register with your Reluxe email address');
    expect(notice?.text).toContain('If it was you, log in with your password');
    expect(notice?.links).toEqual(['http://127.0.0.1/?login=1']);
    expect(earlier.every((m) => m.subject === 'Activate your Reluxe account')).toBe(true);
    expect(earlier).toHaveLength(1);
  });

  it('salts every hash: the same password gives different hashes', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const rows = await env.DB.prepare('SELECT password_hash FROM users WHERE email IN (?, ?)').bind(a.email, b.email).all<{ password_hash: string }>();
    const [first, second] = rows.results.map((r) => r.password_hash);
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it.each([
    ['a weak password', { password: '12345', password_confirmation: '12345' }, 'Password must be at least 6 characters.'],
    ['a mismatched confirmation', { password_confirmation: 'Birkin-30-Gold' }, 'Passwords do not match.'],
    ['an invalid email', { email: 'grace@' }, 'Email is not valid.'],
    ['a missing email', { email: undefined }, 'Email is required.'],
    ['an empty full name', { full_name: '   ' }, 'Full name is required.'],
    ['a short mobile', { mobile: '123' }, 'Mobile number is not valid.'],
    ['a malformed phone code', { phone_code: '65' }, 'Phone code is not valid.'],
    ['an unknown phone code', { phone_code: '+999' }, 'Phone code is not valid.'],
    ['a password that is not a string', { password: 123456, password_confirmation: 123456 }, 'Password is required.'],
    ['an overlong password', { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'at most 128'],
  ])('refuses %s with 400 VALIDATION', async (_name, overrides, message) => {
    const res = await api('/v2/users/register', { method: 'POST', json: registration(overrides) });
    await expectError(res, 400, 'VALIDATION', message);
  });

  it.each([
    ['malformed JSON', '{"email":', 'valid JSON'],
    ['a JSON array', '[]', 'JSON object'],
    ['JSON null', 'null', 'JSON object'],
    ['an empty body', '', 'valid JSON'],
  ])('refuses %s with 400 VALIDATION', async (_name, body, message) => {
    await expectError(await api('/v2/users/register', { method: 'POST', body }), 400, 'VALIDATION', message);
  });
});
