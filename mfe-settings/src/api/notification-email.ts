import { apiRequest } from '@vigia/shared/api';
import { notificationEmailVerificationResponseSchema } from '@vigia/shared/contracts';

/** Sends the verification link of the custom notification address again; answers the address. */
export async function resendNotificationEmailVerification(): Promise<string> {
  const { data } = await apiRequest('POST', '/v1/users/notification-email/verification', {
    schema: notificationEmailVerificationResponseSchema,
  });
  return data.address;
}
