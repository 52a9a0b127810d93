import { apiRequest } from '@vigia/shared/api';
import { sessionsRevokeResponseSchema } from '@vigia/shared/contracts';

/** Ends every session of the user: the api revokes their refresh tokens and older ID tokens. */
export async function revokeAllSessions(): Promise<void> {
  await apiRequest('POST', '/v1/users/sessions/revoke', { schema: sessionsRevokeResponseSchema });
}
