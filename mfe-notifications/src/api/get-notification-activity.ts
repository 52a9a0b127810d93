import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import {
  DEFAULT_ACTIVITY_DAYS,
  notificationActivityResponseSchema,
  type NotificationActivity,
} from '@vigia/shared/contracts';
import { STATS_STALE_TIME_MS } from './get-notification-stats';
import { hasAccessToken } from './get-notifications';
import { notificationKeys } from './query-keys';

/** `GET /v1/notifications/activity`: per day of the last `days` in the browser's time zone, and per source. */
export async function getNotificationActivity(
  days: number,
  signal?: AbortSignal,
): Promise<NotificationActivity> {
  if (!hasAccessToken()) return { activityByDay: [], sources: [] };
  const { data } = await apiRequest('GET', '/v1/notifications/activity', {
    query: { days, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    schema: notificationActivityResponseSchema,
    signal,
  });
  return data;
}

export function notificationActivityQueryOptions(days: number) {
  return queryOptions({
    queryKey: notificationKeys.activity(days),
    queryFn: ({ signal }) => getNotificationActivity(days, signal),
    staleTime: STATS_STALE_TIME_MS,
  });
}

export function useNotificationActivity(days = DEFAULT_ACTIVITY_DAYS) {
  return useQuery(notificationActivityQueryOptions(days));
}
