/** Forgotten passwords (src/stores/account/password.ts). */
import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
  ...(await import('../../../src/stores/account/password.ts')),
};
const { $auth, EMPTY_AUTH } = await import('../../../src/stores/auth.ts');
const { openAuthDialog } = await import('../../../src/stores/dialogs.ts');
const { $toasts } = await import('../../../src/stores/toasts.ts');

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
