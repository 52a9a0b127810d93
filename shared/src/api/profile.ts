import type { Profile, ProfileUpdateRequest } from '@vigia/shared/contracts';
import { apiRequest } from './api-request';
import { loadContracts } from './contracts';

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
