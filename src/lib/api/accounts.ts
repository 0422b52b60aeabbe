/** The accounts calls of spec section 7 (plus POST /logout), one function per call. */
import { FetchError } from 'ofetch';
import type { AccessTokenResponse } from '../contract/session.ts';
import type { DataResponse } from '../contract/settings.ts';
import type {
  AccountActivationErrorBody,
  CurrentUser,
  DeleteAccountResponse,
  LoginRequest,
  LogoutResponse,
  MessageResponse,
  PendingActivation,
  ProfilePatch,
  RegisterRequest,
  RegisterResponse,
  SocialLoginRequest,
  SocialLoginResponse,
  SubmitPasswordRequest,
} from '../contract/users.ts';
import { http } from './http.ts';

/** POST /login {username, password, uuid} → access_token */
export async function login(body: LoginRequest): Promise<string> {
  const answer = await http<AccessTokenResponse>('/login', { method: 'POST', body });
  return answer.access_token;
}

/** POST /logout: revokes the current bearer token. */
export async function logout(): Promise<void> {
  await http<LogoutResponse>('/logout', { method: 'POST' });
}

/** POST /social-login → data.access_token */
export async function socialLogin(body: SocialLoginRequest): Promise<string | null> {
  const answer = await http<SocialLoginResponse>('/social-login', { method: 'POST', body });
  return answer.data?.access_token ?? null;
}

/** GET /v1/users/me */
export async function getMe(): Promise<CurrentUser> {
  const answer = await http<DataResponse<CurrentUser>>('/v1/users/me');
  return answer.data;
}

/** PATCH /v1/users/me */
export async function updateMe(patch: ProfilePatch): Promise<CurrentUser> {
  const answer = await http<DataResponse<CurrentUser>>('/v1/users/me', { method: 'PATCH', body: patch });
  return answer.data;
}

/** POST /v2/users/register → the pending activation (the account must be activated by the mailed link). */
export async function register(body: RegisterRequest): Promise<PendingActivation> {
  const answer = await http<RegisterResponse>('/v2/users/register', { method: 'POST', body });
  return answer.data;
}

/** DELETE /v1/users */
export async function deleteAccount(): Promise<void> {
  await http<DeleteAccountResponse>('/v1/users', { method: 'DELETE' });
}

/** POST /v2/forgot-password {email}: the same answer whether or not the email has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = await http<MessageResponse>('/v2/forgot-password', { method: 'POST', body: { email } });
  return answer.data.message;
}

/** POST /submit-password {token, password, password_confirmation} */
export async function submitPassword(body: SubmitPasswordRequest): Promise<string> {
  const answer = await http<MessageResponse>('/submit-password', { method: 'POST', body });
  return answer.data.message;
}

/** POST /v1/users/resend-register-email {token} */
export async function resendRegisterEmail(token: string): Promise<string> {
  const answer = await http<MessageResponse>('/v1/users/resend-register-email', { method: 'POST', body: { token } });
  return answer.data.message;
}

/** The resend reference carried by an ACCOUNT_ACTIVATION failure, if any. */
export function activationResendToken(error: unknown): string | null {
  if (!(error instanceof FetchError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const body = (data as Partial<AccountActivationErrorBody>).error;
  return body?.type === 'ACCOUNT_ACTIVATION' && typeof body.resend_token === 'string' ? body.resend_token : null;
}
