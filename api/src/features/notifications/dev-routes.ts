import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http/api-error';
import { errorResponses } from '../../http/openapi';
import { noSuchUser, seedDemoNotifications } from './demo-notifications';

export const seedRequestSchema = z
  .object({
    email: z.string().trim().email(),
    count: z.number().int().min(1).max(1000).default(45),
    days: z.number().int().min(1).max(365).default(10),
  })
  .strict();
export type SeedRequest = z.input<typeof seedRequestSchema>;

const seedResponseSchema = z.object({ data: z.object({ created: z.number().int() }) });

/**
 * `POST /api/dev/notifications/seed`: demo notifications for a user, so that `pnpm vigia
 * seed-notifications` works while the server holds the embedded database. Outside production only.
 */
export const devNotificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/notifications/seed',
    {
      schema: {
        summary: 'Seed demo notifications for a user (development and tests)',
        tags: ['development'],
        body: seedRequestSchema,
        response: { 200: seedResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { email, ...options } = request.body;
      const created = await seedDemoNotifications(db, email, options);
      if (!created) throw notFound(noSuchUser(email));
      return { data: { created: created.length } };
    },
  );
};
