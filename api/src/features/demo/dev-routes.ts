import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DemoAccountProvider } from '../../auth/verify-token';
import type { Database } from '../../db/client';
import { parseWith } from '../../http/api-error';
import { errorResponses, jsonSchema } from '../../http/openapi';
import { seedDemo } from './seed-demo';

export const demoRequestSchema = z.object({ password: z.string().min(8).max(128) }).strict();

export const demoResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    subscriptions: z.number().int(),
    notificationsCreated: z.number().int(),
  }),
});

export interface DemoRoutesOptions {
  db: Database;
  accounts: DemoAccountProvider;
  /** The demo account's address (VIGIA_DEMO_EMAIL). */
  email: string;
}

/**
 * `POST /api/dev/demo { password }`: the demo account, with that password, subscriptions and
 * notifications matched from the sample bulletins (`pnpm vigia seed-demo` while the server holds
 * the embedded database). The password is never answered: only the caller knows it.
 */
export const devDemoRoutes: FastifyPluginAsync<DemoRoutesOptions> = async (
  app,
  { db, accounts, email },
) => {
  app.post(
    '/demo',
    {
      schema: {
        summary: 'Create or refresh the demo account with this password (development)',
        tags: ['development'],
        body: jsonSchema(demoRequestSchema),
        response: { 200: jsonSchema(demoResponseSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const { password } = parseWith(demoRequestSchema, request.body);
      return { data: await seedDemo(db, accounts, process.env, { email, password }) };
    },
  );
};
