import {
  notificationActivityQuerySchema,
  notificationActivityResponseSchema,
  notificationStatsResponseSchema,
  UNKNOWN_TIME_ZONE,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { validationError } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { notificationActivity, notificationStats } from '../repository';
import { databaseTimeZones } from '../time-zones';

/** The dashboard's figures: `GET /notifications/stats` and `/notifications/activity`. */
export const summaryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const knownTimeZone = databaseTimeZones(db);

  app.get(
    '/notifications/stats',
    {
      schema: {
        summary: 'Totals, unread, this week against the last, and counts per type',
        tags: ['notifications'],
        security: bearerSecurity,
        response: { 200: notificationStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await notificationStats(db, requireAuth(request).uid) }),
  );

  app.get(
    '/notifications/activity',
    {
      schema: {
        summary: 'Notifications per day for the last `days` days, and per source',
        tags: ['notifications'],
        security: bearerSecurity,
        querystring: notificationActivityQuerySchema,
        response: { 200: notificationActivityResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { days, tz } = request.query;
      if (!(await knownTimeZone(tz))) {
        throw validationError([{ code: 'custom', path: ['tz'], message: UNKNOWN_TIME_ZONE }]);
      }
      return {
        data: await notificationActivity(db, requireAuth(request).uid, { days, timeZone: tz }),
      };
    },
  );
};
