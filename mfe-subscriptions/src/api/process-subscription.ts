import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import {
  processStartedResponseSchema,
  type ProcessStarted,
  type SubscriptionProcessRequest,
} from '@vigia/shared/contracts';
import { getSubscription, subscriptionPath } from './get-subscription';
import { subscriptionKeys } from './query-keys';

/**
 * 'Procesar': first reads the subscription, then asks for it to be processed with its stored
 * prompts, type and metadata (`POST /v1/subscriptions/{id}/process`, spec §7, decisions 11).
 */
export async function processSubscription(id: string): Promise<ProcessStarted> {
  const subscription = await getSubscription(id);
  const body: SubscriptionProcessRequest = {
    subscriptionId: subscription.id,
    metadata: subscription.metadata,
    prompts: subscription.prompts,
    type: subscription.typeId,
  };
  const { data } = await apiRequest('POST', `${subscriptionPath(id)}/process`, {
    body,
    schema: processStartedResponseSchema,
  });
  return data;
}

/** Not optimistic; afterwards the status and the subscription are read again. */
export function useProcessSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: processSubscription,
    onSuccess: (_started, id) => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.status(id) });
      void client.invalidateQueries({ queryKey: subscriptionKeys.detail(id), exact: true });
    },
  });
}
