import { sessionsRevokeResponseSchema } from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { RefreshTokenRevoker } from '../../../auth/verify-token';
import type { Database } from '../../../db/client';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { ensureUser, setTokensValidAfter } from '../repository';

export interface SessionsRouteOptions {
  db: Database;
  revokeRefreshTokens: RefreshTokenRevoker;
  /** A sign-out everywhere was stored: the token check of this process must see it at once. */
  sessionsRevoked: (uid: string, validAfter: Date) => void;
}

/**
 * The first whole second after `now`. The verifier refuses a sign-in whose auth_time (whole
 * seconds) is before this, so every sign-in up to now, in this very second too, is refused, and
 * one from the next second on is accepted. Firebase's own validSince is floor(now), one second
 * earlier: it lets a sign-in of the same second through, which would include the caller's.
 */
function nextWholeSecond(now: number): Date {
  return new Date((Math.floor(now / 1000) + 1) * 1000);
}

/** `POST /users/sessions/revoke`: sign out everywhere. */
export const sessionsRoute: FastifyPluginAsyncZod<SessionsRouteOptions> = async (
  app,
  { db, revokeRefreshTokens, sessionsRevoked },
) => {
  app.post(
    '/users/sessions/revoke',
    {
      schema: {
        summary: 'Sign out everywhere',
        description:
          "Revokes the user's Firebase refresh tokens, then refuses (401 TOKEN_EXPIRED) every " +
          'token from a sign-in before tokensValidAfter, the calling one included. If Firebase ' +
          'fails, nothing is changed and the answer is 500.',
        tags: ['users'],
        security: bearerSecurity,
        response: {
          200: sessionsRevokeResponseSchema.describe('{ data: { revoked, tokensValidAfter } }'),
          ...errorResponses(401, 500),
        },
      },
    },
    async (request) => {
      const token = requireAuth(request);
      // Firebase first: when it fails nothing is written here, and a retry does both again.
      await revokeRefreshTokens(token.uid);
      const validAfter = nextWholeSecond(Date.now());
      await ensureUser(db, token);
      await setTokensValidAfter(db, token.uid, validAfter);
      sessionsRevoked(token.uid, validAfter);
      return { data: { revoked: true as const, tokensValidAfter: validAfter.toISOString() } };
    },
  );
};
