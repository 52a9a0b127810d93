import {
  subscriptionCreateRequestSchema,
  subscriptionMessages,
  subscriptionResponseSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { Database } from '../../../db/client';
import { ApiError, validationError } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { rateLimited } from '../../../http/rate-limits';
import { ensureUser } from '../../users/repository';
import { countSubscriptions, findType, insertSubscription } from '../repository';
import { subscriptionAnswer } from './own-subscription';

export interface CreateRouteOptions {
  db: Database;
  /** Subscriptions one account may hold. */
  maxSubscriptions: number;
}

/** `POST /subscriptions`: a new subscription of a known type, within the account's maximum. */
export const createRoute: FastifyPluginAsyncZod<CreateRouteOptions> = async (
  app,
  { db, maxSubscriptions },
) => {
  app.post(
    '/subscriptions',
    {
      config: rateLimited('create'),
      schema: {
        summary: 'Create a subscription',
        description:
          'The type may also be named `type_id` or `type` (spec §5, §7). At most ' +
          `MAX_SUBSCRIPTIONS_PER_USER (${maxSubscriptions}) per account: past it, 409 CONFLICT.`,
        tags: ['subscriptions'],
        security: bearerSecurity,
        body: subscriptionCreateRequestSchema,
        response: { 201: subscriptionResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const token = requireAuth(request);
      if (!(await findType(db, input.typeId))) {
        throw validationError([
          {
            code: 'custom',
            path: ['typeId'],
            message: subscriptionMessages.typeNotFound(input.typeId),
          },
        ]);
      }
      await ensureUser(db, token);
      if ((await countSubscriptions(db, token.uid)) >= maxSubscriptions) {
        throw new ApiError(409, 'CONFLICT', subscriptionMessages.tooMany(maxSubscriptions));
      }
      const row = await insertSubscription(db, token.uid, input);
      return reply.code(201).send(await subscriptionAnswer(db, token.uid, row.id));
    },
  );
};
