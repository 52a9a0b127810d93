import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@vigia/shared/auth';
import { apiRequest } from './api-request';
import { loadContracts } from './contracts';
import { queryKeys } from './query-keys';

const STATS_STALE_TIME_MS = 60_000;

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { notificationStatsResponseSchema } = await loadContracts();
  const { data } = await apiRequest('GET', '/v1/notifications/stats', {
    schema: notificationStatsResponseSchema,
    signal,
  });
  return data.unread;
}

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
