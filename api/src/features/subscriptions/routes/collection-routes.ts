import {
  deleteAllSubscriptionsResponseSchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionStatsResponseSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { deleteAllSubscriptions, listSubscriptions, subscriptionStats } from '../repository';
import { toSubscription } from '../to-subscription';

/** The caller's subscriptions as a whole: the list (filtered, paged), its counts, delete all. */
export const collectionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/subscriptions',
    {
      schema: {
        summary: "The caller's subscriptions, filtered and paged",
        description:
          "type: a type id, or 'other' for any type but boe and doga. search: case-insensitive, " +
          'in name or description.',
        tags: ['subscriptions'],
        security: bearerSecurity,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
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
        tags: ['subscriptions'],
        security: bearerSecurity,
        response: { 200: subscriptionStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: { stats: await subscriptionStats(db, requireAuth(request).uid) } }),
  );

  app.delete(
    '/subscriptions/delete-all',
    {
      schema: {
        summary: "Delete all the caller's subscriptions",
        tags: ['subscriptions'],
        security: bearerSecurity,
        response: { 200: deleteAllSubscriptionsResponseSchema, ...errorResponses(401) },
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
};
