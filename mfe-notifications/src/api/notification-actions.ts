import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '@vigia/shared/api';
import {
  deleteAllNotificationsResponseSchema,
  deleteNotificationResponseSchema,
  markAllReadResponseSchema,
  notificationResponseSchema,
  type Notification,
  type NotificationStats,
} from '@vigia/shared/contracts';
import { listKey, type NotificationPages } from './notification-list';

/** Spec §5: a delete needs a real id. */
export function isDeletableId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.trim() !== '' && id !== 'undefined' && id !== 'null';
}

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
  client.setQueryData<NotificationStats>(queryKeys.notificationStats(), (stats) =>
    stats
      ? {
          ...stats,
          total: atLeastZero(change.total(stats.total)),
          unread: atLeastZero(change.unread(stats.unread)),
        }
      : stats,
  );
}

function findLoaded(client: QueryClient, id: string): Notification | undefined {
  return client
    .getQueryData<NotificationPages>(listKey)
    ?.pages.flatMap((page) => page.notifications)
    .find((item) => item.id === id);
}

/** After any change (or failure), the api's figures replace the local ones. */
function refetchAll(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.notifications() });
}

export function useNotificationActions() {
  const client = useQueryClient();

  const markRead = useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/v1/notifications/${encodeURIComponent(id)}/read`, {
        schema: notificationResponseSchema,
      }),
    onMutate: (id) => {
      const item = findLoaded(client, id);
      if (!item || item.read) return;
      const readAt = new Date().toISOString();
      applyLocally(client, {
        notifications: (items) =>
          items.map((entry) => (entry.id === id ? { ...entry, read: true, readAt } : entry)),
        total: (total) => total,
        unread: (unread) => unread - 1,
      });
    },
    // Spec §8: a failed mark-read is only logged; the api's state is shown again.
    onError: (error) => console.warn('Mark as read failed', error),
    onSettled: () => refetchAll(client),
  });

  const markAllRead = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/v1/notifications/read-all', { schema: markAllReadResponseSchema }),
    onMutate: () => {
      const readAt = new Date().toISOString();
      applyLocally(client, {
        notifications: (items) =>
          items.map((entry) => (entry.read ? entry : { ...entry, read: true, readAt })),
        total: (total) => total,
        unread: () => 0,
      });
    },
    onError: (error) => console.warn('Mark all as read failed', error),
    onSettled: () => refetchAll(client),
  });

  const remove = useMutation({
    mutationFn: (id: string) => {
      if (!isDeletableId(id)) throw new Error('Invalid notification id');
      return apiRequest('DELETE', `/v1/notifications/${encodeURIComponent(id)}`, {
        schema: deleteNotificationResponseSchema,
      });
    },
    onMutate: (id) => {
      const item = findLoaded(client, id);
      if (!item) return;
      applyLocally(client, {
        notifications: (items) => items.filter((entry) => entry.id !== id),
        total: (total) => total - 1,
        unread: (unread) => (item.read ? unread : unread - 1),
      });
    },
    // Spec §4: when the server refuses, the list is loaded again.
    onSettled: () => refetchAll(client),
  });

  const removeAll = useMutation({
    mutationFn: () =>
      apiRequest('DELETE', '/v1/notifications/delete-all', {
        schema: deleteAllNotificationsResponseSchema,
      }),
    onMutate: () =>
      applyLocally(client, {
        notifications: () => [],
        total: () => 0,
        unread: () => 0,
      }),
    onError: (error) => console.warn('Delete all notifications failed', error),
    onSettled: () => refetchAll(client),
  });

  return { markRead, markAllRead, remove, removeAll };
}
