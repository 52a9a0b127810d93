import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { notificationStatsResponseSchema, type NotificationStats } from '@vigia/shared/contracts';
import { hasAccessToken } from './get-notifications';
import { notificationKeys } from './query-keys';

export const STATS_STALE_TIME_MS = 60_000;

export const NO_STATS: NotificationStats = {
  total: 0,
  unread: 0,
  change: 0,
  isIncrease: false,
  byType: {},
};

/** `GET /v1/notifications/stats`: totals and the weekly change; a failure gives zeros (spec §8). */
export async function getNotificationStats(signal?: AbortSignal): Promise<NotificationStats> {
  if (!hasAccessToken()) return NO_STATS;
  try {
    const { data } = await apiRequest('GET', '/v1/notifications/stats', {
      schema: notificationStatsResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    console.warn('Notification stats failed', error);
    return NO_STATS;
  }
}

export function notificationStatsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.stats(),
    queryFn: ({ signal }) => getNotificationStats(signal),
    staleTime: STATS_STALE_TIME_MS,
  });
}

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}
