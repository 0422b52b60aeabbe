/** Request bodies of the accounts calls. Messages are whole sentences: the storefront shows them in toasts. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../lib/accounts/email.ts';
import { FULL_NAME_MAX_LENGTH, normalizeMobile } from '../../lib/accounts/validation.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SOCIAL_PROVIDERS } from '../../lib/contract/users.ts';
import { ALERT_FREQUENCIES } from '../../lib/contract/saved-searches.ts';
import type { LanguageTag } from '../../lib/contract/users.ts';
import { LANG_TAG_LIST, langTag, localeOfTag } from '../../lib/i18n/locales.ts';

const LANGUAGE_ERROR = `Language must be one of: ${LANG_TAG_LIST.join(', ')}.`;

type RawIssue = z.core.$ZodRawIssue;

/** Object-level messages: a body that is not an object, or fields that are not accepted. */
function bodyError(issue: RawIssue): string | undefined {
  if (issue.code === 'invalid_type') return 'The request body must be a JSON object.';
  if (issue.code === 'unrecognized_keys') {
    const keys = 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.map(String) : [];
    return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`;
  }
  return undefined;
}

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, 'Email is not valid.')
  .refine(isValidEmail, 'Email is not valid.')
  .transform(normalizeEmail);

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const passwordConfirmation = z.string({ error: 'Password confirmation is required.' });

const fullName = z
  .string({ error: 'Full name is required.' })
  .trim()
  .min(1, 'Full name is required.')
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`);

const mobile = z
  .string({ error: 'Mobile number is required.' })
  .transform(normalizeMobile)
  .refine((value) => value !== '', 'Mobile number is required.')
  .refine((value) => value === '' || /^\d{6,15}$/.test(value), 'Mobile number is not valid.');

const phoneCode = z
  .string({ error: 'Phone code is required.' })
  .trim()
  .min(1, 'Phone code is required.')
  .regex(/^\+\d{1,4}$/, 'Phone code is not valid.');

const guestUuid = z.string({ error: 'uuid is required.' }).trim().min(8, 'uuid must be at least 8 characters.').max(64, 'uuid must be at most 64 characters.');

const oneTimeToken = z.string({ error: 'The token is required.' }).trim().min(1, 'The token is required.').max(4096, 'The token is not valid.');

function passwordsMatch(body: { password: string; password_confirmation: string }, ctx: z.RefinementCtx): void {
  if (body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match.' });
  }
}

export const loginBody = z.object(
  {
    username: z
      .string({ error: 'Email is required.' })
      .trim()
      .min(1, 'Email is required.')
      .max(EMAIL_MAX_LENGTH, 'Email is not valid.')
      .transform(normalizeEmail),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    uuid: guestUuid,
  },
  { error: bodyError },
);

export const registerBody = z
  .object(
    {
      full_name: fullName,
      email,
      mobile,
      phone_code: phoneCode,
      password: newPassword,
      password_confirmation: passwordConfirmation,
    },
    { error: bodyError },
  )
  .superRefine(passwordsMatch);

export const forgotPasswordBody = z.object({ email }, { error: bodyError });

export const submitPasswordBody = z
  .object({ token: oneTimeToken, password: newPassword, password_confirmation: passwordConfirmation }, { error: bodyError })
  .superRefine(passwordsMatch);

export const resendBody = z.object({ token: oneTimeToken }, { error: bodyError });

const isoDate = z
  .string({ error: 'Date of birth must be a date (YYYY-MM-DD).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD).')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Date of birth is not a real date.')
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'Date of birth must be in the past.');

/** PATCH /v1/users/me: strict, so an attempt to change email or password here is told so. */
export const profilePatchBody = z
  .strictObject(
    {
      full_name: fullName.optional(),
      mobile: mobile.nullable().optional(),
      phone_code: phoneCode.nullable().optional(),
      currency: z
        .string({ error: 'Currency must be a currency code.' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'Currency must be a currency code.')
        .optional(),
      gender: z.enum(['M', 'W'], { error: "Gender must be 'M' or 'W'." }).nullable().optional(),
      date_of_birth: isoDate.nullable().optional(),
      newsletter: z.boolean({ error: 'Newsletter must be true or false.' }).optional(),
      alerts: z.enum(ALERT_FREQUENCIES, { error: `Alerts must be one of: ${ALERT_FREQUENCIES.join(', ')}.` }).optional(),
      language: z
        .string({ error: LANGUAGE_ERROR })
        .trim()
        .refine((tag) => localeOfTag(tag) !== null, LANGUAGE_ERROR)
        .transform((tag) => langTag(localeOfTag(tag) ?? 'en') as LanguageTag)
        .optional(),
    },
    { error: bodyError },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update.');

export const socialLoginBody = z.object(
  {
    // May be empty: the provider's email (in the token) wins; this one is used only when it gave none.
    email: z.string({ error: 'Email must be a string.' }).trim().max(EMAIL_MAX_LENGTH, 'Email is not valid.').default(''),
    full_name: z
      .string({ error: 'Full name must be a string.' })
      .trim()
      .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`)
      .default(''),
    token: z.string({ error: 'The sign-in token is required.' }).trim().min(1, 'The sign-in token is required.').max(8192, 'The sign-in token is not valid.'),
    provider: z.enum(SOCIAL_PROVIDERS, { error: 'Provider must be google, facebook or apple.' }),
    uuid: guestUuid,
    mobile: z.string({ error: 'Mobile number must be a string.' }).transform(normalizeMobile).optional(),
    phone_code: z.string({ error: 'Phone code must be a string.' }).trim().optional(),
  },
  { error: bodyError },
);
