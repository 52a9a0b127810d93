import { queryKeys } from '@vigia/shared/api';

const root = queryKeys.notifications;

/**
 * This remote's React Query keys, all under the shared root `queryKeys.notifications()`, beside the
 * unread count (`queryKeys.unreadCount()`) that the shell's badge reads and these screens change.
 */
export const notificationKeys = {
  all: root,
  list: (params: { limit: number }) => [...root(), 'list', params] as const,
  stats: () => [...root(), 'stats'] as const,
  activity: (days: number) => [...root(), 'activity', days] as const,
};
