import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefreshTokenRevoker } from '../../../auth/verify-token';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { notificationEmailRoute } from './notification-email-route';
import { profileRoutes } from './profile-routes';
import { sessionsRoute } from './sessions-route';
import { syncRoute } from './sync-route';

export interface UserRoutesOptions {
  db: Database;
  config: AppConfig;
  revokeRefreshTokens: RefreshTokenRevoker;
  /** Asks the email job for a round now (a verification link is waiting). */
  requestEmailRound: () => Promise<unknown>;
  /** A sign-out everywhere was stored: the token check of this process must see it at once. */
  sessionsRevoked: (uid: string, validAfter: Date) => void;
}

/** The signed-in user: sync after sign-in, the profile, the custom address, sign out everywhere. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { db, config, revokeRefreshTokens, requestEmailRound, sessionsRevoked },
) => {
  const verification = { db, config, requestEmailRound };
  await app.register(syncRoute, { db, config });
  await app.register(profileRoutes, { db, config, verification });
  await app.register(notificationEmailRoute, { verification });
  await app.register(sessionsRoute, { db, revokeRefreshTokens, sessionsRevoked });
};
