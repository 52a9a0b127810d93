import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { DemoAccountProvider, TokenVerifier } from '../auth/verify-token';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { devDemoRoutes } from '../features/demo/dev-routes';
import { devMailRoutes } from '../features/dev-mail/routes';
import { devEmailRoutes } from '../features/email/dev-routes';
import { devNotificationRoutes } from '../features/notifications/dev-routes';
import { devPublicationRoutes } from '../features/publications/dev-routes';

export interface DevRoutesOptions {
  db: Database;
  config: AppConfig;
  verifier: TokenVerifier;
  accounts: DemoAccountProvider;
}

/**
 * The development routes under /api/dev that VIGIA_DEV_ROUTES turns on (`pnpm dev` all of them,
 * the browser tests what they use); none by default, and never in production (loadConfig
 * refuses it). The mail view needs a sign-in and shows the caller's own mail only.
 */
export const devRoutes: FastifyPluginAsync<DevRoutesOptions> = async (
  app,
  { db, config, verifier, accounts },
) => {
  const on = config.devRoutes;
  if (on.has('mail')) {
    await app.register(async (mail) => {
      mail.addHook('onRequest', authenticate(verifier));
      await mail.register(devMailRoutes, { mailDir: config.smtp.mailDir, db });
    });
  }
  if (on.has('notifications')) await app.register(devNotificationRoutes, { db });
  if (on.has('publications')) await app.register(devPublicationRoutes, { db });
  if (on.has('email')) await app.register(devEmailRoutes, { db, config });
  if (on.has('demo')) {
    await app.register(devDemoRoutes, { db, accounts, email: config.demo.email });
  }
};
