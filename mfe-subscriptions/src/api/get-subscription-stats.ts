import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { subscriptionStatsResponseSchema, type SubscriptionStats } from '@vigia/shared/contracts';
import { subscriptionKeys } from './query-keys';

/** Spec §7, §9: stats are stale after 60 s. */
export const STATS_STALE_TIME_MS = 60_000;

export const ZERO_SUBSCRIPTION_STATS: SubscriptionStats = {
  total: 0,
  active: 0,
  inactive: 0,
  bySource: { boe: 0, doga: 0, other: 0 },
  byFrequency: {},
};

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

/** Total, active and inactive ('pending' on screen). A failure reads as zeros (spec §8). */
export function useSubscriptionStats() {
  const query = useQuery(subscriptionStatsQueryOptions());
  const stats: SubscriptionStats | undefined =
    query.data ?? (query.isError ? ZERO_SUBSCRIPTION_STATS : undefined);
  return { stats, isLoading: query.isPending, error: query.error };
}
