import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { deleteAllSubscriptionsResponseSchema } from '@vigia/shared/contracts';
import { optimisticHandlers, withSubscriptions } from './optimistic-cache';

export interface DeleteAllResult {
  deletedCount: number;
  message: string;
}

/** `DELETE /v1/subscriptions/delete-all`. The api's `success` flag is read: false counts as failure. */
export async function deleteAllSubscriptions(): Promise<DeleteAllResult> {
  const { data } = await apiRequest('DELETE', '/v1/subscriptions/delete-all', {
    schema: deleteAllSubscriptionsResponseSchema,
  });
  if (!data.success) throw new Error(data.message);
  return { deletedCount: data.deletedCount, message: data.message };
}

export function useDeleteAllSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAllSubscriptions,
    ...optimisticHandlers<void>(client, () => ({
      list: (page) => withSubscriptions(page, [], 0),
    })),
  });
}
