import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCount, queryKeys } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';

const STATS_STALE_TIME_MS = 60_000;

/** Unread notifications of the signed-in user; 0 when signed out or when the stats fail. */
export function useUnreadCount(): number {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const { data, isError } = useQuery({
    queryKey: queryKeys.unreadCount(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
    staleTime: STATS_STALE_TIME_MS,
  });
  if (!signedIn || isError) return 0;
  return data ?? 0;
}
