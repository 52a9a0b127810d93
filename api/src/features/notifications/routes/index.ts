import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { allNotificationsRoutes } from './all-notifications-routes';
import { listRoute } from './list-route';
import { oneNotificationRoutes } from './one-notification-routes';
import { summaryRoutes } from './summary-routes';

export interface NotificationRoutesOptions {
  db: Database;
}

/** Every `/notifications…` route. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { db },
) => {
  await app.register(listRoute, { db });
  await app.register(summaryRoutes, { db });
  await app.register(allNotificationsRoutes, { db });
  await app.register(oneNotificationRoutes, { db });
};
