import {
  notificationEmailVerificationResponseSchema,
  profileMessages,
  RATE_LIMITED_MESSAGE,
} from '@vigia/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../auth/authenticate';
import { ApiError, validationError } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/openapi';
import { rateLimited } from '../../../http/rate-limits';
import { addressFieldsOf, customAddressVerified } from '../../email/recipient';
import { ensureUser } from '../repository';
import {
  sendAddressVerification,
  type AddressVerificationEmail,
} from './address-verification-email';

/** `POST /users/notification-email/verification`: the custom address's link, sent again. */
export const notificationEmailRoute: FastifyPluginAsyncZod<{
  verification: AddressVerificationEmail;
}> = async (app, { verification }) => {
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
          202: notificationEmailVerificationResponseSchema,
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const row = await ensureUser(verification.db, requireAuth(request));
      const fields = addressFieldsOf(row);
      const address = fields.settings.notificationEmail;
      if (!address) {
        throw validationError([
          {
            code: 'custom',
            path: ['notificationSettings', 'notificationEmail'],
            message: profileMessages.noNotificationEmail,
          },
        ]);
      }
      if (customAddressVerified(fields)) {
        throw new ApiError(409, 'CONFLICT', profileMessages.notificationEmailAlreadyVerified);
      }
      if (!(await sendAddressVerification(verification, request, row, address))) {
        throw new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      return reply.code(202).send({ data: { sent: true, address } });
    },
  );
};
