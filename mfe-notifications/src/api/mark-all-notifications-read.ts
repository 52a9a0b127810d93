import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { markAllReadResponseSchema } from '@vigia/shared/contracts';
import { applyLocally, refetchAll } from './notification-cache';

/** `POST /v1/notifications/read-all`: answers how many were marked. */
export async function markAllNotificationsRead(): Promise<number> {
  const { data } = await apiRequest('POST', '/v1/notifications/read-all', {
    schema: markAllReadResponseSchema,
  });
  return data.updated;
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
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
}
