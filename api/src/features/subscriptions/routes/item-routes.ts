import {
  deleteSubscriptionResponseSchema,
  resourceIdParamsSchema,
  subscriptionResponseSchema,
  subscriptionToggleRequestSchema,
  subscriptionUpdateRequestSchema,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { deleteSubscription, updateSubscription } from '../repository';
import { ownSubscription, SUBSCRIPTION_NOT_FOUND, subscriptionAnswer } from './own-subscription';

/** One of the caller's subscriptions: read it, change it, switch it on or off, delete it. */
export const itemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** Applies a checked change to the caller's subscription and answers it as it now is. */
  async function changeOwn(uid: string, id: string, change: SubscriptionUpdateRequest) {
    const { row } = await ownSubscription(db, uid, id);
    if (!(await updateSubscription(db, uid, row.id, change))) {
      throw notFound(SUBSCRIPTION_NOT_FOUND);
    }
    return subscriptionAnswer(db, uid, row.id);
  }

  app.get(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'One of the caller’s subscriptions',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => subscriptionAnswer(db, requireAuth(request).uid, request.params.id),
  );

  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'Change a subscription',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        body: subscriptionUpdateRequestSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => changeOwn(requireAuth(request).uid, request.params.id, request.body),
  );

  app.patch(
    '/subscriptions/:id/toggle',
    {
      schema: {
        summary: 'Switch a subscription on or off',
        description: 'Body `{ active }` (or `{ isActive }`, as the spec names it).',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        body: subscriptionToggleRequestSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => changeOwn(requireAuth(request).uid, request.params.id, request.body),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        summary: 'Delete a subscription',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: deleteSubscriptionResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { uid } = requireAuth(request);
      const { row } = await ownSubscription(db, uid, request.params.id);
      if (!(await deleteSubscription(db, uid, row.id))) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return { data: { success: true, id: row.id } };
    },
  );
};
