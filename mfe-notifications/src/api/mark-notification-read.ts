import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { notificationResponseSchema, type Notification } from '@vigia/shared/contracts';
import { applyLocally, findLoaded, refetchAll } from './notification-cache';

/** `POST /v1/notifications/{id}/read`. */
export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiRequest('POST', `/v1/notifications/${encodeURIComponent(id)}/read`, {
    schema: notificationResponseSchema,
  });
  return data.notification;
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
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
}
