/** Deleting the account (src/stores/account/deletion.ts). */
import { describe, expect, it } from 'vitest';
import { api, $auth, USER, apiError, assign, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/deletion.ts')),
};

describe('deleteAccount', () => {
  it('signs out and goes to / after deletion', async () => {
    $auth.set({ ...$auth.get(), token: 'user-token', user: USER, authenticator: { id: 7, email: USER.email } });
    api.deleteAccount.mockResolvedValue();
    await actions.deleteAccount();
    expect($auth.get()).toMatchObject({ token: null, user: null, authenticator: null, deleted: true });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('throws without a toast on failure and keeps the session', async () => {
    $auth.set({ ...$auth.get(), token: 'user-token', authenticator: { id: 7, email: USER.email } });
    api.deleteAccount.mockRejectedValue(apiError(500));
    await expect(actions.deleteAccount()).rejects.toThrow();
    expect(toasts()).toEqual([]);
    expect($auth.get().token).toBe('user-token');
  });
});
