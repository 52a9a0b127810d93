import { errorEnvelopeSchema, inputMessages } from '@vigia/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, registerErrorHandling } from './error-handler';
import { registerInputGuard } from './input-guard';
import { registerZodSchemas } from './zod-schemas';

// The api's routes declare zod schemas; these routes show what Fastify does with them, wired as
// buildApp wires it (error envelope, input guard, compilers).

const greetingSchema = z.object({
  name: z.string().trim().min(3),
  polite: z.boolean().default(true),
});
const answerSchema = z.object({ data: z.object({ greeting: z.string() }) });

const exampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/greetings',
    {
      schema: {
        body: greetingSchema,
        querystring: z.object({ times: z.coerce.number().int().min(1).default(1) }).strict(),
        response: { 200: answerSchema },
      },
    },
    async ({ body, query }) => ({
      data: { greeting: `${body.polite ? 'Hola' : 'Eh'}, ${body.name}`.repeat(query.times) },
      // Not in the answer's schema: never sent.
      internalNote: 'secreto',
    }),
  );
  app.get('/broken', { schema: { response: { 200: answerSchema } } }, async () =>
    // What a handler with a bug might answer; the type check is what usually stops it.
    JSON.parse('{"data":{"greeting":42}}'),
  );
};

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerZodSchemas(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(exampleRoutes);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('routes with zod schemas', () => {
  it("hand the handler the schemas' output: trimmed, coerced, with defaults", async () => {
    expect(await send('POST', '/greetings?times=2', { name: '  Ana ' })).toEqual({
      status: 200,
      body: { data: { greeting: 'Hola, AnaHola, Ana' } },
    });
  });

  it('refuse a body or query the schema refuses: 400 VALIDATION_ERROR with the zod issues', async () => {
    const short = await send('POST', '/greetings', { name: 'A' });
    expect(short.status).toBe(400);
    expect(errorEnvelopeSchema.parse(short.body).error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      details: [expect.objectContaining({ code: 'too_small', path: ['name'], minimum: 3 })],
    });

    const query = await send('POST', '/greetings?times=0&extra=1', { name: 'Ana' });
    expect(query.status).toBe(400);
    const { details } = errorEnvelopeSchema.parse(query.body).error;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'too_small', path: ['times'] }),
        expect.objectContaining({ code: 'unrecognized_keys', keys: ['extra'] }),
      ]),
    );
  });

  it('run the input guard first: its issue is the one answered', async () => {
    const response = await send('POST', '/greetings', { name: 'A\u0000' });
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(response.body).error.details).toEqual([
      { code: 'custom', path: ['name'], message: inputMessages.controlCharacters },
    ]);
  });

  it('send only what the answer schema names', async () => {
    const response = await send('POST', '/greetings', { name: 'Ana' });
    expect(response.body).not.toHaveProperty('internalNote');
  });

  it('refuse to send an answer its schema refuses: 500 INTERNAL, saying nothing of it', async () => {
    expect(await send('GET', '/broken')).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } },
    });
  });
});
