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

/**
 * `GET /v1/notifications/stats`: totals and the weekly change. A failure is an error, never zeros
 * (issue 25 overrides spec §8: 0 / 0 and '↓ 0%' read as 'nothing happened').
 */
export async function getNotificationStats(signal?: AbortSignal): Promise<NotificationStats> {
  if (!hasAccessToken()) return NO_STATS;
  const { data } = await apiRequest('GET', '/v1/notifications/stats', {
    schema: notificationStatsResponseSchema,
    signal,
  });
  return data;
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
