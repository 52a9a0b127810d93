import { z } from 'zod';

/**
 * Every error the api answers with. A body over the size limit is answered 413 with
 * VALIDATION_ERROR (see the api README), so clients need no extra code for it.
 */
export const API_ERROR_CODES = [
  'MISSING_HEADERS',
  'TOKEN_EXPIRED',
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** The message of every 429 RATE_LIMITED; `details` holds `{ retryAfterSeconds }`. */
export const RATE_LIMITED_MESSAGE =
  'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.'; // not from the spec
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  /** For VALIDATION_ERROR: the zod issues (`{ code, path, message, … }[]`). */
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ error: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `{ data: … }`, the success envelope of every api response. */
export function dataEnvelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({ data });
}
