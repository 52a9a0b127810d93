import { optionalBody } from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http/openapi';
import { sendEmailsNow } from './email-worker';

export interface DevEmailRoutesOptions {
  db: Database;
  config: AppConfig;
}

export const sendEmailsRequestSchema = z.object({
  /** The instant to act at (ISO 8601), e.g. a digest time; now by default. */
  at: z.string().datetime({ offset: true }).optional(),
});

const sendEmailsResponseSchema = z.object({
  data: z.object({
    recovered: z.object({ markedSent: z.number(), requeued: z.number() }),
    immediate: z.number(),
    digests: z.number(),
    sent: z.number(),
  }),
});

/** Development only: compose and send due email now (what `pnpm vigia send-emails` calls). */
export const devEmailRoutes: FastifyPluginAsyncZod<DevEmailRoutesOptions> = async (
  app,
  { db, config },
) => {
  app.post(
    '/email/send',
    {
      schema: {
        summary: 'Composes the immediate emails and due digests, and sends the outbox now',
        tags: ['development'],
        body: optionalBody(sendEmailsRequestSchema),
        response: { 200: sendEmailsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { at } = request.body;
      return { data: await sendEmailsNow(db, config, at ? new Date(at) : undefined) };
    },
  );
};
