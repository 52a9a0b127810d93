import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@vigia/shared/auth';
import { apiRequest } from './api-request';
import { queryKeys } from './query-keys';

const STATS_STALE_TIME_MS = 60_000;

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** `unread` from `{data:{unread}}`, `{data:{data:{unread}}}` or a bare object; 0 otherwise. */
export function unreadFromStats(body: unknown): number {
  let level = asObject(body);
  for (let depth = 0; level && depth < 3; depth += 1) {
    const unread = level.unread ?? level.unread_count ?? level.unreadCount;
    if (unread !== undefined) {
      const count = Number(unread);
      return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
    }
    level = asObject(level.data);
  }
  return 0;
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return unreadFromStats(await apiRequest('GET', '/v1/notifications/stats', { signal }));
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
