import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export type JsonSchema = Record<string, unknown>;

/** OpenAPI 3 JSON schema of a zod schema, inlined (no $ref), for route documentation. */
export function jsonSchema(schema: ZodTypeAny, description?: string): JsonSchema {
  const converted = zodToJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none' });
  const { $schema: _ignored, ...rest } = converted as JsonSchema;
  return description ? { description, ...rest } : rest;
}

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

export function errorResponses(...statuses: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      jsonSchema(errorEnvelopeSchema, ERROR_DESCRIPTIONS[status] ?? 'Error'),
    ]),
  );
}

export const bearerSecurity = [{ bearerAuth: [] }];

/** OpenAPI document at /api/docs/json, Swagger UI at /api/docs. Register before the routes. */
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
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own CSP (its scripts' hashes) instead of the api's strict one; plain http stays http.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
