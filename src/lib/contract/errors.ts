/** The one error envelope every API failure answers with (built-in API and proxy alike). */
export type ApiErrorType =
  | 'VALIDATION'
  | 'MISSING_INFO_ERROR'
  | 'ACCOUNT_ACTIVATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_CONFIGURED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'INTERNAL';

export interface ApiErrorBody {
  error: { type: ApiErrorType; message: string };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
