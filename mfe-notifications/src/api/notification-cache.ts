import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vigia/shared/api';
import type { Notification, NotificationStats } from '@vigia/shared/contracts';
import { listKey, type NotificationPages } from './get-notifications';
import { notificationKeys } from './query-keys';

const atLeastZero = (count: number) => Math.max(0, count);

/**
 * Applies one change to every copy of the notification data on screen at once (the list, the
 * dashboard's stats, the sidebar's unread count): the single notification state of spec §4.
 */
export function applyLocally(
  client: QueryClient,
  change: {
    notifications: (items: Notification[]) => Notification[];
    total: (total: number) => number;
    unread: (unread: number) => number;
  },
): void {
  client.setQueryData<NotificationPages>(listKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: change.notifications(page.notifications),
            total: atLeastZero(change.total(page.total)),
            unread: atLeastZero(change.unread(page.unread)),
          })),
        }
      : data,
  );
  client.setQueryData<number>(queryKeys.unreadCount(), (unread) =>
    unread === undefined ? unread : atLeastZero(change.unread(unread)),
  );
  client.setQueryData<NotificationStats>(notificationKeys.stats(), (stats) =>
    stats
      ? {
          ...stats,
          total: atLeastZero(change.total(stats.total)),
          unread: atLeastZero(change.unread(stats.unread)),
        }
      : stats,
  );
}

/** A notification of the loaded list pages. */
export function findLoaded(client: QueryClient, id: string): Notification | undefined {
  return client
    .getQueryData<NotificationPages>(listKey)
    ?.pages.flatMap((page) => page.notifications)
    .find((item) => item.id === id);
}

/** After any change (or failure), the api's figures replace the local ones. */
export function refetchAll(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all() });
}
