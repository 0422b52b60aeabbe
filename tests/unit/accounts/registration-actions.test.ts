/** Registration (src/stores/account/registration.ts). */
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
  ...(await import('../../../src/stores/account/registration.ts')),
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
