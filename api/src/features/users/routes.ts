import {
  AVATAR_MAX_DATA_URL_LENGTH,
  profileResponseSchema,
  profileUpdateRequestSchema,
  userSyncRequestSchema,
  type ProfileResponse,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { forbidden, parseWith, validationError } from '../../http/api-error';
import { bearerSecurity, errorResponses, jsonSchema } from '../../http/openapi';
import { toProfile } from './profile';
import { ensureUser, syncUser, updateProfile, userActivity } from './repository';

export interface UserRoutesOptions {
  db: Database;
  config: AppConfig;
}

/** An avatar at its size limit plus the other fields. */
export const PROFILE_BODY_LIMIT = AVATAR_MAX_DATA_URL_LENGTH + 64 * 1024;

const profileResponse = jsonSchema(profileResponseSchema, '{ data: { profile } }');

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { db, config }) => {
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
      const row = await syncUser(db, token, body);
      return { data: { profile: toProfile(row, await userActivity(db, row.id)) } };
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
      const row = await ensureUser(db, requireAuth(request));
      return { data: { profile: toProfile(row, await userActivity(db, row.id)) } };
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
      if (change.notification_settings?.instantNotifications === true) {
        const email = token.email?.toLowerCase();
        if (!email || !config.instantNotificationsAllowlist.includes(email)) {
          throw validationError([
            {
              code: 'custom',
              path: ['notification_settings', 'instantNotifications'],
              message: 'instantNotifications is not available for this account',
            },
          ]);
        }
      }
      await ensureUser(db, token);
      const row = await updateProfile(db, token.uid, change);
      if (!row) throw new Error(`User ${token.uid} missing after ensureUser`);
      return { data: { profile: toProfile(row, await userActivity(db, row.id)) } };
    },
  );
};
