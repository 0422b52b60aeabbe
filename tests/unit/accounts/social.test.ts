import { describe, expect, it } from 'vitest';
import {
  accountExistsMessage,
  missingEmailMessage,
  providerFromSignInMethod,
  signInMethodOf,
  socialFailureMessage,
  socialLoginOutcome,
  type SocialFailure,
  type SocialLoginResult,
} from '../../../src/lib/accounts/social.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { answers } from '../answers.ts';

const NOW = 1_700_000_000_500;
const context = { provider: 'google' as const, email: 'grace@example.com', pathname: '/', nowMs: NOW };
const failure = (type: string | null, message = 'Server says no', resendToken: string | null = null): SocialLoginResult => ({
  accessToken: null,
  error: { type, message, resendToken },
});

describe('social login outcome (spec sections 4 and 8)', () => {
  it('signs in with an access token', () => {
    expect(socialLoginOutcome({ accessToken: 'tok', error: null }, context)).toEqual({ kind: 'signed-in', accessToken: 'tok' });
  });

  it('marks registered when the answer has no token', () => {
    expect(socialLoginOutcome({ accessToken: null, error: null }, context)).toEqual({ kind: 'registered' });
  });

  it("VALIDATION → 'Cannot register' with the message", () => {
    expect(socialLoginOutcome(failure('VALIDATION', 'Email is not valid.'), context)).toEqual({
      kind: 'validation',
      toast: { severity: 'error', summary: 'Cannot register', detail: 'Email is not valid.' },
    });
  });

  it('MISSING_INFO_ERROR with an email → /register?date=<unix seconds>, no toast', () => {
    expect(socialLoginOutcome(failure('MISSING_INFO_ERROR'), context)).toEqual({
      kind: 'missing-info',
      toast: null,
      navigateTo: '/register?date=1700000000',
    });
  });

  it("MISSING_INFO_ERROR without an email → 'Access denied' toast asking to create an account", () => {
    const outcome = socialLoginOutcome(failure('MISSING_INFO_ERROR'), { ...context, provider: 'apple', email: '' });
    expect(outcome).toEqual({
      kind: 'missing-info',
      toast: {
        severity: 'error',
        summary: 'Access denied',
        detail: 'We could not retrieve your email address from Apple. Please create an account with your email address.',
      },
      navigateTo: '/register?date=1700000000',
    });
  });

  it('MISSING_INFO_ERROR on /register stays there', () => {
    const outcome = socialLoginOutcome(failure('MISSING_INFO_ERROR'), { ...context, pathname: '/register' });
    expect(outcome).toMatchObject({ kind: 'missing-info', navigateTo: null });
  });

  it('ACCOUNT_ACTIVATION keeps the resend reference', () => {
    expect(socialLoginOutcome(failure('ACCOUNT_ACTIVATION', 'Activate', 'ref'), context)).toEqual({ kind: 'activation', resendToken: 'ref' });
  });

  it.each([['RATE_LIMITED'], ['UPSTREAM_ERROR'], [null]])("%s → 'Cannot login'", (type) => {
    expect(socialLoginOutcome(failure(type, 'Try later'), context)).toEqual({
      kind: 'failed',
      toast: { severity: 'error', summary: 'Cannot login', detail: 'Try later' },
    });
  });
});

describe('provider names', () => {
  answers(
    providerFromSignInMethod,
    [
      ['google.com', 'google'],
      ['facebook.com', 'facebook'],
      ['apple.com', 'apple'],
      ['password', null],
    ],
    '%s → %s',
  );
  it('maps back to Firebase method ids', () => {
    expect(signInMethodOf('apple')).toBe('apple.com');
  });
});

describe('messages', () => {
  it('account exists with a different credential (spec section 8)', () => {
    expect(accountExistsMessage('Google')).toBe('You have already logged in using your Google account under the same email address.');
  });
  it('missing email names the provider', () => {
    expect(missingEmailMessage('facebook')).toContain('from Facebook');
  });
});

describe('in the page’s language (issue 26)', () => {
  const FAILURES: SocialFailure[] = [
    { reason: 'email-taken' },
    { reason: 'unavailable' },
    { reason: 'unreachable' },
    { reason: 'join-again' },
    { reason: 'popup-blocked', provider: 'google' },
    { reason: 'failed', provider: 'apple' },
    { reason: 'wrong-account', provider: 'facebook', email: 'grace@example.com' },
  ];

  it('keeps English word for word', () => {
    expect(FAILURES.map((failure) => socialFailureMessage(failure))).toEqual([
      'This email address already signs in another way. Please log in with your email and password.',
      'Social sign-in is not available right now. Please log in with your email.',
      'The sign-in service could not be reached. Please check your connection and try again.',
      'Please sign in again to join your accounts.',
      'Please allow pop-ups for this site to continue with Google.',
      'We could not sign you in with Apple. Please try again.',
      'Please choose the Facebook account of grace@example.com.',
    ]);
    expect(missingEmailMessage('facebook')).toBe('We could not retrieve your email address from Facebook. Please create an account with your email address.');
  });

  it('says every failure in Malay and Chinese, with the provider and address put in', () => {
    const ms = messagesOf('ms').auth;
    expect(socialFailureMessage({ reason: 'unreachable' }, ms)).toBe(ms.socialUnreachable);
    expect(socialFailureMessage({ reason: 'failed', provider: 'apple' }, ms)).toBe('Kami tidak dapat melog masuk anda dengan Apple. Sila cuba lagi.');
    const hant = messagesOf('zh-hant').auth;
    expect(socialFailureMessage({ reason: 'wrong-account', provider: 'facebook', email: 'grace@example.com' }, hant)).toBe(
      '請選擇 grace@example.com 的 Facebook 帳戶。',
    );
    expect(accountExistsMessage('Google', messagesOf('zh-hans').auth)).toBe('您曾使用同一电子邮箱的 Google 账户登录。');
    for (const failure of FAILURES) expect(socialFailureMessage(failure, ms)).not.toMatch(/\{\w+\}/);
  });

  it('a sign-up missing details from a localized page goes to that language’s /register, and stays on it', () => {
    expect(socialLoginOutcome(failure('MISSING_INFO_ERROR'), { ...context, pathname: '/zh-hant/faq' })).toMatchObject({
      navigateTo: '/zh-hant/register?date=1700000000',
    });
    expect(socialLoginOutcome(failure('MISSING_INFO_ERROR'), { ...context, pathname: '/ms/register' })).toMatchObject({ navigateTo: null });
  });

  it('titles the social login toasts in the page’s words', () => {
    const ms = messagesOf('ms').auth;
    expect(socialLoginOutcome(failure('SERVER_ERROR'), context, ms)).toEqual({
      kind: 'failed',
      toast: { severity: 'error', summary: 'Tidak dapat log masuk', detail: 'Server says no' },
    });
    expect(socialLoginOutcome(failure('VALIDATION'), context, ms)).toMatchObject({ toast: { summary: 'Tidak dapat mendaftar' } });
    expect(socialLoginOutcome(failure('MISSING_INFO_ERROR'), { ...context, email: '' }, ms)).toMatchObject({
      toast: { summary: 'Akses Ditolak', detail: 'Kami tidak dapat mendapatkan alamat e-mel anda daripada Google. Sila buat akaun dengan alamat e-mel anda.' },
    });
  });
});
