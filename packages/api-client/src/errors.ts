import {
  isErrorCode,
  loadedMessageFor,
  loadErrorMessages,
  type ErrorCode,
  type ErrorDetail,
  type Lang,
} from '@arms/domain';

/** One problem with one input field or record, as an error's `details` carry it (@arms/domain's `ErrorDetail`). */
export type ApiErrorDetail = ErrorDetail;

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
    super(message ?? loadedMessageFor(code, 'en'));
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /**
   * The message to show, in the interface language. Vietnamese once its messages are loaded
   * (`loadErrorMessages('vn')` of @arms/domain, or `loadDomainResources('vn')`, which an app's i18n
   * instance does before it shows Vietnamese), English until then (docs/decisions/0187).
   */
  localizedMessage(lang: Lang): string {
    return this.status === 0 ? loadedMessageFor('NETWORK_ERROR', lang) : loadedMessageFor(this.code, lang);
  }

  /**
   * The message to show in the interface language, once that language's messages are loaded (at once
   * when they already are): for callers that do not know whether Vietnamese has loaded.
   */
  async loadLocalizedMessage(lang: Lang): Promise<string> {
    await loadErrorMessages(lang);
    return this.localizedMessage(lang);
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
  return new ApiError('SERVER_DOWN', 0, loadedMessageFor('NETWORK_ERROR', 'en'));
}
