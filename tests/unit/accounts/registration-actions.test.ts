/** Registration (src/stores/account/registration.ts). */
import { describe, expect, it } from 'vitest';
import { api, $auth, USER, apiError, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/registration.ts')),
};

describe('register', () => {
  const form = {
    full_name: ' Grace Tan ',
    email: 'grace@example.com',
    mobile: '9123 4567',
    phone_code: '+65',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('registers by email and waits for activation', async () => {
    api.register.mockResolvedValue({ email: 'grace@example.com', resend_token: 'ref-3' });
    expect(await actions.register(form)).toBe(true);
    expect(api.register).toHaveBeenCalledWith({ ...form, full_name: 'Grace Tan', mobile: '91234567' });
    expect($auth.get()).toMatchObject({ registered: true, needsActivation: true, loading: false });
    expect(actions.$pendingActivation.get()?.resend_token).toBe('ref-3');
  });

  it("shows 'Cannot register' with the server's message", async () => {
    api.register.mockRejectedValue(apiError(409, { type: 'CONFLICT', message: 'An account with this email address already exists.' }));
    expect(await actions.register(form)).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Cannot register', detail: 'An account with this email address already exists.' }]);
  });

  it('completes a pending social sign-up through social login with the entered details', async () => {
    $auth.set({ ...$auth.get(), pendingSocial: { email: '', full_name: '', token: 'id-token', provider: 'apple' } });
    api.socialLogin.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(USER);
    expect(await actions.register(form)).toBe(true);
    expect(api.register).not.toHaveBeenCalled();
    expect(api.socialLogin).toHaveBeenCalledWith({
      email: 'grace@example.com',
      full_name: 'Grace Tan',
      token: 'id-token',
      provider: 'apple',
      uuid: 'guest-uuid-0001',
      mobile: '91234567',
      phone_code: '+65',
    });
  });
});
