/** The profile (src/stores/account/profile.ts): reading it, settings and the currency. */
import { describe, expect, it } from 'vitest';
import { api, $auth, USER, apiError, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/profile.ts')),
};

describe('loadMe', () => {
  it("shows 'Cannot get me' on failure", async () => {
    api.getMe.mockRejectedValue(apiError(403, { type: 'FORBIDDEN', message: 'Please log in to see your account.' }));
    expect(await actions.loadMe()).toBeNull();
    expect(toasts()[0]).toMatchObject({ severity: 'error', summary: 'Cannot get me' });
  });
});

describe('saveSettings and chooseCurrency', () => {
  it("saves and shows 'Data have been saved.'", async () => {
    api.updateMe.mockResolvedValue({ ...USER, currency: 'USD' });
    expect(await actions.saveSettings({ currency: 'USD' })).toBe(true);
    expect($auth.get()).toMatchObject({ user: { currency: 'USD' }, updated: true });
    expect(toasts()).toEqual([{ severity: 'success', summary: 'Data have been saved.' }]);
  });

  it('stays quiet when suppressed', async () => {
    api.updateMe.mockResolvedValue(USER);
    await actions.saveSettings({ newsletter: true }, { silent: true });
    expect(toasts()).toEqual([]);
  });

  it.each([
    [apiError(400, { type: 'VALIDATION', message: 'Currency XYZ is not offered.' }), 'Currency XYZ is not offered.'],
    [apiError(500), 'Cannot update your setting.'],
    [new TypeError('Failed to fetch'), 'Cannot update your setting.'],
  ])("shows 'Oops!' on failure", async (error, detail) => {
    api.updateMe.mockRejectedValue(error);
    expect(await actions.saveSettings({ currency: 'XYZ' })).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Oops!', detail }]);
  });

  it('saves the currency to the profile only when signed in', async () => {
    expect(await actions.chooseCurrency('USD')).toBe(false);
    expect(api.updateMe).not.toHaveBeenCalled();
    $auth.set({ ...$auth.get(), authenticator: { id: 7, email: USER.email } });
    api.updateMe.mockResolvedValue(USER);
    expect(await actions.chooseCurrency('USD')).toBe(true);
    expect(api.updateMe).toHaveBeenCalledWith({ currency: 'USD' });
  });
});
