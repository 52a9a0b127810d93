import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, queryKeys, updateProfile } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';

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
