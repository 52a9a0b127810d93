import { profileResponseSchema, userSyncRequestSchema } from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { forbidden } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { rateLimited } from '../../../http/rate-limits';
import { syncUser } from '../repository';
import { profileAnswer } from './profile-answer';

/** `POST /auth/users/sync`: the user as the identity provider knows them, after each sign-in. */
export const syncRoute: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/auth/users/sync',
    {
      config: rateLimited('sync'),
      schema: {
        summary: 'Create or update the signed-in user after sign-in',
        tags: ['users'],
        security: bearerSecurity,
        body: userSyncRequestSchema,
        response: {
          200: profileResponseSchema.describe('{ data: { profile } }'),
          ...errorResponses(400, 401, 403, 413, 429),
        },
      },
    },
    async (request) => {
      const { body } = request;
      const token = requireAuth(request);
      if (body.uid !== token.uid) throw forbidden('uid does not match the token');
      // Only the identity provider's word makes an address the account's: a token without one
      // (an anonymous account) claims none, so nobody can take another's address.
      if (token.email === null || token.email.toLowerCase() !== body.email.toLowerCase()) {
        throw forbidden('email does not match the token');
      }
      return profileAnswer(db, config, await syncUser(db, token, body), token);
    },
  );
};
