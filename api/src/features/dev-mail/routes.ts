import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listMessages, readMessage } from '../../dev/smtp-sink';
import { notFound, parseWith } from '../../http/api-error';
import { errorResponses, jsonSchema } from '../../http/openapi';

export interface DevMailRoutesOptions {
  mailDir: string;
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

/** Mail kept by the local SMTP sink. Registered outside production only; no sign-in needed. */
export const devMailRoutes: FastifyPluginAsync<DevMailRoutesOptions> = async (app, { mailDir }) => {
  app.get(
    '/mail',
    {
      schema: {
        summary: 'Messages caught by the development SMTP sink, newest first',
        tags: ['development'],
        querystring: jsonSchema(listQuerySchema),
        response: { 200: jsonSchema(devMailListResponseSchema), ...errorResponses(400) },
      },
    },
    async (request): Promise<z.infer<typeof devMailListResponseSchema>> => {
      const { limit } = parseWith(listQuerySchema, request.query);
      return { data: { messages: await listMessages(mailDir, limit) } };
    },
  );

  app.get(
    '/mail/:id',
    {
      schema: {
        summary: 'One message caught by the development SMTP sink, with its text and HTML',
        tags: ['development'],
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: jsonSchema(devMailMessageResponseSchema), ...errorResponses(404) },
      },
    },
    async (request): Promise<z.infer<typeof devMailMessageResponseSchema>> => {
      const { id } = parseWith(z.object({ id: z.string() }), request.params);
      const message = await readMessage(mailDir, id);
      if (!message) throw notFound('Message not found');
      return { data: { message } };
    },
  );
};
