import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http/openapi';
import { PUBLICATION_SOURCES, publicationSchema } from './publication';
import { ingestAndMatch } from './watcher';

export const ingestRequestSchema = z
  .object({
    source: z.enum(PUBLICATION_SOURCES),
    /** The bulletin's day; null for a feed that names none. */
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    publications: z.array(publicationSchema).max(5_000),
  })
  .strict();
export type IngestRequest = z.output<typeof ingestRequestSchema>;

export const ingestResponseSchema = z.object({
  data: z.object({
    day: z.string().nullable(),
    found: z.number().int(),
    added: z.number().int(),
    notificationsCreated: z.number().int(),
  }),
});

/** A whole bulletin day (a few hundred publications) in one request. */
const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * `POST /api/dev/publications`: stores a day's parsed publications and matches them, so that
 * `pnpm vigia ingest` works while the server holds the embedded database. Outside production only.
 */
export const devPublicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/publications',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      schema: {
        summary: "Store a day's publications and match them (development and tests)",
        tags: ['development'],
        body: ingestRequestSchema,
        response: { 200: ingestResponseSchema, ...errorResponses(400, 413) },
      },
    },
    async (request) => {
      const { source, day, publications } = request.body;
      return { data: await ingestAndMatch(db, source, day, publications) };
    },
  );
};
