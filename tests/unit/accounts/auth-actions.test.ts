import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/lib/contract/users.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
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
const actions = await import('../../../src/stores/auth-actions.ts');
const { $auth, EMPTY_AUTH } = await import('../../../src/stores/auth.ts');
const { $authDialog, openAuthDialog } = await import('../../../src/stores/dialogs.ts');
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

describe('logIn', () => {
  it('stores the token and the user, closes the dialog and resets loading', async () => {
    api.login.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(USER);
    expect(await actions.logIn({ email: ' grace@example.com ', password: 'secret1' })).toBe(true);
    expect(api.login).toHaveBeenCalledWith({ username: 'grace@example.com', password: 'secret1', uuid: 'guest-uuid-0001' });
    expect($auth.get()).toMatchObject({ token: 'user-token', user: USER, authenticator: { id: 7, email: USER.email }, loading: false });
    expect($authDialog.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['/access-denied?re=%2Fsettings', '/settings'],
    ['/access-denied?re=https%3A%2F%2Fevil.example', '/'],
    ['/access-denied', '/'],
    ['/register?date=1', '/'],
    ['/reset-password?token=x', '/'],
  ])('from %s goes to %s', async (from, to) => {
    at(from);
    api.login.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(USER);
    await actions.logIn({ email: 'grace@example.com', password: 'secret1' });
    expect(assign).toHaveBeenCalledWith(to);
  });

  it("shows 'Cannot login' with the server's message", async () => {
    api.login.mockRejectedValue(apiError(400, { type: 'VALIDATION', message: 'The email or password is incorrect.' }));
    expect(await actions.logIn({ email: 'grace@example.com', password: 'nope' })).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Cannot login', detail: 'The email or password is incorrect.' }]);
    expect($auth.get()).toMatchObject({ loading: false, token: 'guest-token' });
    expect($authDialog.get()).toBe('login');
  });

  it('sets needs-activation and keeps the resend reference for an account waiting for activation', async () => {
    api.login.mockRejectedValue(apiError(403, { type: 'ACCOUNT_ACTIVATION', message: 'Please activate.', resend_token: 'ref-1' }));
    await actions.logIn({ email: 'grace@example.com', password: 'secret1' });
    expect($auth.get().needsActivation).toBe(true);
    expect(actions.$pendingActivation.get()).toEqual({ email: 'grace@example.com', resend_token: 'ref-1' });
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Cannot login', detail: 'Please activate.' }]);
  });
});

describe('sign-in toasts in the page’s language (issue 26)', () => {
  it("says 'Cannot login' in the words the dialog passes, the server's message as sent", async () => {
    api.login.mockRejectedValue(apiError(400, { type: 'VALIDATION', message: 'The email or password is incorrect.' }));
    expect(await actions.logIn({ email: 'grace@example.com', password: 'nope' }, messagesOf('zh-hant').auth)).toBe(false);
    expect(toasts()).toEqual([{ severity: 'error', summary: '未能登入', detail: 'The email or password is incorrect.' }]);
  });

  it("says 'Cannot get me' in the page's words", async () => {
    api.getMe.mockRejectedValue(apiError(403, { type: 'FORBIDDEN', message: 'Please log in to see your account.' }));
    expect(await actions.loadMe(messagesOf('ms').settings)).toBeNull();
    expect(toasts()[0]).toMatchObject({ severity: 'error', summary: 'Tidak dapat memuatkan butiran akaun anda' });
  });
});

describe('loadMe', () => {
  it("shows 'Cannot get me' on failure", async () => {
    api.getMe.mockRejectedValue(apiError(403, { type: 'FORBIDDEN', message: 'Please log in to see your account.' }));
    expect(await actions.loadMe()).toBeNull();
    expect(toasts()[0]).toMatchObject({ severity: 'error', summary: 'Cannot get me' });
  });
});

describe('logOut', () => {
  it('revokes the token, clears user, token and pending social data, goes to /', async () => {
    $auth.set({
      ...$auth.get(),
      token: 'user-token',
      user: USER,
      authenticator: { id: 7, email: USER.email },
      pendingSocial: { email: '', full_name: 'x', token: 't', provider: 'apple' },
    });
    api.logout.mockResolvedValue();
    await actions.logOut();
    expect(api.logout).toHaveBeenCalledOnce();
    expect($auth.get()).toMatchObject({ token: null, user: null, authenticator: null, pendingSocial: null, uuid: 'guest-uuid-0001' });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.logout.mockRejectedValue(apiError(500));
    await actions.logOut();
    expect($auth.get().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('socialLogin', () => {
  const google = { email: 'grace@example.com', full_name: 'Grace Tan', token: 'id-token', provider: 'google' as const };

  it('signs in with the answered token and clears the pending data', async () => {
    api.socialLogin.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(USER);
    expect(await actions.socialLogin(google)).toBe('signed-in');
    expect(api.socialLogin).toHaveBeenCalledWith({ ...google, uuid: 'guest-uuid-0001' });
    expect($auth.get()).toMatchObject({ token: 'user-token', pendingSocial: null, loading: false });
    expect($authDialog.get()).toBeNull();
  });

  it('discards an Apple relay email; MISSING_INFO_ERROR then toasts Access denied and goes to /register', async () => {
    api.socialLogin.mockRejectedValue(apiError(422, { type: 'MISSING_INFO_ERROR', message: 'No email.' }));
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const kind = await actions.socialLogin({ ...google, provider: 'apple', email: 'abc@privaterelay.appleid.com' });
    expect(kind).toBe('missing-info');
    expect(api.socialLogin).toHaveBeenCalledWith(expect.objectContaining({ email: '' }));
    expect($auth.get().pendingSocial).toEqual({ ...google, provider: 'apple', email: '' });
    expect(toasts()).toEqual([
      {
        severity: 'error',
        summary: 'Access denied',
        detail: 'We could not retrieve your email address from Apple. Please create an account with your email address.',
      },
    ]);
    expect(assign).toHaveBeenCalledWith('/register?date=1700000000');
    expect($auth.get().loading).toBe(false);
  });

  it('MISSING_INFO_ERROR with an email goes to /register without a toast, unless already there', async () => {
    api.socialLogin.mockRejectedValue(apiError(422, { type: 'MISSING_INFO_ERROR', message: 'Add your mobile.' }));
    await actions.socialLogin(google);
    expect(toasts()).toEqual([]);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/register\?date=\d+$/));
    assign.mockClear();
    at('/register?date=1');
    await actions.socialLogin(google);
    expect(assign).not.toHaveBeenCalled();
  });

  it('ACCOUNT_ACTIVATION keeps the pending data and sets needs-activation', async () => {
    api.socialLogin.mockRejectedValue(apiError(403, { type: 'ACCOUNT_ACTIVATION', message: 'Activate.', resend_token: 'ref-2' }));
    expect(await actions.socialLogin(google)).toBe('activation');
    expect($auth.get()).toMatchObject({ needsActivation: true, pendingSocial: google, loading: false });
    expect(actions.$pendingActivation.get()?.resend_token).toBe('ref-2');
  });

  it("VALIDATION shows 'Cannot register' with the message", async () => {
    api.socialLogin.mockRejectedValue(apiError(400, { type: 'VALIDATION', message: 'An account with this email address already exists.' }));
    await actions.socialLogin(google);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'Cannot register', detail: 'An account with this email address already exists.' }]);
  });

  it('sets registered when the answer carries no token', async () => {
    api.socialLogin.mockResolvedValue(null);
    expect(await actions.socialLogin(google)).toBe('registered');
    expect($auth.get().registered).toBe(true);
  });
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

describe('the language at sign-in and after (issue 26)', () => {
  function withCookie(cookie: string): { cookie: string } {
    const doc = { cookie };
    vi.stubGlobal('document', doc);
    return doc;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the language chosen as a guest to a profile that has none', async () => {
    withCookie('shopper_prefs=x; shopper_lang=zh-hant');
    api.login.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(USER);
    api.updateMe.mockResolvedValue({ ...USER, language: 'zh-Hant' });
    expect(await actions.logIn({ email: 'grace@example.com', password: 'secret' })).toBe(true);
    expect(api.updateMe).toHaveBeenCalledWith({ language: 'zh-Hant' });
    expect($auth.get().user?.language).toBe('zh-Hant');
    expect(toasts()).toEqual([]);
  });

  it("remembers the profile's language on this device: it wins over the guest's choice", async () => {
    const doc = withCookie('shopper_lang=ms');
    api.login.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue({ ...USER, language: 'zh-Hans' });
    expect(await actions.logIn({ email: 'grace@example.com', password: 'secret' })).toBe(true);
    expect(api.updateMe).not.toHaveBeenCalled();
    expect(doc.cookie).toBe('shopper_lang=zh-hans; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('leaves a profile alone when the backend has no language field', async () => {
    withCookie('shopper_lang=ms');
    const { language: _none, ...withoutLanguage } = USER;
    api.login.mockResolvedValue('user-token');
    api.getMe.mockResolvedValue(withoutLanguage);
    expect(await actions.logIn({ email: 'grace@example.com', password: 'secret' })).toBe(true);
    expect(api.updateMe).not.toHaveBeenCalled();
  });

  it('later, saves a language chosen since sign-in, quietly, and only once', async () => {
    withCookie('shopper_lang=ms');
    $auth.set({ ...$auth.get(), token: 'user-token', user: { ...USER, language: 'zh-Hans' }, authenticator: { id: 7, email: USER.email } });
    api.updateMe.mockResolvedValue({ ...USER, language: 'ms' });
    await actions.syncLanguageChoice();
    await actions.syncLanguageChoice();
    expect(api.updateMe).toHaveBeenCalledTimes(1);
    expect(api.updateMe).toHaveBeenCalledWith({ language: 'ms' });
  });

  it('does nothing for a guest', async () => {
    withCookie('shopper_lang=ms');
    await actions.syncLanguageChoice();
    expect(api.updateMe).not.toHaveBeenCalled();
  });
});
