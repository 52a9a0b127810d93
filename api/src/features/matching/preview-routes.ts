import {
  matchPreviewRequestSchema,
  matchPreviewResponseSchema,
  subscriptionMessages,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { requireAuth } from '../../auth/authenticate';
import type { Database } from '../../db/client';
import { parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { rateLimited } from '../../http/rate-limits';
import { findType } from '../subscriptions/repository';
import { previewMatches } from './match-preview';

export interface PreviewRoutesOptions {
  db: Database;
}

export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, { db }) => {
  app.post(
    '/subscriptions/preview',
    {
      config: rateLimited('preview'),
      schema: {
        summary: 'What prompts would have matched in the last stored days of their source',
        description:
          'For the create and edit screens: how many publications of the last 30 days with ' +
          'stored publications any of the prompts matches, and the newest five.',
        tags: ['subscriptions'],
        security: bearerSecurity,
        body: jsonSchema(matchPreviewRequestSchema),
        response: {
          200: jsonSchema(matchPreviewResponseSchema),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request): Promise<z.infer<typeof matchPreviewResponseSchema>> => {
      requireAuth(request);
      const { typeId, prompts } = parseWith(matchPreviewRequestSchema, request.body);
      if (!(await findType(db, typeId))) {
        throw validationError([
          { code: 'custom', path: ['typeId'], message: subscriptionMessages.typeNotFound(typeId) },
        ]);
      }
      return { data: { preview: await previewMatches(db, typeId, prompts) } };
    },
  );
};
