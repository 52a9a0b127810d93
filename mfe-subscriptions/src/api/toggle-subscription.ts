import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionResponseSchema, type Subscription } from '@vigia/shared/contracts';
import { subscriptionPath } from './get-subscription';
import { mapSubscription, optimisticHandlers, type OptimisticContext } from './optimistic-cache';

/** `PATCH /v1/subscriptions/{id}/toggle`. */
export async function toggleSubscription(id: string, active: boolean): Promise<Subscription> {
  const { data } = await apiRequest('PATCH', `${subscriptionPath(id)}/toggle`, {
    body: { active },
    schema: subscriptionResponseSchema,
  });
  return data.subscription;
}

export interface ToggleSubscriptionVariables {
  id: string;
  active: boolean;
}

export function useToggleSubscription() {
  const client = useQueryClient();
  return useMutation<Subscription, Error, ToggleSubscriptionVariables, OptimisticContext>({
    mutationFn: ({ id, active }) => toggleSubscription(id, active),
    ...optimisticHandlers<ToggleSubscriptionVariables>(client, ({ id, active }) => {
      const update = (subscription: Subscription): Subscription => ({
        ...subscription,
        active,
        status: active ? 'active' : 'inactive',
      });
      return { list: (page) => mapSubscription(page, id, update), detail: { id, update } };
    }),
  });
}
