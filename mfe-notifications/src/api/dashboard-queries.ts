import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '@vigia/shared/api';
import {
  DEFAULT_ACTIVITY_DAYS,
  notificationActivityResponseSchema,
  notificationStatsResponseSchema,
  type NotificationStats,
} from '@vigia/shared/contracts';
import {
  fetchNotificationPage,
  hasAccessToken,
  NOTIFICATIONS_STALE_TIME_MS,
} from './notification-list';

/** Spec §9: the dashboard lists the 4 most recent. */
export const RECENT_COUNT = 4;
const STATS_STALE_TIME_MS = 60_000;

export const NO_STATS: NotificationStats = {
  total: 0,
  unread: 0,
  change: 0,
  isIncrease: false,
  byType: {},
};

/** Totals and the weekly change; a failure gives zeros (spec §8). */
export function useNotificationStats() {
  return useQuery({
    queryKey: queryKeys.notificationStats(),
    queryFn: async ({ signal }) => {
      if (!hasAccessToken()) return NO_STATS;
      try {
        const body = await apiRequest('GET', '/v1/notifications/stats', {
          schema: notificationStatsResponseSchema,
          signal,
        });
        return body.data;
      } catch (error) {
        console.warn('Notification stats failed', error);
        return NO_STATS;
      }
    },
    staleTime: STATS_STALE_TIME_MS,
  });
}

export function useRecentNotifications() {
  return useQuery({
    queryKey: queryKeys.notificationList({ limit: RECENT_COUNT }),
    queryFn: async ({ signal }) =>
      (await fetchNotificationPage(1, signal, RECENT_COUNT)).notifications,
    staleTime: NOTIFICATIONS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

/** Per day of the last week in the browser's time zone, and per source. */
export function useNotificationActivity(days = DEFAULT_ACTIVITY_DAYS) {
  return useQuery({
    queryKey: queryKeys.notificationActivity(days),
    queryFn: async ({ signal }) => {
      if (!hasAccessToken()) return { activityByDay: [], sources: [] };
      const body = await apiRequest('GET', '/v1/notifications/activity', {
        query: { days, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
        schema: notificationActivityResponseSchema,
        signal,
      });
      return body.data;
    },
    staleTime: STATS_STALE_TIME_MS,
  });
}
