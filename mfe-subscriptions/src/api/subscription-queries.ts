import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@vigia/shared/api';
import type { SubscriptionStats, SubscriptionType } from '@vigia/shared/contracts';
import { BUILTIN_SUBSCRIPTION_TYPES } from './builtin-types';
import {
  fetchSubscription,
  fetchSubscriptionStats,
  fetchSubscriptionType,
  fetchSubscriptionTypes,
} from './subscription-requests';

/** Spec §7, §9: subscription queries are stale after 30 s, stats after 60 s. */
export const SUBSCRIPTION_STALE_TIME_MS = 30_000;
export const STATS_STALE_TIME_MS = 60_000;
/** Types change with a deploy, not while a page is open. */
const TYPES_STALE_TIME_MS = 5 * 60_000;

export const ZERO_SUBSCRIPTION_STATS: SubscriptionStats = {
  total: 0,
  active: 0,
  inactive: 0,
  bySource: { boe: 0, doga: 0, other: 0 },
  byFrequency: {},
};

export function useSubscription(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.subscription(id ?? ''),
    queryFn: ({ signal }) => fetchSubscription(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });
}

export function useSubscriptionType(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.subscriptionType(id ?? ''),
    queryFn: ({ signal }) => fetchSubscriptionType(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: TYPES_STALE_TIME_MS,
  });
}

/** Total, active and inactive ('pending' on screen). A failure reads as zeros (spec §8). */
export function useSubscriptionStats() {
  const query = useQuery({
    queryKey: queryKeys.subscriptionStats(),
    queryFn: ({ signal }) => fetchSubscriptionStats(signal),
    staleTime: STATS_STALE_TIME_MS,
  });
  const stats: SubscriptionStats | undefined =
    query.data ?? (query.isError ? ZERO_SUBSCRIPTION_STATS : undefined);
  return { stats, isLoading: query.isPending, error: query.error };
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
  const query = useQuery({
    queryKey: queryKeys.subscriptionTypes(),
    queryFn: ({ signal }) => fetchSubscriptionTypes(signal),
    staleTime: TYPES_STALE_TIME_MS,
  });
  const failed = query.isError && !query.data;
  return {
    types: query.data ?? (failed ? BUILTIN_SUBSCRIPTION_TYPES : []),
    isLoading: query.isPending && query.isFetching,
    isFetching: query.isFetching,
    error: failed ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
