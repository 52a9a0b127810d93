import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../auth/authenticate';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { listMessages, readMessage } from '../../dev/smtp-sink';
import { notFound, parseWith } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { outboxIdOfMessageId } from '../email/deliver-emails';

export interface DevMailRoutesOptions {
  mailDir: string;
  db: Database;
}

const mailSummarySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  receivedAt: z.string(),
});
const mailMessageSchema = mailSummarySchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export const devMailListResponseSchema = z.object({
  data: z.object({ messages: z.array(mailSummarySchema) }),
});
export const devMailMessageResponseSchema = z.object({
  data: z.object({ message: mailMessageSchema }),
});
const listQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/**
 * Mail kept by the local SMTP sink, for the signed-in caller only: the emails Vigía composed for
 * their account (matched by Message-ID to their outbox rows), never another user's mail or links.
 * Behind the authenticate hook; registered when VIGIA_DEV_ROUTES turns `mail` on.
 */
export const devMailRoutes: FastifyPluginAsync<DevMailRoutesOptions> = async (
  app,
  { mailDir, db },
) => {
  async function callersMail(
    request: FastifyRequest,
  ): Promise<(messageId: string | null) => boolean> {
    const rows = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, requireAuth(request).uid));
    const own = new Set(rows.map((row) => row.id));
    return (messageId) => own.has(outboxIdOfMessageId(messageId) ?? '');
  }

  app.get(
    '/mail',
    {
      schema: {
        summary: "The caller's messages caught by the development SMTP sink, newest first",
        tags: ['development'],
        security: bearerSecurity,
        querystring: jsonSchema(listQuerySchema),
        response: { 200: jsonSchema(devMailListResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<z.infer<typeof devMailListResponseSchema>> => {
      const { limit } = parseWith(listQuerySchema, request.query);
      return { data: { messages: await listMessages(mailDir, limit, await callersMail(request)) } };
    },
  );

  app.get(
    '/mail/:id',
    {
      schema: {
        summary: "One of the caller's messages caught by the development SMTP sink",
        tags: ['development'],
        security: bearerSecurity,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: jsonSchema(devMailMessageResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<z.infer<typeof devMailMessageResponseSchema>> => {
      const { id } = parseWith(z.object({ id: z.string() }), request.params);
      const message = await readMessage(mailDir, id, await callersMail(request));
      if (!message) throw notFound('Message not found');
      return { data: { message } };
    },
  );
};
