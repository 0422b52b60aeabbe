import { describe, expect, it } from 'vitest';
import {
  accountExistsMessage,
  missingEmailMessage,
  providerFromSignInMethod,
  signInMethodOf,
  socialLoginOutcome,
  type SocialLoginResult,
} from '../../../src/lib/accounts/social.ts';
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
