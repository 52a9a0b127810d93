import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DemoAccountProvider } from '../../auth/verify-token';
import type { Database } from '../../db/client';
import { errorResponses, jsonSchema } from '../../http/openapi';
import { seedDemo } from './seed-demo';

export const demoResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    password: z.string(),
    subscriptions: z.number().int(),
    notificationsCreated: z.number().int(),
  }),
});

export interface DemoRoutesOptions {
  db: Database;
  accounts: DemoAccountProvider;
}

/**
 * `POST /api/dev/demo`: the demo account with subscriptions and notifications matched from the
 * sample bulletins (`pnpm vigia seed-demo`, and `pnpm start`). Outside production only.
 */
export const devDemoRoutes: FastifyPluginAsync<DemoRoutesOptions> = async (
  app,
  { db, accounts },
) => {
  app.post(
    '/demo',
    {
      schema: {
        summary: 'Create or refresh the demo account (development and tests)',
        tags: ['development'],
        response: { 200: jsonSchema(demoResponseSchema), ...errorResponses(500) },
      },
    },
    async () => ({ data: await seedDemo(db, accounts, process.env) }),
  );
};
