import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionPath } from './get-subscription';
import { optimisticHandlers, withSubscriptions, type OptimisticContext } from './optimistic-cache';

/** `DELETE /v1/subscriptions/{id}`. */
export async function deleteSubscription(id: string): Promise<void> {
  await apiRequest('DELETE', subscriptionPath(id));
}

export function useDeleteSubscription() {
  const client = useQueryClient();
  return useMutation<void, Error, string, OptimisticContext>({
    mutationFn: deleteSubscription,
    ...optimisticHandlers<string>(
      client,
      (id) => ({
        list: (page) => {
          const remaining = page.subscriptions.filter((subscription) => subscription.id !== id);
          if (remaining.length === page.subscriptions.length) return page;
          return withSubscriptions(page, remaining, page.metadata.total - 1);
        },
      }),
      (id) => id,
    ),
  });
}
