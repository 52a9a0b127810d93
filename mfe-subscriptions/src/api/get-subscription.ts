import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionResponseSchema, type Subscription } from '@vigia/shared/contracts';
import { subscriptionKeys } from './query-keys';

/** Spec §7, §9: subscription queries are stale after 30 s. */
export const SUBSCRIPTION_STALE_TIME_MS = 30_000;

export const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

/** `GET /v1/subscriptions/{id}`. */
export async function getSubscription(id: string, signal?: AbortSignal): Promise<Subscription> {
  const { data } = await apiRequest('GET', subscriptionPath(id), {
    schema: subscriptionResponseSchema,
    signal,
  });
  return data.subscription;
}

export function subscriptionQueryOptions(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getSubscription(id, signal),
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });
}

export function useSubscription(id: string | undefined) {
  return useQuery({ ...subscriptionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
