import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertNewAccount, requireKnownPhoneCode, UNKNOWN_PHONE_CODE_MESSAGE } from '../../../src/server/accounts/new-account.ts';
import { ApiError } from '../../../src/server/http/errors.ts';

function newUser(email: string) {
  return { email, full_name: 'Grace Tan', mobile: '91234567', phone_code: '+65', password_hash: null, activated: true };
}

describe('the rules every new account shares (on D1)', () => {
  it('a second sign-up with an address already taken gets "taken", and the first account stays as it was', async () => {
    const email = `race-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const first = await insertNewAccount(env.DB, newUser(email));
    expect(first).toEqual(expect.any(Number));
    expect(await insertNewAccount(env.DB, { ...newUser(email), full_name: 'Someone Else' })).toBe('taken');
    const rows = await env.DB.prepare('SELECT id, full_name FROM users WHERE email = ?').bind(email).all<{ id: number; full_name: string }>();
    expect(rows.results).toEqual([{ id: first, full_name: 'Grace Tan' }]);
  });

  it.each([
    ['+65', null],
    ['+60', null],
    ['+999', UNKNOWN_PHONE_CODE_MESSAGE],
  ])('phone code %s: %s', async (phoneCode, refusal) => {
    const check = requireKnownPhoneCode(env.DB, phoneCode);
    if (refusal === null) return expect(check).resolves.toBeUndefined();
    await expect(check).rejects.toBeInstanceOf(ApiError);
    await expect(check).rejects.toMatchObject({ status: 400, message: refusal });
  });
});
