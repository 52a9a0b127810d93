import {
  resourceIdParamsSchema,
  subscriptionMessages,
  subscriptionTypeResponseSchema,
  subscriptionTypesResponseSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { findType, listTypes } from '../repository';
import { toSubscriptionType } from '../to-subscription';

/** `GET /subscriptions/types` and `/subscriptions/types/{id}`: what a subscription can watch. */
export const typeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/subscriptions/types',
    {
      schema: {
        summary: 'Subscription types (boe, doga, …)',
        tags: ['subscriptions'],
        security: bearerSecurity,
        response: { 200: subscriptionTypesResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ data: { types: (await listTypes(db)).map(toSubscriptionType) } }),
  );

  app.get(
    '/subscriptions/types/:id',
    {
      schema: {
        summary: 'One subscription type',
        tags: ['subscriptions'],
        security: bearerSecurity,
        params: resourceIdParamsSchema,
        response: { 200: subscriptionTypeResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const type = await findType(db, id);
      if (!type) throw notFound(subscriptionMessages.typeNotFound(id));
      return { data: { type: toSubscriptionType(type) } };
    },
  );
};
