/** An account waiting for activation (src/stores/account/activation.ts). */
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
