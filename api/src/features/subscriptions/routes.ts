import {
  deleteAllSubscriptionsResponseSchema,
  processingStatusResponseSchema,
  processStartedResponseSchema,
  subscriptionCreateRequestSchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionMessages,
  subscriptionProcessRequestSchema,
  subscriptionResponseSchema,
  subscriptionStatsResponseSchema,
  subscriptionToggleRequestSchema,
  subscriptionTypeResponseSchema,
  subscriptionTypesResponseSchema,
  subscriptionUpdateRequestSchema,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../auth/authenticate';
import type { Database } from '../../db/client';
import { ApiError, notFound, parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { rateLimited } from '../../http/rate-limits';
import type { JobQueue } from '../../jobs/job-queue';
import { ensureUser } from '../users/repository';
import { PROCESS_SUBSCRIPTION_JOB, settleLostRun } from './process-subscription';
import {
  countSubscriptions,
  deleteAllSubscriptions,
  deleteSubscription,
  findSubscription,
  findType,
  insertProcessingRun,
  insertSubscription,
  latestProcessingRun,
  listSubscriptions,
  listTypes,
  subscriptionStats,
  updateSubscription,
  type SubscriptionWithType,
} from './repository';
import { toProcessingStatus, toSubscription, toSubscriptionType } from './to-subscription';

export interface SubscriptionRoutesOptions {
  db: Database;
  jobs: JobQueue;
  /** Subscriptions one account may hold. */
  maxSubscriptions: number;
}

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const idParams = z.object({ id: z.string() });
const uuid = z.string().uuid();
const tags = ['subscriptions'];
const idParamSchema = jsonSchema(idParams);

export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRoutesOptions> = async (
  app,
  { db, jobs, maxSubscriptions },
) => {
  /** The caller's subscription named by the path; anything else (another user's too) is a 404. */
  async function ownSubscription(request: FastifyRequest): Promise<SubscriptionWithType> {
    const { id } = idParams.parse(request.params);
    const token = requireAuth(request);
    const found = uuid.safeParse(id).success
      ? await findSubscription(db, token.uid, id)
      : undefined;
    if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return found;
  }

  async function answerOne(request: FastifyRequest, id: string) {
    const found = await findSubscription(db, requireAuth(request).uid, id);
    if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return { data: { subscription: toSubscription(found.row, found.type) } };
  }

  /** Applies a checked change to the caller's subscription and answers it as it now is. */
  async function changeOwn(request: FastifyRequest, change: SubscriptionUpdateRequest) {
    const { row } = await ownSubscription(request);
    if (!(await updateSubscription(db, row.userId, row.id, change))) {
      throw notFound(SUBSCRIPTION_NOT_FOUND);
    }
    return answerOne(request, row.id);
  }

  async function startRun(request: FastifyRequest, trigger: 'process' | 'run') {
    const body = parseWith(subscriptionProcessRequestSchema, request.body ?? {});
    const { row } = await ownSubscription(request);
    const run = await insertProcessingRun(db, row.userId, row.id, {
      trigger,
      requestedAt: new Date().toISOString(),
      ...(body.metadata ? { request: body.metadata } : {}),
    });
    await jobs.enqueue(PROCESS_SUBSCRIPTION_JOB, { runId: run.id });
    return {
      data: {
        processing_id: run.id,
        subscription_id: row.id,
        status: run.status,
        message: 'Procesamiento iniciado',
      },
    };
  }

  app.get(
    '/subscriptions/types',
    {
      schema: {
        summary: 'Subscription types (boe, doga, …)',
        tags,
        security: bearerSecurity,
        response: { 200: jsonSchema(subscriptionTypesResponseSchema), ...errorResponses(401) },
      },
    },
    async () => ({ data: { types: (await listTypes(db)).map(toSubscriptionType) } }),
  );

  app.get(
    '/subscriptions/types/:id',
    {
      schema: {
        summary: 'One subscription type',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: jsonSchema(subscriptionTypeResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id } = idParams.parse(request.params);
      const type = await findType(db, id);
      if (!type) throw notFound(subscriptionMessages.typeNotFound(id));
      return { data: { type: toSubscriptionType(type) } };
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        summary: "The caller's subscriptions, filtered and paged",
        description:
          "type: a type id, or 'other' for any type but boe and doga. search: case-insensitive, " +
          'in name or description.',
        tags,
        security: bearerSecurity,
        querystring: jsonSchema(subscriptionListQuerySchema),
        response: { 200: jsonSchema(subscriptionListResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const query = parseWith(subscriptionListQuerySchema, request.query);
      const { items, total } = await listSubscriptions(db, requireAuth(request).uid, query);
      return {
        data: {
          subscriptions: items.map(({ row, type }) => toSubscription(row, type)),
          metadata: {
            total,
            page: query.page,
            limit: query.limit,
            totalPages: Math.ceil(total / query.limit),
          },
        },
      };
    },
  );

  app.get(
    '/subscriptions/stats',
    {
      schema: {
        summary: "Counts of the caller's subscriptions",
        tags,
        security: bearerSecurity,
        response: { 200: jsonSchema(subscriptionStatsResponseSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: { stats: await subscriptionStats(db, requireAuth(request).uid) } }),
  );

  app.post(
    '/subscriptions',
    {
      config: rateLimited('create'),
      schema: {
        summary: 'Create a subscription',
        description: `At most MAX_SUBSCRIPTIONS_PER_USER (${maxSubscriptions}) per account: past it, 409 CONFLICT.`,
        tags,
        security: bearerSecurity,
        body: jsonSchema(subscriptionCreateRequestSchema),
        response: {
          201: jsonSchema(subscriptionResponseSchema),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const input = parseWith(subscriptionCreateRequestSchema, request.body);
      const token = requireAuth(request);
      if (!(await findType(db, input.typeId))) {
        throw validationError([
          {
            code: 'custom',
            path: ['typeId'],
            message: subscriptionMessages.typeNotFound(input.typeId),
          },
        ]);
      }
      await ensureUser(db, token);
      if ((await countSubscriptions(db, token.uid)) >= maxSubscriptions) {
        throw new ApiError(409, 'CONFLICT', subscriptionMessages.tooMany(maxSubscriptions));
      }
      const row = await insertSubscription(db, token.uid, input);
      reply.code(201);
      return answerOne(request, row.id);
    },
  );

  app.delete(
    '/subscriptions/delete-all',
    {
      schema: {
        summary: "Delete all the caller's subscriptions",
        tags,
        security: bearerSecurity,
        response: {
          200: jsonSchema(deleteAllSubscriptionsResponseSchema),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const deletedCount = await deleteAllSubscriptions(db, requireAuth(request).uid);
      return {
        data: {
          success: true,
          message: `${deletedCount} subscripciones eliminadas`,
          deletedCount,
        },
      };
    },
  );

  app.get(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'One of the caller’s subscriptions',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: jsonSchema(subscriptionResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { row, type } = await ownSubscription(request);
      return { data: { subscription: toSubscription(row, type) } };
    },
  );

  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'Change a subscription',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        body: jsonSchema(subscriptionUpdateRequestSchema),
        response: {
          200: jsonSchema(subscriptionResponseSchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => changeOwn(request, parseWith(subscriptionUpdateRequestSchema, request.body)),
  );

  app.patch(
    '/subscriptions/:id/toggle',
    {
      schema: {
        summary: 'Switch a subscription on or off',
        description: 'Body `{ active }` (or `{ isActive }`).',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        body: jsonSchema(subscriptionToggleRequestSchema),
        response: {
          200: jsonSchema(subscriptionResponseSchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => changeOwn(request, parseWith(subscriptionToggleRequestSchema, request.body)),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'Delete a subscription',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: {
          200: jsonSchema(z.object({ data: z.object({ success: z.boolean(), id: z.string() }) })),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { row } = await ownSubscription(request);
      if (!(await deleteSubscription(db, row.userId, row.id))) {
        throw notFound(SUBSCRIPTION_NOT_FOUND);
      }
      return { data: { success: true, id: row.id } };
    },
  );

  for (const trigger of ['process', 'run'] as const) {
    app.post(
      `/subscriptions/:id/${trigger}`,
      {
        config: rateLimited('process'),
        schema: {
          summary:
            trigger === 'process'
              ? 'Process a subscription now (its stored prompts)'
              : 'Run a subscription (scheduler and operators)',
          tags,
          security: bearerSecurity,
          params: idParamSchema,
          response: {
            202: jsonSchema(processStartedResponseSchema),
            ...errorResponses(400, 401, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const answer = await startRun(request, trigger);
        reply.code(202);
        return answer;
      },
    );
  }

  app.get(
    '/subscriptions/:id/status',
    {
      schema: {
        summary: 'Processing status of a subscription',
        description:
          "The latest run. Before any run: status 'pending', processing_id null, last_run_at " +
          'the last processing time. next_run_at is null until the scheduler exists.',
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: {
          200: jsonSchema(processingStatusResponseSchema),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { row } = await ownSubscription(request);
      const run = await settleLostRun(db, await latestProcessingRun(db, row.id));
      return { data: { status: toProcessingStatus(run, row) } };
    },
  );
};
