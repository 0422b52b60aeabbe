/**
 * The account forms' validation messages in the page's language (issue 26): the rules speak the
 * spec's English; a localized page says each in its words, limits put in; the server's own
 * messages pass through.
 */
import { describe, expect, it } from 'vitest';
import { localFieldError, localFieldErrors } from '../../../src/lib/accounts/local-errors.ts';
import {
  FULL_NAME_TOO_LONG_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
  validateRegisterForm,
} from '../../../src/lib/accounts/validation.ts';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

const wordsOf = (locale: Locale) => {
  const { register, auth } = messagesOf(locale);
  return { ...register, required: auth.required, invalidEmail: auth.invalidEmail };
};

describe.each<[Locale, string, string]>([
  ['ms', REQUIRED_MESSAGE, 'Ruangan ini wajib diisi'],
  ['ms', INVALID_EMAIL_MESSAGE, 'E-mel tidak sah'],
  ['ms', PASSWORD_TOO_SHORT_MESSAGE, 'Kata laluan mestilah sekurang-kurangnya 6 aksara'],
  ['ms', PASSWORD_MISMATCH_MESSAGE, 'Kata laluan tidak sepadan'],
  ['zh-hans', PASSWORD_TOO_LONG_MESSAGE, '密码不能超过 128 个字符'],
  ['zh-hans', INVALID_MOBILE_MESSAGE, '手机号码格式不正确'],
  ['zh-hant', FULL_NAME_TOO_LONG_MESSAGE, '姓名不可超過 100 個字元'],
  ['zh-hant', PASSWORD_TOO_SHORT_MESSAGE, '密碼最少要有 6 個字元'],
  ['en', PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE],
  ['en', REQUIRED_MESSAGE, REQUIRED_MESSAGE],
  ['en', FULL_NAME_TOO_LONG_MESSAGE, FULL_NAME_TOO_LONG_MESSAGE],
])('%s', (locale, english, said) => {
  it(`${english} → ${said}`, () => {
    expect(localFieldError(english, wordsOf(locale))).toBe(said);
  });
});

it("the server's own message passes through", () => {
  expect(localFieldError('This email is already registered.', wordsOf('ms'))).toBe('This email is already registered.');
});

it('a whole form’s errors, in Malay', () => {
  const errors = validateRegisterForm(
    { full_name: '', email: 'x', mobile: '12', phone_code: '+65', password: 'short', password_confirmation: 'other' },
    { withPassword: true },
  );
  expect(localFieldErrors(errors, wordsOf('ms'))).toEqual({
    full_name: 'Ruangan ini wajib diisi',
    email: 'E-mel tidak sah',
    mobile: 'Nombor telefon bimbit tidak sah',
    password: 'Kata laluan mestilah sekurang-kurangnya 6 aksara',
    password_confirmation: 'Kata laluan tidak sepadan',
  });
});
