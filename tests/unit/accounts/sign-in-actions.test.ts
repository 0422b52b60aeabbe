/** Signing in and out (src/stores/account/sign-in.ts), with the language it settles (profile.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { api, $auth, $authDialog, USER, apiError, assign, at, toasts } from './account-actions-support.ts';

const actions = {
  ...(await import('../../../src/stores/account/activation.ts')),
  ...(await import('../../../src/stores/account/sign-in.ts')),
  ...(await import('../../../src/stores/account/profile.ts')),
};

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
