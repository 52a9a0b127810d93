import type { ApiErrorCode, ErrorEnvelope } from '@vigia/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AuthError } from '../auth/verify-token';
import { ApiError, validationError } from './api-error';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What a user reads of an unexpected failure; the log says what it was. */
export const INTERNAL_ERROR_MESSAGE =
  'Se ha producido un error interno. Inténtalo de nuevo en unos momentos.';

/**
 * Every failure as `{ error: { code, message, details? } }`. A body over the limit is answered
 * 413 VALIDATION_ERROR with one `too_big` issue giving the limit in bytes. Anything unexpected
 * is a 500 INTERNAL whose message says nothing about the cause (the log has it).
 */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AuthError) return new ApiError(401, error.code, error.message);
  if (error instanceof ZodError) return validationError(error.issues);
  const status = statusOf(error);
  if (codeOf(error) === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    const message = 'Request body is too large';
    return new ApiError(413, 'VALIDATION_ERROR', message, [
      { code: 'too_big', path: [], type: 'body', maximum: limit, inclusive: true, message },
    ]);
  }
  if (status !== undefined && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : 'Bad request';
    return new ApiError(status, CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR', message);
  }
  return new ApiError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
}

export function envelope(error: ApiError): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(apiError.statusCode).send(envelope(apiError));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        envelope(
          new ApiError(404, 'NOT_FOUND', `Route ${request.method} ${request.url} not found`),
        ),
      ),
  );
}
