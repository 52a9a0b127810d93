import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { deleteNotificationResponseSchema } from '@vigia/shared/contracts';
import { applyLocally, findLoaded, refetchAll } from './notification-cache';

/** Spec §5: a delete needs a real id. */
export function isDeletableId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.trim() !== '' && id !== 'undefined' && id !== 'null';
}

/** `DELETE /v1/notifications/{id}`. */
export async function deleteNotification(id: string): Promise<void> {
  if (!isDeletableId(id)) throw new Error('Invalid notification id');
  await apiRequest('DELETE', `/v1/notifications/${encodeURIComponent(id)}`, {
    schema: deleteNotificationResponseSchema,
  });
}

export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
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
}
