import type { ApiErrorCode } from '@vigia/shared/contracts';
import type { z } from 'zod';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function validationError(issues: z.ZodIssue[], message = 'Invalid request'): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, issues);
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'UNAUTHORIZED', message);
}
