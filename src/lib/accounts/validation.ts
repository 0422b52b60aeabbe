import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type RegisterRequest } from '../contract/users.ts';
import { isValidEmail } from './email.ts';

/** Messages of spec section 5, word for word. */
export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_EMAIL_MESSAGE = 'Email is not valid';

/** Registration and reset rules the spec leaves open (only the minimum length is given). */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const INVALID_MOBILE_MESSAGE = 'Mobile number is not valid';
export const FULL_NAME_MAX_LENGTH = 100;
export const FULL_NAME_TOO_LONG_MESSAGE = `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Mobile numbers are kept as digits only; spaces, dashes, dots and brackets are typing aids. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/[\s\-.()]/g, '');
}

export function isValidMobile(mobile: string): boolean {
  return /^\d{6,15}$/.test(normalizeMobile(mobile));
}

function emailError(email: string): string | undefined {
  if (blank(email)) return REQUIRED_MESSAGE;
  if (!isValidEmail(email)) return INVALID_EMAIL_MESSAGE;
  return undefined;
}

function newPasswordErrors(password: string, confirmation: string): FieldErrors<'password' | 'password_confirmation'> {
  const errors: FieldErrors<'password' | 'password_confirmation'> = {};
  if (password === '') errors.password = REQUIRED_MESSAGE;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT_MESSAGE;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = PASSWORD_TOO_LONG_MESSAGE;
  if (confirmation === '') errors.password_confirmation = REQUIRED_MESSAGE;
  else if (confirmation !== password) errors.password_confirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}

export interface LoginForm {
  email: string;
  password: string;
}

/** Login form, validated on submit (spec section 5). */
export function validateLoginForm(form: LoginForm): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (form.password === '') errors.password = REQUIRED_MESSAGE;
  return errors;
}

/** Spec section 5: the password field's invalid styling follows the email field's error. */
export function loginInvalidStyling(errors: FieldErrors<'email' | 'password'>): { email: boolean; password: boolean } {
  const emailInvalid = errors.email !== undefined;
  return { email: emailInvalid, password: emailInvalid };
}

/** Forgot-password: only 'required' is a rule of the spec; nothing is sent on failure. */
export function validateForgotPasswordForm(form: { email: string }): FieldErrors<'email'> {
  return blank(form.email) ? { email: REQUIRED_MESSAGE } : {};
}

/** The register form holds exactly what POST /v2/users/register takes. */
export type RegisterForm = RegisterRequest;
export type RegisterField = keyof RegisterForm;

/**
 * Registration on /register. Completing a pending social sign-up needs no password
 * (withPassword false): the provider's token stands in for it.
 */
export function validateRegisterForm(form: RegisterForm, options: { withPassword: boolean }): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (blank(form.full_name)) errors.full_name = REQUIRED_MESSAGE;
  else if (form.full_name.trim().length > FULL_NAME_MAX_LENGTH) errors.full_name = FULL_NAME_TOO_LONG_MESSAGE;
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (blank(form.mobile)) errors.mobile = REQUIRED_MESSAGE;
  else if (!isValidMobile(form.mobile)) errors.mobile = INVALID_MOBILE_MESSAGE;
  if (blank(form.phone_code)) errors.phone_code = REQUIRED_MESSAGE;
  if (options.withPassword) Object.assign(errors, newPasswordErrors(form.password, form.password_confirmation));
  return errors;
}

/** /reset-password: the new password twice. */
export function validateResetPasswordForm(form: { password: string; password_confirmation: string }): FieldErrors<'password' | 'password_confirmation'> {
  return newPasswordErrors(form.password, form.password_confirmation);
}

export interface ProfileForm {
  full_name: string;
  mobile: string;
  phone_code: string;
}

/** /settings profile fields: name required; mobile optional but then valid and with a phone code. */
export function validateProfileForm(form: ProfileForm): FieldErrors<keyof ProfileForm> {
  const errors: FieldErrors<keyof ProfileForm> = {};
  if (blank(form.full_name)) errors.full_name = REQUIRED_MESSAGE;
  else if (form.full_name.trim().length > FULL_NAME_MAX_LENGTH) errors.full_name = FULL_NAME_TOO_LONG_MESSAGE;
  if (!blank(form.mobile)) {
    if (!isValidMobile(form.mobile)) errors.mobile = INVALID_MOBILE_MESSAGE;
    if (blank(form.phone_code)) errors.phone_code = REQUIRED_MESSAGE;
  }
  return errors;
}
