import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications, NOTIFICATIONS_STALE_TIME_MS } from './get-notifications';
import { notificationKeys } from './query-keys';

/** Spec §9: the dashboard lists the 4 most recent. */
export const RECENT_COUNT = 4;

export function recentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list({ limit: RECENT_COUNT }),
    queryFn: async ({ signal }) => (await getNotifications(1, signal, RECENT_COUNT)).notifications,
    staleTime: NOTIFICATIONS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

export function useRecentNotifications() {
  return useQuery(recentNotificationsQueryOptions());
}
