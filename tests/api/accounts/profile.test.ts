import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/lib/contract/users.ts';
import { NEW_SHOPPER_PROFILE } from '../../shopper-profile.ts';
import { api, expectError, guestToken, login, outbox, registerUser, signedInUser, STRONG_PASSWORD } from './helpers.ts';

async function me(token: string): Promise<CurrentUser> {
  const res = await api('/v1/users/me', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CurrentUser }).data;
}

function patch(token: string, json: unknown) {
  return api('/v1/users/me', { method: 'PATCH', token, json });
}

describe('GET /v1/users/me', () => {
  it('answers the signed-in shopper with the profile fields', async () => {
    const { email, token } = await signedInUser();
    const res = await api('/v1/users/me', { token });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = (await res.json()) as { data: CurrentUser };
    expect(data).toEqual({
      ...NEW_SHOPPER_PROFILE,
      id: expect.any(Number),
      email,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(data)).not.toContain('pbkdf2');
  });

  it('answers a guest 403 FORBIDDEN, never 401', async () => {
    await expectError(await api('/v1/users/me', { token: await guestToken() }), 403, 'FORBIDDEN', 'log in');
  });

  it('answers 401 without any session', async () => {
    await expectError(await api('/v1/users/me'), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /v1/users/me', () => {
  it('saves the fields a shopper edits and answers the updated profile', async () => {
    const { token } = await signedInUser();
    const res = await patch(token, {
      full_name: '  Grace Tan Wei Ling ',
      currency: 'usd',
      mobile: '8123-4567',
      phone_code: '+60',
      gender: 'W',
      date_of_birth: '1990-02-28',
      newsletter: true,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: CurrentUser };
    expect(data).toMatchObject({
      full_name: 'Grace Tan Wei Ling',
      currency: 'USD',
      mobile: '81234567',
      phone_code: '+60',
      gender: 'W',
      date_of_birth: '1990-02-28',
      newsletter: true,
    });
    expect(await me(token)).toEqual(data);
  });

  it('changes only the fields sent', async () => {
    const { token } = await signedInUser();
    expect((await patch(token, { currency: 'EUR' })).status).toBe(200);
    expect(await me(token)).toMatchObject({ currency: 'EUR', full_name: 'Grace Tan', mobile: '91234567' });
    expect((await patch(token, { gender: null, newsletter: false })).status).toBe(200);
    expect(await me(token)).toMatchObject({ currency: 'EUR', gender: null, newsletter: false });
  });

  it('clears the mobile number and phone code together', async () => {
    const { token } = await signedInUser();
    expect((await patch(token, { mobile: null, phone_code: null })).status).toBe(200);
    expect(await me(token)).toMatchObject({ mobile: null, phone_code: null });
    await expectError(await patch(token, { mobile: '91234567' }), 400, 'VALIDATION', 'Phone code is required');
  });

  it.each([
    ['a currency that is not offered', { currency: 'XYZ' }, 'Currency XYZ is not offered.'],
    ['a currency that is not a code', { currency: 'dollars' }, 'Currency must be a currency code.'],
    ['an email change', { email: 'new@example.com' }, 'Unknown field: email.'],
    ['a password change', { password: 'x', full_name: 'A' }, 'Unknown field: password.'],
    ['an empty patch', {}, 'Nothing to update.'],
    ['an empty name', { full_name: ' ' }, 'Full name is required.'],
    ['a bad gender', { gender: 'X' }, "Gender must be 'M' or 'W'."],
    ['an impossible date', { date_of_birth: '1990-02-30' }, 'Date of birth is not a real date.'],
    ['a future date', { date_of_birth: '2999-01-01' }, 'Date of birth must be in the past.'],
    ['a date in another format', { date_of_birth: '28/02/1990' }, 'YYYY-MM-DD'],
    ['a newsletter string', { newsletter: 'yes' }, 'Newsletter must be true or false.'],
    ['an unknown phone code', { phone_code: '+999' }, 'Phone code is not valid.'],
    ['a body that is a list', [], 'JSON object'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    const { token } = await signedInUser();
    await expectError(await patch(token, json), 400, 'VALIDATION', message);
  });

  it('refuses a guest with 403 FORBIDDEN', async () => {
    await expectError(await patch(await guestToken(), { currency: 'USD' }), 403, 'FORBIDDEN');
  });
});

describe('DELETE /v1/users', () => {
  it('removes the account, its personal data and every session', async () => {
    const { email, password, token } = await signedInUser();
    const second = ((await (await login(email, password)).json()) as { access_token: string }).access_token;
    const { id } = await me(token);
    const res = await api('/v1/users', { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { deleted: true } });

    for (const t of [token, second]) await expectError(await api('/v1/users/me', { token: t }), 401, 'UNAUTHORIZED');
    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(id).first()).toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM account_tokens WHERE user_id = ?').bind(id).first()).toBeNull();
    expect(await outbox(email)).toEqual([]);
    expect((await login(email, password)).status).toBe(400);
    // The address is free again.
    const again = await registerUser({ email, password: STRONG_PASSWORD });
    expect(again.email).toBe(email);
  });

  it('refuses a guest with 403 FORBIDDEN', async () => {
    await expectError(await api('/v1/users', { method: 'DELETE', token: await guestToken() }), 403, 'FORBIDDEN');
  });
});
