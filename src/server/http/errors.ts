import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorType } from '../../lib/contract/errors.ts';

/** A failure meant for the client: its status, type and message are answered as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: ApiErrorType,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, 'VALIDATION', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please log in again.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, 'FORBIDDEN', message);

export function errorBody(type: ApiErrorType, message: string): ApiErrorBody {
  return { error: { type, message } };
}
