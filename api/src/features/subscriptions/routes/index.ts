import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../jobs/job-queue';
import { collectionRoutes } from './collection-routes';
import { createRoute } from './create-route';
import { itemRoutes } from './item-routes';
import { processingRoutes } from './processing-routes';
import { typeRoutes } from './type-routes';

export interface SubscriptionRoutesOptions {
  db: Database;
  jobs: JobQueue;
  /** Subscriptions one account may hold. */
  maxSubscriptions: number;
}

/** Every `/subscriptions…` route but the match preview (matching's own). */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (
  app,
  { db, jobs, maxSubscriptions },
) => {
  await app.register(typeRoutes, { db });
  await app.register(collectionRoutes, { db });
  await app.register(createRoute, { db, maxSubscriptions });
  await app.register(itemRoutes, { db });
  await app.register(processingRoutes, { db, jobs });
};
