import {
  deleteNotificationResponseSchema,
  notificationResponseSchema,
  resourceIdParamsSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { deleteNotification, findNotification, markRead } from '../repository';
import { toNotification } from '../to-notification';

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const uuid = z.string().uuid();

/** The id of the path, when it can name a notification at all; else a 404. */
function notificationId(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound(NOTIFICATION_NOT_FOUND);
  return id;
}

/** One of the caller's notifications: read it, mark it read, delete it. */
export const oneNotificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const answeringTheNotification = [
    {
      method: 'GET' as const,
      url: '/notifications/:id',
      summary: 'One notification',
      load: findNotification,
    },
    {
      method: 'POST' as const,
      url: '/notifications/:id/read',
      summary: 'Mark one notification read (readAt is kept from the first time)',
      load: markRead,
    },
  ];
  for (const { method, url, summary, load } of answeringTheNotification) {
    app.route({
      method,
      url,
      schema: {
        summary,
        tags: ['notifications'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(401, 404) },
      },
      handler: async (request) => {
        const row = await load(db, requireAuth(request).uid, notificationId(request.params.id));
        if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
        return { data: { notification: toNotification(row) } };
      },
    });
  }

  app.delete(
    '/notifications/:id',
    {
      schema: {
        summary: 'Delete one notification',
        tags: ['notifications'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: deleteNotificationResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const id = notificationId(request.params.id);
      if (!(await deleteNotification(db, requireAuth(request).uid, id))) {
        throw notFound(NOTIFICATION_NOT_FOUND);
      }
      return { data: { success: true, id } };
    },
  );
};
