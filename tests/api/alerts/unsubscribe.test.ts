/**
 * Issue 14: the digest's unsubscribe link works without logging in (POST /v1/alerts/unsubscribe with
 * the signed token), for its one purpose, until it expires; tampering changes nothing. The frequency
 * is also a field of the profile (GET/PATCH /v1/users/me `alerts`).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../../src/server/alerts/unsubscribe-token.ts';
import { apiApp } from '../../../src/server/app.ts';
import type { Env } from '../../../src/server/env.ts';
import { newShopper, send } from '../saved-searches/helpers.ts';

type ErrorBody = { error: { type: string; message: string } };
const SECRET = env.ALERTS_SIGNING_SECRET ?? '';
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function frequencyOf(userId: number): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT alert_frequency AS f FROM users WHERE id = ?').bind(userId).first<{ f: string }>())?.f;
}

describe('the alert frequency in the profile', () => {
  it('is daily for a new shopper, and PATCH changes it', async () => {
    const shopper = await newShopper('freq');
    expect((await send<{ data: { alerts: string } }>('/v1/users/me', { token: shopper.token })).body.data.alerts).toBe('daily');
    const patched = await send<{ data: { alerts: string } }>('/v1/users/me', { method: 'PATCH', token: shopper.token, json: { alerts: 'weekly' } });
    expect(patched).toMatchObject({ status: 200, body: { data: { alerts: 'weekly' } } });
    expect(await frequencyOf(shopper.id)).toBe('weekly');
  });

  it.each([['sometimes'], [true], [null]])('refuses %j with a 400 naming the field', async (alerts) => {
    const shopper = await newShopper('freq-bad');
    const answer = await send<ErrorBody>('/v1/users/me', { method: 'PATCH', token: shopper.token, json: { alerts } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/Alerts must be one of: daily, weekly, off/);
    expect(await frequencyOf(shopper.id)).toBe('daily');
  });
});

describe('POST /v1/alerts/unsubscribe', () => {
  it('turns alerts off with the signed token alone: no session needed', async () => {
    const shopper = await newShopper('unsub');
    const token = await signUnsubscribeToken(SECRET, shopper.id, nowSeconds());
    const answer = await send<{ data: { alerts: string } }>('/v1/alerts/unsubscribe', { method: 'POST', json: { token } });
    expect(answer).toMatchObject({ status: 200, body: { data: { alerts: 'off' } } });
    expect(await frequencyOf(shopper.id)).toBe('off');
    // Used again (a second click): the same answer, still off.
    expect((await send('/v1/alerts/unsubscribe', { method: 'POST', json: { token } })).status).toBe(200);
  });

  it('refuses a tampered, foreign-keyed or expired token and changes nothing', async () => {
    const shopper = await newShopper('tamper');
    const victim = await newShopper('victim');
    const token = await signUnsubscribeToken(SECRET, shopper.id, nowSeconds());
    const [, expiry, mac] = token.split('.') as [string, string, string];
    const refused = [
      `${victim.id}.${expiry}.${mac}`, // another shopper's id under this signature
      `${shopper.id}.${Number(expiry) + 86_400}.${mac}`, // a longer life
      await signUnsubscribeToken('another-secret-that-is-also-long-enough!', shopper.id, nowSeconds()),
      await signUnsubscribeToken(SECRET, shopper.id, nowSeconds() - 61 * 86_400), // expired (links last 60 days)
      'not-a-token',
    ];
    for (const bad of refused) {
      const answer = await send<ErrorBody>('/v1/alerts/unsubscribe', { method: 'POST', json: { token: bad } });
      expect({ status: answer.status, type: answer.body.error.type }, bad).toEqual({ status: 400, type: 'VALIDATION' });
      expect(answer.body.error.message).toMatch(/not valid or has expired/);
    }
    expect([await frequencyOf(shopper.id), await frequencyOf(victim.id)]).toEqual(['daily', 'daily']);
  });

  it.each<[string, unknown, RegExp]>([
    ['no token', {}, /^token: is required/],
    ['an empty token', { token: ' ' }, /^token: is required/],
    ['an unknown field', { token: 'x', user: 1 }, /Unknown field 'user'/],
  ])('%s is a 400 naming the field', async (_name, json, message) => {
    const answer = await send<ErrorBody>('/v1/alerts/unsubscribe', { method: 'POST', json });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(message);
  });

  it('without the secret configured it refuses (503) and logs, rather than trusting any token', async () => {
    const shopper = await newShopper('nosecret');
    const token = await signUnsubscribeToken(SECRET, shopper.id, nowSeconds());
    const res = await apiApp.request(
      'http://127.0.0.1/v1/alerts/unsubscribe',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) },
      { ...(env as unknown as Env), ALERTS_SIGNING_SECRET: '' },
    );
    expect(res.status).toBe(503);
    expect(await frequencyOf(shopper.id)).toBe('daily');
  });
});
