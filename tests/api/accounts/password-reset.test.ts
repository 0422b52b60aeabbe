import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { RATE_RULES } from '../../../src/server/accounts/rate-limits.ts';
import { describe, expect, it } from 'vitest';
import { api, expectError, login, mailedLink, outbox, registerUser, signedInUser, uniqueAddress, uniqueEmail } from './helpers.ts';

async function forgot(email: string, address?: string) {
  return api('/v2/forgot-password', { method: 'POST', json: { email }, ...(address ? { address } : {}) });
}

async function resetToken(email: string): Promise<string> {
  const link = await mailedLink(email, '/reset-password?token=');
  expect(link.pathname).toBe('/reset-password');
  return link.searchParams.get('token') ?? '';
}

function submit(token: string, password: string, confirmation = password) {
  return api('/submit-password', { method: 'POST', json: { token, password, password_confirmation: confirmation } });
}

describe('POST /v2/forgot-password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const { email } = await signedInUser();
    const nobody = uniqueEmail('nobody');
    const known = await forgot(email);
    const unknown = await forgot(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await outbox(nobody)).toEqual([]);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Reset your Reluxe password');
    expect(mail?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1\/reset-password\?token=[A-Za-z0-9_-]{40,}$/);
  });

  it.each([
    ['no email', {}, 'Email is required.'],
    ['an invalid email', { email: 'not-an-email' }, 'Email is not valid.'],
    ['a non-string email', { email: ['a@b.co'] }, 'Email is required.'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    await expectError(await api('/v2/forgot-password', { method: 'POST', json }), 400, 'VALIDATION', message);
  });

  it('limits an account to 3 requests an hour, whatever the address', async () => {
    const { email } = await signedInUser();
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
    await expectError(await forgot(email), 429, 'RATE_LIMITED', 'Too many password reset requests');
    expect(await outbox(email).then((m) => m.filter((x) => x.subject.startsWith('Reset')).length)).toBe(3);
  });

  it('limits an address per hour (generously: shoppers share addresses), for unknown emails too', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < RATE_RULES.forgotPerAddress.limit; i++) expect((await forgot(uniqueEmail(), address)).status).toBe(200);
    await expectError(await forgot(uniqueEmail(), address), 429, 'RATE_LIMITED');
  });
});

describe('POST /v2/forgot-password answers before doing the work', () => {
  it('answers before looking the email up: the reset mail is sent after the answer (waitUntil)', async () => {
    const { email } = await signedInUser();
    const ctx = createExecutionContext();
    const res = await api('/v2/forgot-password', { method: 'POST', json: { email }, ctx });
    expect(res.status).toBe(200);
    const resetMails = async () => (await outbox(email)).filter((m) => m.subject.startsWith('Reset'));
    expect(await resetMails()).toHaveLength(0);
    await waitOnExecutionContext(ctx);
    expect(await resetMails()).toHaveLength(1);
  });

  it('does the same foreground work for an existing and an unknown email: identical answers and headers', async () => {
    const { email } = await signedInUser();
    const answers = [];
    for (const to of [email, uniqueEmail('nobody')]) {
      const ctx = createExecutionContext();
      const res = await api('/v2/forgot-password', { method: 'POST', json: { email: to }, ctx });
      answers.push({ status: res.status, body: await res.text(), headers: [...res.headers].sort() });
      await waitOnExecutionContext(ctx);
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});

describe('POST /submit-password', () => {
  it('sets the new password once: the old one stops working, sessions are revoked, the link is used up', async () => {
    const { email, password, token: session } = await signedInUser();
    await forgot(email);
    const token = await resetToken(email);
    const res = await submit(token, 'Lindy-26-Noir');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { message: string } }).data.message).toContain('Your password has been reset');
    expect((await login(email, password)).status).toBe(400);
    expect((await login(email, 'Lindy-26-Noir')).status).toBe(200);
    await expectError(await api('/v1/users/me', { token: session }), 401, 'UNAUTHORIZED');
    await expectError(await submit(token, 'Another-Pass-1'), 400, 'VALIDATION', 'invalid, used or expired');
  });

  it('refuses an expired link', async () => {
    const { email } = await signedInUser();
    await forgot(email);
    const token = await resetToken(email);
    await env.DB.prepare("UPDATE account_tokens SET expires_at = unixepoch() - 1 WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .run();
    await expectError(await submit(token, 'Lindy-26-Noir'), 400, 'VALIDATION', 'invalid, used or expired');
  });

  it('lets only the newest link work', async () => {
    const { email } = await signedInUser();
    await forgot(email);
    const first = await resetToken(email);
    await forgot(email);
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    await expectError(await submit(first, 'Lindy-26-Noir'), 400, 'VALIDATION');
    expect((await submit(second, 'Lindy-26-Noir')).status).toBe(200);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const { email } = await signedInUser();
    await forgot(email);
    const token = await resetToken(email);
    await expectError(await submit(token, '12345'), 400, 'VALIDATION', 'Password must be at least 6 characters.');
    await expectError(await submit(token, 'Lindy-26-Noir', 'Lindy-26-Rouge'), 400, 'VALIDATION', 'Passwords do not match.');
    expect((await submit(token, 'Lindy-26-Noir')).status).toBe(200);
  });

  it('activates an account that was waiting: the mailed link proves the address', async () => {
    const { email } = await registerUser();
    await forgot(email);
    expect((await submit(await resetToken(email), 'Lindy-26-Noir')).status).toBe(200);
    expect((await login(email, 'Lindy-26-Noir')).status).toBe(200);
  });

  it.each([
    ['an unknown token', { token: 'not-a-token', password: 'Lindy-26-Noir', password_confirmation: 'Lindy-26-Noir' }, 'invalid, used or expired'],
    ['no token', { password: 'Lindy-26-Noir', password_confirmation: 'Lindy-26-Noir' }, 'The token is required.'],
    ['no confirmation', { token: 'x', password: 'Lindy-26-Noir' }, 'Password confirmation is required.'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    await expectError(await api('/submit-password', { method: 'POST', json }), 400, 'VALIDATION', message);
  });

  it('refuses malformed JSON with 400 VALIDATION', async () => {
    await expectError(await api('/submit-password', { method: 'POST', body: '{' }), 400, 'VALIDATION', 'valid JSON');
  });
});
