import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionStatsResponseSchema, type SubscriptionStats } from '@vigia/shared/contracts';
import { subscriptionKeys } from './query-keys';

/** Spec §7, §9: stats are stale after 60 s. */
export const STATS_STALE_TIME_MS = 60_000;

/** `GET /v1/subscriptions/stats`. */
export async function getSubscriptionStats(signal?: AbortSignal): Promise<SubscriptionStats> {
  const { data } = await apiRequest('GET', '/v1/subscriptions/stats', {
    schema: subscriptionStatsResponseSchema,
    signal,
  });
  return data.stats;
}

export function subscriptionStatsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.stats(),
    queryFn: ({ signal }) => getSubscriptionStats(signal),
    staleTime: STATS_STALE_TIME_MS,
  });
}

/**
 * Total, active and inactive ('pending' on screen). A failure is an error, never zeros (issue 25
 * overrides spec §8: zeros would say 'Aún no tienes subscripciones' to a user who has some).
 */
export function useSubscriptionStats() {
  return useQuery(subscriptionStatsQueryOptions());
}
