import type { ApiErrorType } from './errors.ts';
import type { AlertFrequency } from './saved-searches.ts';
import type { GenderId } from './settings.ts';

/** Social sign-in providers of the spec (section 6). */
export type SocialProvider = 'google' | 'facebook' | 'apple';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** Password minimum length (spec section 5: identity library rule). */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound keeps one hash cheap enough; longer passphrases gain nothing. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * GET /v1/users/me answers { data: CurrentUser } (PATCH answers the same, updated).
 * A guest session gets 403 FORBIDDEN, never 401 (a 401 would make the client drop its session).
 */
export interface CurrentUser {
  id: number;
  email: string;
  full_name: string;
  /** Currency code the shopper chose, e.g. 'SGD'. */
  currency: string;
  /** Digits only, without the country code. */
  mobile: string | null;
  /** Country calling code with '+', e.g. '+65' (one of the startup countries' phone_code). */
  phone_code: string | null;
  gender: GenderId | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  /** Opted in to the newsletter. */
  newsletter: boolean;
  /** Extension (issue 14): how often the alert digest is mailed; 'off' sends none. */
  alerts: AlertFrequency;
  /**
   * Extension (issue 26): the language the shopper chose, as a BCP 47 tag; the store's mails to them
   * are written in it. Null until they choose one (mails in English); absent from a backend without it.
   */
  language?: LanguageTag | null;
  /** False for accounts created through social sign-in that never set a password. */
  has_password: boolean;
  /** Social providers linked to the account. */
  providers: SocialProvider[];
  /** ISO 8601 instant the account was created. */
  created_at: string;
}

/** The identity record the navigation guard reads from the stored `auth` record. */
export interface Authenticator {
  id: number;
  email: string;
}

/** POST /login answers AccessTokenResponse ({access_token}); the guest token it was called with is revoked. */
export interface LoginRequest {
  /** The email address. */
  username: string;
  password: string;
  /** Guest uuid; the new session keeps it. */
  uuid: string;
}

/**
 * POST /logout (not in the spec's table): revokes the bearer token's session and answers
 * { data: { logged_out: true } }. The client then drops its token and logs in as a guest on the next call.
 */
export interface LogoutResponse {
  data: { logged_out: true };
}

/** POST /v2/users/register → 201 { data: PendingActivation }; duplicate email → 409 CONFLICT. */
export interface RegisterRequest {
  full_name: string;
  email: string;
  mobile: string;
  phone_code: string;
  password: string;
  password_confirmation: string;
}

/**
 * An account waiting for activation through the link mailed to it. resend_token is the
 * pending-account reference for POST /v1/users/resend-register-email; it lasts 24 hours.
 */
export interface PendingActivation {
  email: string;
  resend_token: string;
}

export interface RegisterResponse {
  data: PendingActivation;
}

/** PATCH /v1/users/me: any subset of these fields (unknown fields are refused); answers { data: CurrentUser }. */
export interface ProfilePatch {
  full_name?: string;
  mobile?: string | null;
  phone_code?: string | null;
  /** Must be a code of the startup currencies. */
  currency?: string;
  gender?: GenderId | null;
  date_of_birth?: string | null;
  newsletter?: boolean;
  /** Extension (issue 14). */
  alerts?: AlertFrequency;
  /** Extension (issue 26): one of the store's languages, as a BCP 47 tag (any letter case). */
  language?: LanguageTag;
}

/** The store's languages as BCP 47 tags (src/lib/i18n/locales.ts). */
export type LanguageTag = 'en' | 'zh-Hans' | 'zh-Hant' | 'ms';

/** POST /social-login → { data: { access_token } } or an error of type SocialLoginErrorType. */
export interface SocialLoginRequest {
  /** Ignored when the ID token carries an email; used when the provider gave none (typed on /register). */
  email: string;
  full_name: string;
  /** Firebase ID token of the popup sign-in. */
  token: string;
  provider: SocialProvider;
  uuid: string;
  mobile?: string;
  phone_code?: string;
}

export interface SocialLoginResponse {
  data: { access_token: string };
}

/**
 * VALIDATION (400): bad payload, unverifiable token, or an email that belongs to another account.
 * MISSING_INFO_ERROR (422): no email, or a new account lacks full_name, mobile or phone_code.
 * ACCOUNT_ACTIVATION (403): the account must be activated through the mailed link first.
 */
export type SocialLoginErrorType = Extract<ApiErrorType, 'VALIDATION' | 'MISSING_INFO_ERROR' | 'ACCOUNT_ACTIVATION'>;

/**
 * POST /login and POST /social-login answer this (403) for an account that is not activated yet.
 * resend_token works with POST /v1/users/resend-register-email.
 */
export interface AccountActivationErrorBody {
  error: { type: 'ACCOUNT_ACTIVATION'; message: string; resend_token: string };
}

/** POST /v2/forgot-password answers { data: { message } } whether or not the email exists. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /submit-password: token from the mailed /reset-password?token=... link (1 hour, single use). */
export interface SubmitPasswordRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST /v1/users/resend-register-email: token is a PendingActivation.resend_token, or the Firebase
 * ID token of a pending social sign-up (PendingSocial.token). Answers { data: { message } }.
 */
export interface ResendRegisterEmailRequest {
  token: string;
}

/** Answer of forgot-password, submit-password and resend-register-email. */
export interface MessageResponse {
  data: { message: string };
}

/** DELETE /v1/users answers { data: { deleted: true } }. */
export interface DeleteAccountResponse {
  data: { deleted: true };
}

/**
 * GET /dev/outbox?to=email (never in production: 404 there) answers { data: OutboxMessage[] },
 * newest first. Activation links point at /api/v1/users/activate?token=..., which redirects to
 * /?activated=1&login=1 (or /?activated=0 when the link is invalid, used or expired).
 * Reset links point at /reset-password?token=...
 */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text body, in order. */
  links: string[];
  created_at: string;
}
