import type { ApiErrorCode } from '@vigia/shared/contracts';

/**
 * The api's codes, plus the client's own: no answer at all, an answer of the wrong shape, or
 * the start command's proxy saying the api is down.
 */
export type ApiClientErrorCode =
  ApiErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'SERVICE_UNAVAILABLE';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/** A failed api call: HTTP status (0 when the api could not be reached) and the api's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ status, code, message, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

/** Reads `{ error: { code, message, details } }`; falls back on the status for other bodies. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body as { error: unknown }).error
      : undefined;
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return new ApiError({
    status,
    code: typeof fields.code === 'string' ? fields.code : (CODE_BY_STATUS[status] ?? 'INTERNAL'),
    message:
      typeof fields.message === 'string' ? fields.message : `Request failed with status ${status}`,
    details: fields.details,
  });
}

/**
 * The text to show for a failed call: the api's own message when it answered one, else the
 * screen's fallback (a dropped connection's 'Failed to fetch' tells the user nothing).
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status > 0 && error.message ? error.message : fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
