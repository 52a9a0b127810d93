import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer of the api (nosniff, no framing, no referrer, …) with a CSP
 * for what it serves: JSON, and the small pages of the email links (inline styles, a form that
 * posts back to itself). Swagger UI sets its own CSP for its pages (see openapi.ts). The
 * middleware is made once: @fastify/helmet made it again for every request (its directives
 * parsed each time).
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  // The remotes, served from other origins, call the api with CORS: not a no-cors resource.
  crossOriginResourcePolicy: { policy: 'same-site' },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
}
