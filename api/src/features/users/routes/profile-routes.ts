import {
  AVATAR_MAX_DATA_URL_LENGTH,
  profileResponseSchema,
  profileUpdateRequestSchema,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { validationError } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { addressFieldsOf, customAddressVerified, sameAddress } from '../../email/recipient';
import { ensureUser, findProfile, staleFor, updateProfile } from '../repository';
import {
  sendAddressVerification,
  type AddressVerificationEmail,
} from './address-verification-email';
import { mayUseInstantNotifications, profileAnswer, profileOf } from './profile-answer';

/** An avatar at its size limit plus the other fields. */
export const PROFILE_BODY_LIMIT = AVATAR_MAX_DATA_URL_LENGTH + 64 * 1024;

export interface ProfileRoutesOptions {
  db: Database;
  config: AppConfig;
  verification: AddressVerificationEmail;
}

const profileAnswerSchema = profileResponseSchema.describe('{ data: { profile } }');

/** `GET|PATCH /users/profile`: the signed-in user's profile and notification settings. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { db, config, verification },
) => {
  app.get(
    '/users/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        tags: ['users'],
        security: bearerSecurity,
        response: { 200: profileAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = requireAuth(request);
      // The row and its counts in one statement; a user to create or refresh first takes three.
      const found = await findProfile(db, token.uid);
      if (found && !staleFor(found.row, token)) {
        return profileOf(config, found.row, found.activity, token);
      }
      return profileAnswer(db, config, await ensureUser(db, token), token);
    },
  );

  app.patch(
    '/users/profile',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        summary: "Change the signed-in user's profile",
        description:
          'Any of avatar, name, firstName, lastName, bio, notificationSettings (merged); the ' +
          "spec's first_name, last_name and notification_settings are read as them. Unknown " +
          'fields, email included, are refused. Nothing is written unless all is valid.',
        tags: ['users'],
        security: bearerSecurity,
        body: profileUpdateRequestSchema,
        response: { 200: profileAnswerSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      const change = request.body;
      const token = requireAuth(request);
      if (
        change.notificationSettings?.instantNotifications === true &&
        !mayUseInstantNotifications(config, token)
      ) {
        throw validationError([
          {
            code: 'custom',
            path: ['notificationSettings', 'instantNotifications'],
            message: 'instantNotifications is not available for this account',
          },
        ]);
      }
      const before = addressFieldsOf(await ensureUser(db, token));
      const row = await updateProfile(db, token.uid, change);
      if (!row) throw new Error(`User ${token.uid} missing after ensureUser`);
      const address = addressFieldsOf(row).settings.notificationEmail;
      const newAddress =
        change.notificationSettings?.notificationEmail !== undefined &&
        !sameAddress(address, before.settings.notificationEmail);
      if (address && newAddress && !customAddressVerified(addressFieldsOf(row))) {
        await sendAddressVerification(verification, request, row, address);
      }
      return profileAnswer(db, config, row, token);
    },
  );
};
