import {
  AVATAR_MAX_DATA_URL_LENGTH,
  profileResponseSchema,
  profileUpdateRequestSchema,
  sessionsRevokeResponseSchema,
  userSyncRequestSchema,
  type ProfileResponse,
  type SessionsRevokeResponse,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RefreshTokenRevoker, VerifiedToken } from '../../auth/verify-token';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden, parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { onInstantNotificationsAllowlist, toProfile } from './profile';
import {
  ensureUser,
  setTokensValidAfter,
  syncUser,
  updateProfile,
  userActivity,
} from './repository';

export interface UserRoutesOptions {
  db: Database;
  config: AppConfig;
  revokeRefreshTokens: RefreshTokenRevoker;
}

/** An avatar at its size limit plus the other fields. */
export const PROFILE_BODY_LIMIT = AVATAR_MAX_DATA_URL_LENGTH + 64 * 1024;

const profileResponse = jsonSchema(profileResponseSchema, '{ data: { profile } }');

/**
 * The first whole second after `now`. The verifier refuses a sign-in whose auth_time (whole
 * seconds) is before this, so every sign-in up to now, in this very second too, is refused, and
 * one from the next second on is accepted. Firebase's own validSince is floor(now), one second
 * earlier: it lets a sign-in of the same second through, which would include the caller's.
 */
function nextWholeSecond(now: number): Date {
  return new Date((Math.floor(now / 1000) + 1) * 1000);
}

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { db, config, revokeRefreshTokens },
) => {
  const canUseInstantNotifications = (token: VerifiedToken) =>
    onInstantNotificationsAllowlist(config.instantNotificationsAllowlist, token.email);

  async function profileOf(row: UserRow, token: VerifiedToken): Promise<ProfileResponse> {
    const activity = await userActivity(db, row.id);
    return { data: { profile: toProfile(row, activity, canUseInstantNotifications(token)) } };
  }

  app.post(
    '/auth/users/sync',
    {
      schema: {
        summary: 'Create or update the signed-in user after sign-in',
        tags: ['users'],
        security: bearerSecurity,
        body: jsonSchema(userSyncRequestSchema),
        response: { 200: profileResponse, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request): Promise<ProfileResponse> => {
      const body = parseWith(userSyncRequestSchema, request.body);
      const token = requireAuth(request);
      if (body.uid !== token.uid) throw forbidden('uid does not match the token');
      if (token.email !== null && token.email.toLowerCase() !== body.email.toLowerCase()) {
        throw forbidden('email does not match the token');
      }
      return profileOf(await syncUser(db, token, body), token);
    },
  );

  app.get(
    '/users/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        tags: ['users'],
        security: bearerSecurity,
        response: { 200: profileResponse, ...errorResponses(401) },
      },
    },
    async (request): Promise<ProfileResponse> => {
      const token = requireAuth(request);
      return profileOf(await ensureUser(db, token), token);
    },
  );

  app.patch(
    '/users/profile',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        summary: "Change the signed-in user's profile",
        description:
          'Any of avatar, name, first_name, last_name, bio, notification_settings (merged). ' +
          'Unknown fields, email included, are refused. Nothing is written unless all is valid.',
        tags: ['users'],
        security: bearerSecurity,
        body: jsonSchema(profileUpdateRequestSchema),
        response: { 200: profileResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request): Promise<ProfileResponse> => {
      const change = parseWith(profileUpdateRequestSchema, request.body);
      const token = requireAuth(request);
      if (
        change.notification_settings?.instantNotifications === true &&
        !canUseInstantNotifications(token)
      ) {
        throw validationError([
          {
            code: 'custom',
            path: ['notification_settings', 'instantNotifications'],
            message: 'instantNotifications is not available for this account',
          },
        ]);
      }
      await ensureUser(db, token);
      const row = await updateProfile(db, token.uid, change);
      if (!row) throw new Error(`User ${token.uid} missing after ensureUser`);
      return profileOf(row, token);
    },
  );

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
          200: jsonSchema(sessionsRevokeResponseSchema, '{ data: { revoked, tokensValidAfter } }'),
          ...errorResponses(401, 500),
        },
      },
    },
    async (request): Promise<SessionsRevokeResponse> => {
      const token = requireAuth(request);
      // Firebase first: when it fails nothing is written here, and a retry does both again.
      await revokeRefreshTokens(token.uid);
      const validAfter = nextWholeSecond(Date.now());
      await ensureUser(db, token);
      await setTokensValidAfter(db, token.uid, validAfter);
      return { data: { revoked: true, tokensValidAfter: validAfter.toISOString() } };
    },
  );
};
