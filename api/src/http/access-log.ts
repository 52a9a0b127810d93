import type { FastifyInstance } from 'fastify';

/**
 * The access log: one `info` line per answered request (method, url, status, response time in
 * ms, request id), instead of Fastify's two (one on arrival, one on answer). A 5xx is also
 * logged by the error handler, with its error.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
