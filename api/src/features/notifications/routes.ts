import {
  deleteAllNotificationsResponseSchema,
  deleteNotificationResponseSchema,
  markAllReadResponseSchema,
  notificationActivityQuerySchema,
  notificationActivityResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  notificationStatsResponseSchema,
  UNKNOWN_TIME_ZONE,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../auth/authenticate';
import type { Database } from '../../db/client';
import { notFound, parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import {
  deleteAllNotifications,
  deleteNotification,
  findNotification,
  listNotifications,
  markAllRead,
  markRead,
  notificationActivity,
  notificationStats,
} from './repository';
import { databaseTimeZones } from './time-zones';
import { toNotification } from './to-notification';

export interface NotificationRoutesOptions {
  db: Database;
}

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const idParams = z.object({ id: z.string() });
const uuid = z.string().uuid();
const tags = ['notifications'];
const idParamSchema = jsonSchema(idParams);

/** The caller and the notification id of the path; an id that cannot exist answers 404. */
function target(request: FastifyRequest): { uid: string; id: string } {
  const { id } = idParams.parse(request.params);
  const { uid } = requireAuth(request);
  if (!uuid.safeParse(id).success) throw notFound(NOTIFICATION_NOT_FOUND);
  return { uid, id };
}

export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (
  app,
  { db },
) => {
  const knownTimeZone = databaseTimeZones(db);

  app.get(
    '/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first, paged",
        tags,
        security: bearerSecurity,
        querystring: jsonSchema(notificationListQuerySchema),
        response: { 200: jsonSchema(notificationListResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const query = parseWith(notificationListQuerySchema, request.query);
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

  app.get(
    '/notifications/stats',
    {
      schema: {
        summary: 'Totals, unread, this week against the last, and counts per type',
        tags,
        security: bearerSecurity,
        response: { 200: jsonSchema(notificationStatsResponseSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await notificationStats(db, requireAuth(request).uid) }),
  );

  app.get(
    '/notifications/activity',
    {
      schema: {
        summary: 'Notifications per day for the last `days` days, and per source',
        tags,
        security: bearerSecurity,
        querystring: jsonSchema(notificationActivityQuerySchema),
        response: {
          200: jsonSchema(notificationActivityResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { days, tz } = parseWith(notificationActivityQuerySchema, request.query);
      if (!(await knownTimeZone(tz))) {
        throw validationError([{ code: 'custom', path: ['tz'], message: UNKNOWN_TIME_ZONE }]);
      }
      return {
        data: await notificationActivity(db, requireAuth(request).uid, { days, timeZone: tz }),
      };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        summary: "Mark all the caller's notifications read",
        tags,
        security: bearerSecurity,
        response: { 200: jsonSchema(markAllReadResponseSchema), ...errorResponses(401) },
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
        tags,
        security: bearerSecurity,
        response: { 200: jsonSchema(deleteAllNotificationsResponseSchema), ...errorResponses(401) },
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

  const answerOne = [
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
  for (const { method, url, summary, load } of answerOne) {
    app.route({
      method,
      url,
      schema: {
        summary,
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: jsonSchema(notificationResponseSchema), ...errorResponses(401, 404) },
      },
      handler: async (request) => {
        const { uid, id } = target(request);
        const row = await load(db, uid, id);
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
        tags,
        security: bearerSecurity,
        params: idParamSchema,
        response: {
          200: jsonSchema(deleteNotificationResponseSchema),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { uid, id } = target(request);
      if (!(await deleteNotification(db, uid, id))) throw notFound(NOTIFICATION_NOT_FOUND);
      return { data: { success: true, id } };
    },
  );
};
