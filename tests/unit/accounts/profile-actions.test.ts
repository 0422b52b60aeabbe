/** The profile (src/stores/account/profile.ts): reading it, settings and the currency. */
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
  ...(await import('../../../src/stores/account/profile.ts')),
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
