import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { authenticate } from './auth/authenticate';
import { createRevocationCache } from './auth/revocation-cache';
import {
  createTokenVerifier,
  firebaseAccountProvider,
  type DemoAccountProvider,
  firebaseIdTokenDecoder,
  firebaseRefreshTokenRevoker,
  type RefreshTokenRevoker,
  type TokenVerifier,
} from './auth/verify-token';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { devRoutes } from './dev/routes';
import { prepareDemoOnListen } from './features/demo/prepare-demo';
import { emailLinkSecret } from './features/email/link-secret';
import { unsubscribeRoutes } from './features/email/unsubscribe-routes';
import { verifyAddressRoutes } from './features/email/verify-address-routes';
import { healthRoutes } from './features/health/routes';
import { previewRoutes } from './features/matching/preview-routes';
import { notificationRoutes } from './features/notifications/routes';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { getTokensValidAfter } from './features/users/repository';
import { userRoutes } from './features/users/routes';
import { registerErrorHandling } from './http/error-handler';
import { registerAccessLog } from './http/access-log';
import { registerInputGuard } from './http/input-guard';
import { registerRateLimits } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { registerZodSchemas } from './http/zod-schemas';
import type { JobQueue } from './jobs/job-queue';
import { EMAIL_JOB } from './jobs/start-jobs';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  db: DatabaseHandle;
  config: AppConfig;
  /** Token verification; by default firebase-admin's, for config.firebase.projectId. */
  auth?: TokenVerifier;
  /** Sign out everywhere at the identity provider; by default firebase-admin's, as for auth. */
  revokeRefreshTokens?: RefreshTokenRevoker;
  /** The demo account's maker (VIGIA_DEMO_PASSWORD, /api/dev/demo); by default firebase-admin's. */
  accounts?: DemoAccountProvider;
  /** Where background jobs are stored ('Procesar Ahora' runs); whoever started it stops it. */
  jobs: JobQueue;
}

export async function buildApp({
  db,
  config,
  auth,
  revokeRefreshTokens,
  accounts = firebaseAccountProvider(config.firebase.projectId),
  jobs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Fastify's two lines per request are off: the access log writes one (http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
  });
  registerAccessLog(app);
  registerZodSchemas(app);
  registerErrorHandling(app);
  registerInputGuard(app);

  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  if (config.apiDocs) await registerOpenApi(app);
  if (config.rateLimits) await registerRateLimits(app);

  const revocations = createRevocationCache({
    load: (uid) => getTokensValidAfter(db.db, uid),
    ttlMs: config.revocationCacheMs,
  });
  const verifier =
    auth ??
    createTokenVerifier({
      decode: firebaseIdTokenDecoder(config.firebase.projectId),
      tokensValidAfter: revocations.tokensValidAfter,
      cacheSize: config.tokenCacheSize,
    });
  app.decorateRequest('auth', null);

  await app.register(healthRoutes, { ping: db.ping });
  // The same under the proxied prefix, for the front end to see the api back after an outage.
  await app.register(healthRoutes, { ping: db.ping, prefix: '/api' });
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate(verifier));
      await v1.register(userRoutes, {
        db: db.db,
        config,
        revokeRefreshTokens:
          revokeRefreshTokens ?? firebaseRefreshTokenRevoker(config.firebase.projectId),
        requestEmailRound: () => jobs.enqueue(EMAIL_JOB, {}),
        sessionsRevoked: revocations.revoked,
      });
      await v1.register(subscriptionRoutes, {
        db: db.db,
        jobs,
        maxSubscriptions: config.maxSubscriptionsPerUser,
      });
      await v1.register(previewRoutes, { db: db.db });
      await v1.register(notificationRoutes, { db: db.db });
    },
    { prefix: '/api/v1' },
  );
  const emailLinks = {
    prefix: '/api/v1/email',
    db: db.db,
    linkSecret: emailLinkSecret(config.email),
    appUrl: config.email.appUrl,
  };
  await app.register(unsubscribeRoutes, emailLinks);
  await app.register(verifyAddressRoutes, emailLinks);
  if (config.devRoutes.size > 0 && !config.isProduction) {
    await app.register(devRoutes, { prefix: '/api/dev', db: db.db, config, verifier, accounts });
  }
  const { email, password } = config.demo;
  if (password !== null && !config.isProduction) {
    prepareDemoOnListen(app, { db: db.db, accounts, demo: { email, password } });
  }
  return app;
}
