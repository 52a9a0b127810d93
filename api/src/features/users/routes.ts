import {
  AVATAR_MAX_DATA_URL_LENGTH,
  notificationEmailVerificationResponseSchema,
  profileMessages,
  profileResponseSchema,
  profileUpdateRequestSchema,
  RATE_LIMITED_MESSAGE,
  sessionsRevokeResponseSchema,
  userSyncRequestSchema,
  type ProfileResponse,
  type SessionsRevokeResponse,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RefreshTokenRevoker, VerifiedToken } from '../../auth/verify-token';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ApiError, forbidden, parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { rateLimited } from '../../http/rate-limits';
import {
  mayQueueAddressVerification,
  queueAddressVerification,
} from '../email/address-verification';
import { addressFieldsOf, customAddressVerified, sameAddress } from '../email/recipient';
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
  /** Asks the email job for a round now (a verification link is waiting). */
  requestEmailRound: () => Promise<unknown>;
  /** A sign-out everywhere was stored: the token check of this process must see it at once. */
  sessionsRevoked: (uid: string, validAfter: Date) => void;
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
  { db, config, revokeRefreshTokens, requestEmailRound, sessionsRevoked },
) => {
  const canUseInstantNotifications = (token: VerifiedToken) =>
    onInstantNotificationsAllowlist(config.instantNotificationsAllowlist, token.email);

  /**
   * Sends the verification link of the user's custom address (it is sent nothing else before),
   * unless the account has caused too many lately; answers whether it was sent.
   */
  async function sendVerification(request: FastifyRequest, row: UserRow, address: string) {
    if (!(await mayQueueAddressVerification(db, row.id))) {
      request.log.warn({ uid: row.id }, 'Verification email not sent: too many this hour');
      return false;
    }
    await queueAddressVerification(db, config.email, row, address);
    requestEmailRound().catch((error: unknown) =>
      request.log.warn({ err: error }, 'Email round not requested'),
    );
    return true;
  }

  async function profileOf(row: UserRow, token: VerifiedToken): Promise<ProfileResponse> {
    const activity = await userActivity(db, row.id);
    return { data: { profile: toProfile(row, activity, canUseInstantNotifications(token)) } };
  }

  app.post(
    '/auth/users/sync',
    {
      config: rateLimited('sync'),
      schema: {
        summary: 'Create or update the signed-in user after sign-in',
        tags: ['users'],
        security: bearerSecurity,
        body: jsonSchema(userSyncRequestSchema),
        response: { 200: profileResponse, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request): Promise<ProfileResponse> => {
      const body = parseWith(userSyncRequestSchema, request.body);
      const token = requireAuth(request);
      if (body.uid !== token.uid) throw forbidden('uid does not match the token');
      // Only the identity provider's word makes an address the account's: a token without one
      // (an anonymous account) claims none, so nobody can take another's address.
      if (token.email === null || token.email.toLowerCase() !== body.email.toLowerCase()) {
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
      const before = addressFieldsOf(await ensureUser(db, token));
      const row = await updateProfile(db, token.uid, change);
      if (!row) throw new Error(`User ${token.uid} missing after ensureUser`);
      const address = addressFieldsOf(row).settings.notificationEmail;
      const newAddress =
        change.notification_settings?.notificationEmail !== undefined &&
        !sameAddress(address, before.settings.notificationEmail);
      if (address && newAddress && !customAddressVerified(addressFieldsOf(row))) {
        await sendVerification(request, row, address);
      }
      return profileOf(row, token);
    },
  );

  app.post(
    '/users/notification-email/verification',
    {
      config: rateLimited('verificationEmail'),
      schema: {
        summary: 'Send the verification link of the custom notification address again',
        description:
          'Nothing is sent to a custom address before its link is followed. 409 CONFLICT when ' +
          'it is verified already; 400 when there is none.',
        tags: ['users'],
        security: bearerSecurity,
        response: {
          202: jsonSchema(notificationEmailVerificationResponseSchema),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const token = requireAuth(request);
      const row = await ensureUser(db, token);
      const fields = addressFieldsOf(row);
      const address = fields.settings.notificationEmail;
      if (!address) {
        throw validationError([
          {
            code: 'custom',
            path: ['notification_settings', 'notificationEmail'],
            message: profileMessages.noNotificationEmail,
          },
        ]);
      }
      if (customAddressVerified(fields)) {
        throw new ApiError(409, 'CONFLICT', profileMessages.notificationEmailAlreadyVerified);
      }
      if (!(await sendVerification(request, row, address))) {
        throw new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      reply.code(202);
      return { data: { sent: true, address } };
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
      sessionsRevoked(token.uid, validAfter);
      return { data: { revoked: true, tokensValidAfter: validAfter.toISOString() } };
    },
  );
};
