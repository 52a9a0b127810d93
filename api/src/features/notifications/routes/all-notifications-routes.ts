import {
  deleteAllNotificationsResponseSchema,
  markAllReadResponseSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { deleteAllNotifications, markAllRead } from '../repository';

/** All the caller's notifications at once: mark them read, delete them. */
export const allNotificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/notifications/read-all',
    {
      schema: {
        summary: "Mark all the caller's notifications read",
        tags: ['notifications'],
        security: bearerSecurity,
        response: { 200: markAllReadResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: { success: true, updated: await markAllRead(db, requireAuth(request).uid) },
    }),
  );

  app.delete(
    '/notifications/delete-all',
    {
      schema: {
        summary: "Delete all the caller's notifications",
        tags: ['notifications'],
        security: bearerSecurity,
        response: { 200: deleteAllNotificationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const deletedCount = await deleteAllNotifications(db, requireAuth(request).uid);
      return {
        data: {
          success: true,
          message:
            deletedCount === 1
              ? '1 notificación eliminada' // not from the spec
              : `${deletedCount} notificaciones eliminadas`, // not from the spec
          deletedCount,
        },
      };
    },
  );
};
