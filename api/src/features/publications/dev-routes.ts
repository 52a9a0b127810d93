import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseWith } from '../../http/api-error';
import { errorResponses, jsonSchema } from '../../http/openapi';
import { publicationSchema } from './publication';
import { storePublications } from './repository';

export const storeRequestSchema = z
  .object({ publications: z.array(publicationSchema).max(5_000) })
  .strict();

export const storeResponseSchema = z.object({
  data: z.object({ found: z.number().int(), added: z.number().int() }),
});

/**
 * `POST /api/dev/publications`: stores parsed publications, so that `pnpm vigia ingest` works
 * while the server holds the embedded database. Outside production only.
 */
export const devPublicationRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/publications',
    {
      schema: {
        summary: 'Store publications not stored yet (development and tests)',
        tags: ['development'],
        body: jsonSchema(storeRequestSchema),
        response: { 200: jsonSchema(storeResponseSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { publications } = parseWith(storeRequestSchema, request.body);
      return {
        data: { found: publications.length, added: await storePublications(db, publications) },
      };
    },
  );
};
