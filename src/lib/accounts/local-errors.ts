/**
 * A form's validation message in the page's language (issue 26). The rules (validation.ts) speak
 * English, word for word the spec's; a page in another language says the same through its words.
 */
import { format } from '../i18n/format.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/users.ts';
import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_TOO_LONG_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
  type FieldErrors,
} from './validation.ts';

/** The messages, `{min}` and `{max}` put in here; a form passes those it can show. */
export interface FieldErrorWords {
  required: string;
  invalidEmail?: string;
  invalidMobile?: string;
  fullNameTooLong?: string;
  passwordTooShort?: string;
  passwordTooLong?: string;
  passwordMismatch?: string;
}

/** One message in the language; a message the words do not hold (the server's) is shown as it came. */
export function localFieldError(error: string | undefined, words: FieldErrorWords): string | undefined {
  switch (error) {
    case REQUIRED_MESSAGE:
      return words.required;
    case INVALID_EMAIL_MESSAGE:
      return words.invalidEmail ?? error;
    case INVALID_MOBILE_MESSAGE:
      return words.invalidMobile ?? error;
    case FULL_NAME_TOO_LONG_MESSAGE:
      return words.fullNameTooLong ? format(words.fullNameTooLong, { max: FULL_NAME_MAX_LENGTH }) : error;
    case PASSWORD_TOO_SHORT_MESSAGE:
      return words.passwordTooShort ? format(words.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) : error;
    case PASSWORD_TOO_LONG_MESSAGE:
      return words.passwordTooLong ? format(words.passwordTooLong, { max: PASSWORD_MAX_LENGTH }) : error;
    case PASSWORD_MISMATCH_MESSAGE:
      return words.passwordMismatch ?? error;
    default:
      return error;
  }
}

/** Every message of a form's errors in the language. */
export function localFieldErrors<K extends string>(errors: FieldErrors<K>, words: FieldErrorWords): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const said = localFieldError(errors[key], words);
    if (said !== undefined) out[key] = said;
  }
  return out;
}
