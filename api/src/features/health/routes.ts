import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/openapi';

export interface HealthRoutesOptions {
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
}

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Liveness and readiness for probes and the start script: answers ok once the database does. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Health check',
        tags: ['health'],
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new ApiError(503, 'INTERNAL', 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
