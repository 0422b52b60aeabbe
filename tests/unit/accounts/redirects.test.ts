import { describe, expect, it } from 'vitest';
import { activationNotice, afterLoginPath, isRegisterPath, registerHref, resetTokenFrom } from '../../../src/lib/accounts/redirects.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { answers } from '../answers.ts';

describe('after-login redirects (spec section 2)', () => {
  it.each([
    ['/access-denied', '?re=%2Fsettings', '/settings'],
    ['/access-denied', '?re=%2Fprofile%2F0%3Ftab%3D1', '/profile/0?tab=1'],
    ['/access-denied/', '?re=/settings', '/settings'],
    ['/access-denied', '', '/'],
    ['/access-denied', '?re=https%3A%2F%2Fevil.example', '/'],
    ['/access-denied', '?re=%2F%2Fevil.example', '/'],
    ['/access-denied', '?re=%2F%5Cevil.example', '/'],
    ['/register', '?date=1700000000', '/'],
    ['/register/', '', '/'],
    ['/reset-password', '?token=abc', '/'],
    ['/', '', null],
    ['/search', '?product=bag', null],
    ['/settings', '', null],
    // Every language's page (issue 26): back to the page asked for, else that language's home page.
    ['/ms/access-denied', '?re=%2Fms%2Fsettings', '/ms/settings'],
    ['/zh-hant/access-denied', '', '/zh-hant'],
    ['/zh-hant/access-denied', '?re=%2F%2Fevil.example', '/zh-hant'],
    ['/zh-hans/register', '?date=1700000000', '/zh-hans'],
    ['/ms/reset-password', '?token=abc', '/ms'],
    ['/ms', '', null],
    ['/zh-hant/settings', '', null],
  ])('%s%s → %s', (pathname, search, target) => {
    expect(afterLoginPath(pathname, search)).toBe(target);
  });
});

describe('register link', () => {
  it('carries the current unix time in seconds', () => {
    expect(registerHref(1_700_000_123_999)).toBe('/register?date=1700000123');
  });
  it("stays in the page's language", () => {
    expect(registerHref(1_700_000_123_999, 'ms')).toBe('/ms/register?date=1700000123');
  });
  answers(
    isRegisterPath,
    [
      ['/register', true],
      ['/register/', true],
      ['/registered', false],
      ['/ms/register', true],
      ['/zh-hant/register/', true],
      ['/ms/registered', false],
      ['/', false],
    ],
    '%s is the register page: %s',
  );
});

describe('reset link', () => {
  answers(
    resetTokenFrom,
    [
      ['?token=abc_DEF-123', 'abc_DEF-123'],
      ['?token=', null],
      ['', null],
    ],
    '%s → %s',
  );
});

describe('activation notice', () => {
  it('welcomes an activated shopper and explains a failed link', () => {
    expect(activationNotice('?activated=1&login=1')).toMatchObject({ severity: 'success', summary: 'Your account is activated' });
    expect(activationNotice('?activated=0')).toMatchObject({ severity: 'error', summary: 'Oops!' });
    expect(activationNotice('?login=1')).toBeNull();
  });

  it('speaks the page’s language (issue 26), English word for word without', () => {
    expect(activationNotice('?activated=1&login=1')).toEqual({
      severity: 'success',
      summary: 'Your account is activated',
      detail: 'Please log in to continue.',
    });
    expect(activationNotice('?activated=0')).toEqual({
      severity: 'error',
      summary: 'Oops!',
      detail: 'This activation link is invalid, used or expired. Log in to get a new one.',
    });
    const hant = messagesOf('zh-hant').auth;
    expect(activationNotice('?activated=1&login=1', hant)).toEqual({ severity: 'success', summary: '你的帳戶已啟用', detail: '請登入以繼續。' });
    expect(activationNotice('?activated=0', messagesOf('ms').auth)).toMatchObject({ summary: 'Alamak!' });
  });
});
