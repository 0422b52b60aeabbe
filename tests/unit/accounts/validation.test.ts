import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  loginInvalidStyling,
  normalizeMobile,
  validateForgotPasswordForm,
  validateLoginForm,
  validateProfileForm,
  validateRegisterForm,
  validateResetPasswordForm,
  type RegisterForm,
} from '../../../src/lib/accounts/validation.ts';
import { answers } from '../answers.ts';

describe('login form (spec section 5)', () => {
  answers(
    validateLoginForm,
    [
      [
        { email: '', password: '' },
        { email: 'This field is required', password: 'This field is required' },
      ],
      [{ email: '   ', password: 'secret' }, { email: 'This field is required' }],
      [{ email: 'grace@', password: 'secret' }, { email: 'Email is not valid' }],
      [{ email: 'grace@example.com', password: '' }, { password: 'This field is required' }],
      [{ email: 'grace@example.com', password: 'x' }, {}],
    ],
    '%j → %j',
  );

  it("the password field's invalid styling follows the email field's error", () => {
    expect(loginInvalidStyling({ email: 'Email is not valid' })).toEqual({ email: true, password: true });
    expect(loginInvalidStyling({ password: 'This field is required' })).toEqual({ email: false, password: false });
    expect(loginInvalidStyling({})).toEqual({ email: false, password: false });
  });
});

describe('forgot-password form', () => {
  answers(
    validateForgotPasswordForm,
    [
      [{ email: '' }, { email: 'This field is required' }],
      [{ email: '  ' }, { email: 'This field is required' }],
      [{ email: 'grace@example.com' }, {}],
    ],
    '%j → %j',
  );
});

const filled: RegisterForm = {
  full_name: 'Grace Tan',
  email: 'grace@example.com',
  mobile: '9123 4567',
  phone_code: '+65',
  password: 'secret1',
  password_confirmation: 'secret1',
};

describe('register form', () => {
  it.each<[string, Partial<RegisterForm>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['an empty name', { full_name: ' ' }, { full_name: 'This field is required' }],
    ['a long name', { full_name: 'x'.repeat(101) }, { full_name: 'Full name must be at most 100 characters' }],
    ['an invalid email', { email: 'grace' }, { email: 'Email is not valid' }],
    ['no mobile', { mobile: '' }, { mobile: 'This field is required' }],
    ['a short mobile', { mobile: '123' }, { mobile: 'Mobile number is not valid' }],
    ['letters in the mobile', { mobile: '9123abcd' }, { mobile: 'Mobile number is not valid' }],
    ['no phone code', { phone_code: '' }, { phone_code: 'This field is required' }],
    ['a 5-character password', { password: '12345', password_confirmation: '12345' }, { password: 'Password must be at least 6 characters' }],
    ['exactly 6 characters', { password: '123456', password_confirmation: '123456' }, {}],
    ['no password', { password: '', password_confirmation: '' }, { password: 'This field is required', password_confirmation: 'This field is required' }],
    ['a different confirmation', { password_confirmation: 'secret2' }, { password_confirmation: 'Passwords do not match' }],
  ])('%s', (_name, overrides, errors) => {
    expect(validateRegisterForm({ ...filled, ...overrides }, { withPassword: true })).toEqual(errors);
  });

  it('needs no password when completing a pending social sign-up', () => {
    expect(validateRegisterForm({ ...filled, password: '', password_confirmation: '' }, { withPassword: false })).toEqual({});
  });
});

describe('reset-password form', () => {
  answers(
    validateResetPasswordForm,
    [
      [{ password: 'secret1', password_confirmation: 'secret1' }, {}],
      [{ password: 'abc', password_confirmation: 'abc' }, { password: 'Password must be at least 6 characters' }],
      [{ password: 'secret1', password_confirmation: 'secret2' }, { password_confirmation: 'Passwords do not match' }],
      [{ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
    ],
    '%j → %j',
  );
});

describe('profile form', () => {
  answers(
    validateProfileForm,
    [
      [{ full_name: 'Grace', mobile: '', phone_code: '' }, {}],
      [{ full_name: '', mobile: '', phone_code: '' }, { full_name: 'This field is required' }],
      [{ full_name: 'Grace', mobile: '91234567', phone_code: '' }, { phone_code: 'This field is required' }],
      [{ full_name: 'Grace', mobile: '12', phone_code: '+65' }, { mobile: 'Mobile number is not valid' }],
    ],
    '%j → %j',
  );
});

describe('helpers', () => {
  it('keeps digits of a mobile number', () => {
    expect(normalizeMobile(' (9123) 45-67.8 ')).toBe('912345678');
  });
  it('tells whether a form has errors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: 'This field is required' })).toBe(true);
  });
});
