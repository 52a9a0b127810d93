import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionTypeResponseSchema, type SubscriptionType } from '@vigia/shared/contracts';
import { subscriptionKeys } from './query-keys';

/** Types change with a deploy, not while a page is open. */
export const TYPES_STALE_TIME_MS = 5 * 60_000;

/** `GET /v1/subscriptions/types/{id}`. */
export async function getSubscriptionType(
  id: string,
  signal?: AbortSignal,
): Promise<SubscriptionType> {
  const { data } = await apiRequest('GET', `/v1/subscriptions/types/${encodeURIComponent(id)}`, {
    schema: subscriptionTypeResponseSchema,
    signal,
  });
  return data.type;
}

export function subscriptionTypeQueryOptions(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.type(id),
    queryFn: ({ signal }) => getSubscriptionType(id, signal),
    staleTime: TYPES_STALE_TIME_MS,
  });
}

export function useSubscriptionType(id: string | undefined) {
  return useQuery({ ...subscriptionTypeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
