import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A route's `schema` holds zod schemas (from `@vigia/shared/contracts`): Fastify parses its
 * params, query and body with them before the handler (which gets their output: trimmed, with
 * defaults) and its answer with the schema of the status it sends, so nothing leaves that the
 * contract does not name. The same schemas make the OpenAPI document (see openapi.ts).
 */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
