import { describe, expect, it } from 'vitest';
import { api, expectError, registerUser, testEnv } from '../accounts/helpers.ts';

describe('GET /dev/outbox', () => {
  it('lists the messages sent to an address, newest first, with their links', async () => {
    const { email, resend_token } = await registerUser();
    await api('/v1/users/resend-register-email', { method: 'POST', json: { token: resend_token } });
    const res = await api(`/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number; to: string; links: string[]; created_at: string }[] };
    expect(data).toHaveLength(2);
    expect(data[0]?.id).toBeGreaterThan(data[1]?.id ?? Infinity);
    expect(data.every((m) => m.to === email && m.links.length === 1)).toBe(true);
  });

  it.each([
    ['production', { ENVIRONMENT: 'production' }],
    ['an unset environment (production by default)', { ENVIRONMENT: undefined }],
  ])('answers 404 NOT_FOUND in %s', async (_name, overrides) => {
    const { email } = await registerUser();
    const res = await api(`/dev/outbox?to=${encodeURIComponent(email)}`, { env: testEnv(overrides) });
    await expectError(res, 404, 'NOT_FOUND', 'No API route for GET /dev/outbox');
  });
});
