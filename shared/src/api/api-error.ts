import type { ApiErrorCode } from '@vigia/shared/contracts';

import { apiMessages } from './messages';

/**
 * The api's codes, plus the client's own: no answer at all, no answer in time, an answer of the
 * wrong shape, or the start command's proxy saying the api is down.
 */
export type ApiClientErrorCode =
  ApiErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'SERVICE_UNAVAILABLE';

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

/** The call never reached the api or got no answer from it (down, unreachable, a gateway's 5xx). */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || [502, 503, 504].includes(error.status));
}

function firstIssueMessage(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const [issue] = details as unknown[];
  if (typeof issue !== 'object' || issue === null || !('message' in issue)) return undefined;
  const { message } = issue as { message: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The Spanish sentence to show a user for a failed call. Only the rules the api checks for the
 * user (a VALIDATION_ERROR's first issue: the contracts' own messages) reach the screen as the
 * api wrote them; a timeout, an unreachable api or too many calls have their own sentence;
 * anything else (server errors, proxies' and runtimes' messages, English internals) gives the
 * screen's `fallback`. The technical detail stays in the console and /debug.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'TIMEOUT') return apiMessages.timeout;
  if (isUnreachable(error)) return apiMessages.unreachable;
  if (error.status === 429) return apiMessages.rateLimited;
  if (error.code === 'VALIDATION_ERROR') return firstIssueMessage(error.details) ?? fallback;
  return fallback;
}
