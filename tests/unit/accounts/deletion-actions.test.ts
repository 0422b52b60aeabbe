/** Deleting the account (src/stores/account/deletion.ts). */
import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/lib/contract/users.ts';
import { NEW_SHOPPER_PROFILE } from '../../shopper-profile.ts';

vi.mock('../../../src/lib/api/accounts.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/lib/api/accounts.ts')>();
  return {
    activationResendToken: actual.activationResendToken,
    login: vi.fn(),
    logout: vi.fn(),
    socialLogin: vi.fn(),
    getMe: vi.fn(),
    updateMe: vi.fn(),
    register: vi.fn(),
    deleteAccount: vi.fn(),
    forgotPassword: vi.fn(),
    submitPassword: vi.fn(),
    resendRegisterEmail: vi.fn(),
  };
});

const api = vi.mocked(await import('../../../src/lib/api/accounts.ts'));
const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/deletion.ts')),
};
const { $auth, EMPTY_AUTH } = await import('../../../src/stores/auth.ts');
const { openAuthDialog } = await import('../../../src/stores/dialogs.ts');
const { $toasts } = await import('../../../src/stores/toasts.ts');

const USER: CurrentUser = { ...NEW_SHOPPER_PROFILE, providers: [], id: 7, email: 'grace@example.com', created_at: '2026-01-01T00:00:00.000Z' };

function apiError(status: number, error?: { type: string; message: string; resend_token?: string }): FetchError {
  return Object.assign(new FetchError(`HTTP ${status}`), { statusCode: status, status, data: error ? { error } : undefined });
}

const assign = vi.fn();
function at(path: string): void {
  const url = new URL(path, 'http://127.0.0.1:8788');
  // An event target like the real window: actions wake the dialog and toast islands through it.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: url.pathname, search: url.search, assign } }));
}

const toasts = () => $toasts.get().map(({ severity, summary, detail }) => (detail === undefined ? { severity, summary } : { severity, summary, detail }));

beforeEach(() => {
  vi.clearAllMocks();
  $auth.set({ ...EMPTY_AUTH, uuid: 'guest-uuid-0001', token: 'guest-token' });
  $toasts.set([]);
  actions.$pendingActivation.set(null);
  openAuthDialog('login');
  at('/');
});

afterEach(() => {
  vi.restoreAllMocks(); // Date.now and console spies
});

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
