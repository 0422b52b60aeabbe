import { env } from 'cloudflare:test';
import { RATE_RULES } from '../../../src/server/accounts/rate-limits.ts';
import { describe, expect, it } from 'vitest';
import { activate, api, apiPath, emulatorIdToken, expectError, login, mailedLink, outbox, registerUser, uniqueAddress } from './helpers.ts';

function resend(token: string, address?: string) {
  return api('/v1/users/resend-register-email', { method: 'POST', json: { token }, ...(address ? { address } : {}) });
}

describe('POST /v1/users/resend-register-email', () => {
  it('mails a fresh activation link for the pending-account reference; the older link stops working', async () => {
    const { email, password, resend_token } = await registerUser();
    const oldLink = await mailedLink(email, '/v1/users/activate');
    const res = await resend(resend_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: 'Verification email has been sent' } });
    const messages = await outbox(email);
    expect(messages).toHaveLength(2);
    const newLink = new URL(messages[0]?.links[0] ?? '');
    expect(newLink.href).not.toBe(oldLink.href);
    expect((await api(apiPath(oldLink))).headers.get('Location')).toBe('http://127.0.0.1/?activated=0');
    expect((await api(apiPath(newLink))).headers.get('Location')).toBe('http://127.0.0.1/?activated=1&login=1');
    expect((await login(email, password)).status).toBe(200);
  });

  it('accepts the reference an ACCOUNT_ACTIVATION login answer carries', async () => {
    const { email, password } = await registerUser();
    const answer = await expectError(await login(email, password), 403, 'ACCOUNT_ACTIVATION');
    expect((await resend(answer.error.resend_token ?? '')).status).toBe(200);
  });

  it('answers as for a pending account when the account is already active, and mails nothing', async () => {
    // References come from register for existing addresses too: "already activated" would enumerate them.
    const { email, resend_token } = await registerUser();
    await activate(email);
    const res = await resend(resend_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: 'Verification email has been sent' } });
    expect(await outbox(email)).toHaveLength(1);
  });

  it('refuses unknown and expired references with 400 VALIDATION', async () => {
    await expectError(await resend('no-such-reference'), 400, 'VALIDATION', 'waiting for activation');
    const { email, resend_token } = await registerUser();
    await env.DB.prepare("UPDATE account_tokens SET expires_at = unixepoch() - 1 WHERE purpose = 'resend' AND user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .run();
    await expectError(await resend(resend_token), 400, 'VALIDATION');
  });

  it('accepts the Firebase ID token of a pending social sign-up', async () => {
    const uid = `uid-${crypto.randomUUID()}`;
    const typedEmail = `apple-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const relay = emulatorIdToken({ sub: uid, email: 'x1y2z3@privaterelay.appleid.com', provider: 'apple.com' });
    const signUp = await api('/social-login', {
      method: 'POST',
      json: { email: typedEmail, full_name: 'Mei Lin', token: relay, provider: 'apple', uuid: crypto.randomUUID(), mobile: '98765432', phone_code: '+65' },
    });
    await expectError(signUp, 403, 'ACCOUNT_ACTIVATION');
    expect((await resend(relay)).status).toBe(200);
    expect(await outbox(typedEmail)).toHaveLength(2);
  });

  it('limits an account to 3 resends an hour', async () => {
    const { resend_token } = await registerUser();
    for (let i = 0; i < 3; i++) expect((await resend(resend_token)).status).toBe(200);
    await expectError(await resend(resend_token, uniqueAddress()), 429, 'RATE_LIMITED', 'Too many verification emails');
  });

  it('limits an address per hour, unknown references included', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < RATE_RULES.resendPerAddress.limit; i++) expect((await resend(`unknown-${i}`, address)).status).toBe(400);
    await expectError(await resend('unknown-x', address), 429, 'RATE_LIMITED');
  });

  it.each([
    ['no token', {}, 'The token is required.'],
    ['an empty token', { token: '  ' }, 'The token is required.'],
    ['a numeric token', { token: 7 }, 'The token is required.'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    await expectError(await api('/v1/users/resend-register-email', { method: 'POST', json }), 400, 'VALIDATION', message);
  });
});
