import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionTypesResponseSchema, type SubscriptionType } from '@vigia/shared/contracts';
import { BUILTIN_SUBSCRIPTION_TYPES } from './builtin-types';
import { TYPES_STALE_TIME_MS } from './get-subscription-type';
import { subscriptionKeys } from './query-keys';

/** `GET /v1/subscriptions/types`. */
export async function getSubscriptionTypes(signal?: AbortSignal): Promise<SubscriptionType[]> {
  const { data } = await apiRequest('GET', '/v1/subscriptions/types', {
    schema: subscriptionTypesResponseSchema,
    signal,
  });
  return data.types;
}

export function subscriptionTypesQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.types(),
    queryFn: ({ signal }) => getSubscriptionTypes(signal),
    staleTime: TYPES_STALE_TIME_MS,
  });
}

export interface SubscriptionTypesResult {
  /** The api's types; the two built-in ones when they could not be loaded; [] while loading. */
  types: readonly SubscriptionType[];
  isLoading: boolean;
  /** A load or a 'Try Again' is under way. */
  isFetching: boolean;
  /** Set when the types could not be loaded (the built-in ones are shown meanwhile). */
  error: Error | null;
  refetch: () => void;
}

/** The types to choose from; the built-in boe and doga when the fetch fails (decisions 4). */
export function useSubscriptionTypes(): SubscriptionTypesResult {
  const query = useQuery(subscriptionTypesQueryOptions());
  const failed = query.isError && !query.data;
  return {
    types: query.data ?? (failed ? BUILTIN_SUBSCRIPTION_TYPES : []),
    isLoading: query.isPending && query.isFetching,
    isFetching: query.isFetching,
    error: failed ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
