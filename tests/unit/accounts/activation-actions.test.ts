/** An account waiting for activation (src/stores/account/activation.ts). */
import { describe, expect, it } from 'vitest';
import { api, $auth, apiError, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
};

describe('resendRegisterEmail', () => {
  it("sends with the pending reference and says 'Verification email has been sent'", async () => {
    actions.$pendingActivation.set({ email: 'grace@example.com', resend_token: 'ref-4' });
    api.resendRegisterEmail.mockResolvedValue('ok');
    expect(await actions.resendRegisterEmail()).toBe(true);
    expect(api.resendRegisterEmail).toHaveBeenCalledWith('ref-4');
    expect(toasts()).toEqual([{ severity: 'success', summary: 'Verification email has been sent' }]);
  });

  it('falls back to the pending social token', async () => {
    $auth.set({ ...$auth.get(), pendingSocial: { email: '', full_name: '', token: 'id-token', provider: 'apple' } });
    api.resendRegisterEmail.mockResolvedValue('ok');
    await actions.resendRegisterEmail();
    expect(api.resendRegisterEmail).toHaveBeenCalledWith('id-token');
  });

  it.each([
    [apiError(429, { type: 'RATE_LIMITED', message: 'Too many verification emails.' }), 'Too many verification emails.'],
    [apiError(502), 'Cannot resend email.'],
  ])("shows 'Oops!' on failure", async (error, detail) => {
    actions.$pendingActivation.set({ email: 'grace@example.com', resend_token: 'ref-4' });
    api.resendRegisterEmail.mockRejectedValue(error);
    expect(await actions.resendRegisterEmail()).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Oops!', detail }]);
  });
});
