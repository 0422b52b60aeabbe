/**
 * What the account actions' tests share (src/stores/account/*): the accounts API mocked, the stores
 * reset before each case, a window at a given address, and the toasts shown. A test file imports
 * this first, then the action modules it tests.
 */
import { FetchError } from 'ofetch';
import { afterEach, beforeEach, vi } from 'vitest';
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

export const api = vi.mocked(await import('../../../src/lib/api/accounts.ts'));
export const { $auth, EMPTY_AUTH } = await import('../../../src/stores/auth.ts');
export const { $authDialog, openAuthDialog } = await import('../../../src/stores/dialogs.ts');
export const { $toasts } = await import('../../../src/stores/toasts.ts');
const { $pendingActivation } = await import('../../../src/stores/account/activation.ts');

export const USER: CurrentUser = { ...NEW_SHOPPER_PROFILE, providers: [], id: 7, email: 'grace@example.com', created_at: '2026-01-01T00:00:00.000Z' };

export function apiError(status: number, error?: { type: string; message: string; resend_token?: string }): FetchError {
  return Object.assign(new FetchError(`HTTP ${status}`), { statusCode: status, status, data: error ? { error } : undefined });
}

export const assign = vi.fn();
export function at(path: string): void {
  const url = new URL(path, 'http://127.0.0.1:8788');
  // An event target like the real window: actions wake the dialog and toast islands through it.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: url.pathname, search: url.search, assign } }));
}

export const toasts = () =>
  $toasts.get().map(({ severity, summary, detail }) => (detail === undefined ? { severity, summary } : { severity, summary, detail }));

beforeEach(() => {
  vi.clearAllMocks();
  $auth.set({ ...EMPTY_AUTH, uuid: 'guest-uuid-0001', token: 'guest-token' });
  $toasts.set([]);
  $pendingActivation.set(null);
  openAuthDialog('login');
  at('/');
});

afterEach(() => {
  vi.restoreAllMocks(); // Date.now and console spies
});
