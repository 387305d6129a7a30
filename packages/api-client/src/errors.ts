import { isErrorCode, messageFor, type ErrorCode, type Lang } from '@arms/domain';

/** One problem with one input field, as VALIDATION_ERROR details carry it. */
export interface ApiErrorDetail {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/**
 * Every failed call, whatever went wrong, as one error with a catalogue code (spec section 8):
 * the server's code when its body has one, UNKNOWN_ERROR when it has none, SERVER_DOWN when there was
 * no response at all (shown as 'Network Error').
 */
export class ApiError extends Error {
  /** A code of the error catalogue. */
  readonly code: ErrorCode;
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly details: readonly ApiErrorDetail[];

  constructor(code: ErrorCode, status: number, message?: string, details: readonly ApiErrorDetail[] = []) {
    super(message ?? messageFor(code, 'en'));
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The message to show, in the interface language. */
  localizedMessage(lang: Lang): string {
    return this.status === 0 ? messageFor('NETWORK_ERROR', lang) : messageFor(this.code, lang);
  }
}

/** Turns an error response into an ApiError, reading the `{ error, message, details }` body when there is one. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const { error, message, details } = body as { error?: unknown; message?: unknown; details?: unknown };
    if (isErrorCode(error)) {
      return new ApiError(
        error,
        response.status,
        typeof message === 'string' ? message : undefined,
        Array.isArray(details) ? (details as ApiErrorDetail[]) : [],
      );
    }
  }
  return new ApiError(response.status >= 500 ? 'SERVER_DOWN' : 'UNKNOWN_ERROR', response.status);
}

/** The error for a call that got no response (network failure or timeout). */
export function noResponseError(): ApiError {
  return new ApiError('SERVER_DOWN', 0, messageFor('NETWORK_ERROR', 'en'));
}
