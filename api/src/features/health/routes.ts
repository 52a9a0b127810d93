import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { errorResponses, jsonSchema } from '../../http/openapi';

export interface HealthRoutesOptions {
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
}

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Liveness and readiness for probes and the start script: answers ok once the database does. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Health check',
        tags: ['health'],
        response: { 200: jsonSchema(healthResponseSchema), ...errorResponses(503) },
      },
    },
    async (request): Promise<z.infer<typeof healthResponseSchema>> => {
      try {
        await ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new ApiError(503, 'INTERNAL', 'Database unavailable');
      }
      return { status: 'ok' };
    },
  );
};
