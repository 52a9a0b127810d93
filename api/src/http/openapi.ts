import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_ERROR, with the zod issues in details',
  401: 'MISSING_HEADERS, TOKEN_EXPIRED or UNAUTHORIZED',
  403: 'UNAUTHORIZED: the request names another user',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION_ERROR: body over the size limit',
  429: 'RATE_LIMITED: too many calls of this kind; details.retryAfterSeconds, Retry-After',
  500: 'INTERNAL',
  503: 'INTERNAL: the database does not answer',
};

/** A route's error answers, for its `schema.response`: the error envelope, described per status. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      errorEnvelopeSchema.describe(ERROR_DESCRIPTIONS[status] ?? 'Error'),
    ]),
  );
}

export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * OpenAPI document at /api/docs/json, Swagger UI at /api/docs, generated from the routes' zod
 * schemas (the ones Fastify validates and serializes with). Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Vigía API',
        description:
          'Success bodies are `{ data: … }`; errors `{ error: { code, message, details? } }`.',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own CSP (its scripts' hashes) instead of the api's strict one; plain http stays http.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
