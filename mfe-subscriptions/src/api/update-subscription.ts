import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import {
  subscriptionResponseSchema,
  type Subscription,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import { subscriptionPath } from './get-subscription';
import { mapSubscription, optimisticHandlers, type OptimisticContext } from './optimistic-cache';

/** `PATCH /v1/subscriptions/{id}` with any of its fields; answers the updated subscription. */
export async function updateSubscription(
  id: string,
  changes: SubscriptionUpdateRequest,
): Promise<Subscription> {
  const { data } = await apiRequest('PATCH', subscriptionPath(id), {
    body: changes,
    schema: subscriptionResponseSchema,
  });
  return data.subscription;
}

export interface UpdateSubscriptionVariables {
  id: string;
  changes: SubscriptionUpdateRequest;
}

export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation<Subscription, Error, UpdateSubscriptionVariables, OptimisticContext>({
    mutationFn: ({ id, changes }) => updateSubscription(id, changes),
    ...optimisticHandlers<UpdateSubscriptionVariables>(client, ({ id, changes }) => {
      const update = (subscription: Subscription): Subscription => {
        const next = { ...subscription, ...changes };
        const active = changes.active ?? subscription.active;
        return { ...next, active, status: active ? 'active' : 'inactive' };
      };
      return { list: (page) => mapSubscription(page, id, update), detail: { id, update } };
    }),
  });
}
