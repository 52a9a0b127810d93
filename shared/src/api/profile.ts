import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@vigia/shared/auth';
import type { Profile, ProfileUpdateRequest } from '@vigia/shared/contracts';
import { apiRequest } from './api-request';
import { loadContracts } from './contracts';
import { queryKeys } from './query-keys';

/** `GET /v1/users/profile`. An answer that is not `{data:{profile}}` is an `INVALID_RESPONSE`. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const { profileResponseSchema } = await loadContracts();
  const { data } = await apiRequest('GET', '/v1/users/profile', {
    schema: profileResponseSchema,
    signal,
  });
  return data.profile;
}

/** `PATCH /v1/users/profile` with any of its fields; answers the whole updated profile. */
export async function updateProfile(change: ProfileUpdateRequest): Promise<Profile> {
  const { profileResponseSchema } = await loadContracts();
  const { data } = await apiRequest('PATCH', '/v1/users/profile', {
    body: change,
    schema: profileResponseSchema,
  });
  return data.profile;
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

/**
 * Changes the profile; the answer replaces the cached profile, so every screen showing it (the
 * sidebar and header too) updates at once, then it is fetched again.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile(), profile);
      void client.invalidateQueries({ queryKey: queryKeys.profile() });
    },
  });
}
