/** Forgotten passwords (src/stores/account/password.ts). */
import { describe, expect, it } from 'vitest';
import { api, $auth, apiError, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/password.ts')),
};

describe('password reset', () => {
  it('forgot-password failures throw without a toast', async () => {
    api.forgotPassword.mockRejectedValue(apiError(429, { type: 'RATE_LIMITED', message: 'Too many.' }));
    await expect(actions.forgotPassword('grace@example.com')).rejects.toThrow();
    expect(toasts()).toEqual([]);
  });

  it('marks the reset done', async () => {
    api.submitPassword.mockResolvedValue('done');
    expect(await actions.resetPassword({ token: 't', password: 'secret1', password_confirmation: 'secret1' })).toBe(true);
    expect($auth.get().resetPasswordDone).toBe(true);
  });

  it.each([
    [
      apiError(400, { type: 'VALIDATION', message: 'This password reset link is invalid, used or expired.' }),
      'This password reset link is invalid, used or expired.',
    ],
    [apiError(500), 'Cannot reset your password.'],
  ])("shows 'Oops!' on failure", async (error, detail) => {
    api.submitPassword.mockRejectedValue(error);
    expect(await actions.resetPassword({ token: 't', password: 'secret1', password_confirmation: 'secret1' })).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Oops!', detail }]);
  });
});
