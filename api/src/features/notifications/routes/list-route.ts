import {
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { listNotifications } from '../repository';
import { toNotification } from '../to-notification';

/** `GET /notifications`: the caller's notifications, newest first, a page at a time. */
export const listRoute: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first, paged",
        tags: ['notifications'],
        security: bearerSecurity,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total, unread } = await listNotifications(db, requireAuth(request).uid, query);
      return {
        data: {
          notifications: rows.map(toNotification),
          total,
          unread,
          page: query.page,
          limit: query.limit,
          hasMore: query.page * query.limit < total,
        },
      };
    },
  );
};
