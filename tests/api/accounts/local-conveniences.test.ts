/**
 * Issue 10, findings 1, 2 and 10: emulator tokens and the outbox only for local development on this
 * machine; mail links and the activation redirect from SITE_URL, never from the request's host.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { mailerFor } from '../../../src/server/accounts/mail/mailer.ts';
import { activationMail } from '../../../src/server/accounts/mail/messages.ts';
import type { Env } from '../../../src/server/env.ts';
import {
  api,
  apiPath,
  emulatorIdToken,
  expectError,
  outbox,
  productionEnv,
  registerUser,
  signedInUser,
  STRONG_PASSWORD,
  testEnv,
  uniqueEmail,
} from './helpers.ts';

const EVIL = 'http://evil.example';

async function sessionsOf(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function registration(email: string) {
  return { full_name: 'Grace Tan', email, mobile: '91234567', phone_code: '+65', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD };
}

describe('forged alg:none social tokens (finding 1)', () => {
  /** What the attacker sent: an unsigned token vouching for the victim's verified email. */
  function forgedSignIn(email: string) {
    const token = emulatorIdToken({ email, email_verified: true, name: 'Mallory', provider: 'google.com' });
    return { email, full_name: 'Mallory', token, provider: 'google', uuid: crypto.randomUUID() };
  }

  it.each<[string, { env: Env; origin?: string; headers?: Record<string, string> }]>([
    [
      'a development environment reached over the internet (CF-Connecting-IP)',
      { env: testEnv({ ENVIRONMENT: 'development' }), headers: { 'CF-Connecting-IP': '203.0.113.7' } },
    ],
    ['a development environment on a public host name', { env: testEnv({ ENVIRONMENT: 'development' }), origin: 'https://shop.example' }],
    ['production with the emulator host left set', { env: productionEnv() }],
    ['uat with the emulator host set', { env: testEnv({ ENVIRONMENT: 'uat' }) }],
  ])('refuses it for an existing account in %s: no session', async (_name, call) => {
    const { email } = await signedInUser();
    const before = await sessionsOf(email);
    const res = await api('/social-login', { method: 'POST', json: forgedSignIn(email), ...call });
    await expectError(res, 400, 'VALIDATION', 'could not be verified');
    expect(await sessionsOf(email)).toBe(before);
  });

  it('still accepts emulator tokens for local development on loopback', async () => {
    const email = uniqueEmail('emulated');
    const res = await api('/social-login', {
      method: 'POST',
      json: { ...forgedSignIn(email), full_name: 'Amelia Wong', mobile: '98765432', phone_code: '+65' },
      env: testEnv({ ENVIRONMENT: 'development' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('GET /dev/outbox (finding 2)', () => {
  it.each<[string, { env?: Env; origin?: string; headers?: Record<string, string> }]>([
    ['from a non-loopback client (CF-Connecting-IP)', { headers: { 'CF-Connecting-IP': '203.0.113.9' } }],
    ['on a public host name', { origin: 'https://shop.example' }],
    ['with the Host of an attacker', { origin: EVIL }],
    ['in uat, even on loopback', { env: testEnv({ ENVIRONMENT: 'uat' }) }],
  ])('answers the unknown-route 404 %s', async (_name, call) => {
    const { email } = await registerUser();
    const res = await api(`/dev/outbox?to=${encodeURIComponent(email)}`, call);
    const unknown = await api('/dev/no-such-route', call);
    expect(res.status).toBe(404);
    expect((await res.json()) as unknown).toEqual({
      error: { type: 'NOT_FOUND', message: 'No API route for GET /dev/outbox' },
    });
    expect(unknown.status).toBe(404);
  });

  it('production without a mail provider keeps no message (no reset links at rest)', async () => {
    const to = uniqueEmail('unsent');
    const mailer = mailerFor(productionEnv(), true);
    await expect(mailer.send(activationMail(to, 'Grace', 'https://shop.example/api/v1/users/activate?token=t'))).rejects.toThrow('not configured');
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?').bind(to).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe('mail links from SITE_URL, never the Host header (finding 10)', () => {
  /** A deployed non-production site (mail kept in the table) with its public origin configured. */
  const uat = () => testEnv({ ENVIRONMENT: 'uat', SITE_URL: 'https://shop.example/' });

  it('forgot-password with Host evil.example mails a link to SITE_URL', async () => {
    const { email } = await signedInUser();
    const res = await api('/v2/forgot-password', { method: 'POST', json: { email }, origin: EVIL, env: uat() });
    expect(res.status).toBe(200);
    const links = (await outbox(email)).flatMap((m) => m.links).filter((l) => l.includes('reset-password'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/shop\.example\/reset-password\?token=[A-Za-z0-9_-]{40,}$/);
  });

  it('register with Host evil.example mails an activation link on SITE_URL, and activation redirects there', async () => {
    const email = uniqueEmail('hosted');
    const res = await api('/v2/users/register', { method: 'POST', json: registration(email), origin: EVIL, env: uat() });
    expect(res.status).toBe(201);
    const [link] = (await outbox(email)).flatMap((m) => m.links);
    expect(link).toMatch(/^https:\/\/shop\.example\/api\/v1\/users\/activate\?token=/);
    const activated = await api(apiPath(new URL(link ?? '')), { origin: EVIL, env: uat() });
    expect(activated.status).toBe(302);
    expect(activated.headers.get('Location')).toBe('https://shop.example/?activated=1&login=1');
  });

  it.each<[string, Env]>([
    ['production without SITE_URL', productionEnv({ SITE_URL: undefined })],
    ['a development environment reached on a public host', testEnv({ ENVIRONMENT: 'development' })],
    ['a malformed SITE_URL', productionEnv({ SITE_URL: 'javascript:alert(1)' })],
  ])('answers 503 and mails nothing in %s', async (_name, runEnv) => {
    const { email } = await signedInUser();
    const newcomer = uniqueEmail('unlinked');
    const forgot = await api('/v2/forgot-password', { method: 'POST', json: { email }, origin: EVIL, env: runEnv });
    await expectError(forgot, 503, 'UPSTREAM_ERROR', 'cannot send email links');
    const register = await api('/v2/users/register', { method: 'POST', json: registration(newcomer), origin: EVIL, env: runEnv });
    await expectError(register, 503, 'UPSTREAM_ERROR', 'cannot send email links');
    const tokens = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_tokens WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(0);
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(newcomer).first()).toBeNull();
    expect(await outbox(email)).toHaveLength(1); // the activation mail of signedInUser only
  });

  it('local development on loopback builds links from the request origin', async () => {
    const { email } = await registerUser();
    const [link] = (await outbox(email)).flatMap((m) => m.links);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1\/api\/v1\/users\/activate\?token=/);
  });
});
