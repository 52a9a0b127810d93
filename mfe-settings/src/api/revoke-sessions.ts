import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';
import { sessionsRevokeResponseSchema } from '@vigia/shared/contracts';

/**
 * `POST /v1/users/sessions/revoke`: ends every session of the user (the api refuses tokens from an
 * earlier sign-in from now on).
 */
export async function revokeSessions(): Promise<void> {
  await apiRequest('POST', '/v1/users/sessions/revoke', { schema: sessionsRevokeResponseSchema });
}

/** Signs the user out of every browser and device: the api revokes, then this one signs out. */
export function useSignOutEverywhere() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: async () => {
      await revokeSessions();
      await signOut();
    },
  });
}
