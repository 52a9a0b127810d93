import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@vigia/shared/auth';
import { normalizeProfile, type Profile } from '@vigia/shared/contracts';
import { apiRequest } from './api-request';
import { queryKeys } from './query-keys';

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return normalizeProfile(await apiRequest('GET', '/v1/users/profile', { signal }));
}

/** The signed-in user's profile (`GET /v1/users/profile`), fetched only while signed in. */
export function useProfile() {
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: status === 'signedIn',
  });
}
