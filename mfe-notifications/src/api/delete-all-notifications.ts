import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { deleteAllNotificationsResponseSchema } from '@vigia/shared/contracts';
import { applyLocally, refetchAll } from './notification-cache';

/** `DELETE /v1/notifications/delete-all`: answers how many were deleted. */
export async function deleteAllNotifications(): Promise<number> {
  const { data } = await apiRequest('DELETE', '/v1/notifications/delete-all', {
    schema: deleteAllNotificationsResponseSchema,
  });
  return data.deletedCount;
}

export function useDeleteAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onMutate: () =>
      applyLocally(client, {
        notifications: () => [],
        total: () => 0,
        unread: () => 0,
      }),
    onError: (error) => console.warn('Delete all notifications failed', error),
    onSettled: () => refetchAll(client),
  });
}
