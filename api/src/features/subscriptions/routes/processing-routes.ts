import {
  processingStatusResponseSchema,
  processStartedResponseSchema,
  resourceIdParamsSchema,
  subscriptionProcessRequestSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { rateLimited } from '../../../http/rate-limits';
import type { JobQueue } from '../../../jobs/job-queue';
import { PROCESS_SUBSCRIPTION_JOB, settleLostRun } from '../process-subscription';
import { insertProcessingRun, latestProcessingRun } from '../repository';
import { toProcessingStatus } from '../to-subscription';
import { ownSubscription } from './own-subscription';

export interface ProcessingRoutesOptions {
  db: Database;
  jobs: JobQueue;
}

const SUMMARIES = {
  process: 'Process a subscription now (its stored prompts)',
  run: 'Run a subscription (scheduler and operators)',
} as const;

/**
 * 'Procesar Ahora' (`/process`, and `/run`, the same job for the scheduler and operators): a
 * processing run stored and its job queued; `/status`: the latest run.
 */
export const processingRoutes: FastifyPluginAsyncZod<ProcessingRoutesOptions> = async (
  app,
  { db, jobs },
) => {
  for (const trigger of ['process', 'run'] as const) {
    app.post(
      `/subscriptions/:id/${trigger}`,
      {
        config: rateLimited('process'),
        schema: {
          summary: SUMMARIES[trigger],
          description:
            'The body may be absent; the stored prompts are what runs. `subscription_id` (spec ' +
            '§7) is read as `subscriptionId`.',
          tags: ['subscriptions'],
          security: bearerSecurity,
          params: resourceIdParamsSchema,
          body: subscriptionProcessRequestSchema,
          response: { 202: processStartedResponseSchema, ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request, reply) => {
        const { row } = await ownSubscription(db, requireAuth(request).uid, request.params.id);
        const { metadata } = request.body;
        const run = await insertProcessingRun(db, row.userId, row.id, {
          trigger,
          requestedAt: new Date().toISOString(),
          ...(metadata ? { request: metadata } : {}),
        });
        await jobs.enqueue(PROCESS_SUBSCRIPTION_JOB, { runId: run.id });
        return reply.code(202).send({
          data: {
            processingId: run.id,
            subscriptionId: row.id,
            status: run.status,
            message: 'Procesamiento iniciado',
          },
        });
      },
    );
  }

  app.get(
    '/subscriptions/:id/status',
    {
      schema: {
        summary: 'Processing status of a subscription',
        description:
          "The latest run. Before any run: status 'pending', processingId null, lastRunAt the " +
          'last processing time. nextRunAt is null until the scheduler exists.',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: processingStatusResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { row } = await ownSubscription(db, requireAuth(request).uid, request.params.id);
      const run = await settleLostRun(db, await latestProcessingRun(db, row.id));
      return { data: { status: toProcessingStatus(run, row) } };
    },
  );
};
