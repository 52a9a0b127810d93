import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRequest, shouldRetryQuery } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';
import { subscriptionListResponseSchema, type SubscriptionPage } from '@vigia/shared/contracts';
import { SUBSCRIPTION_STALE_TIME_MS } from './get-subscription';
import { toListQuery, type ListQuery, type SubscriptionListParams } from './list-params';
import { persistedCache } from './persisted-cache';
import { subscriptionKeys } from './query-keys';

/** Spec §4, §9: after 2 failed retries the list falls back, and refetches every 30 s. */
export const LIST_RETRIES = 2;
export const FALLBACK_REFETCH_MS = 30_000;

const pageSchema = subscriptionListResponseSchema.shape.data;

function cacheKeyOf(query: ListQuery): string {
  return `subscription-list:${JSON.stringify(query)}`;
}

/** `GET /v1/subscriptions`: one page of the list, with only the filters that narrow it. */
export async function getSubscriptions(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<SubscriptionPage> {
  const { data } = await apiRequest('GET', '/v1/subscriptions', {
    query: { ...query },
    schema: subscriptionListResponseSchema,
    signal,
  });
  return data;
}

/** One page; each page fetched is also kept for this user (the fallback's copy). */
export function subscriptionListQueryOptions(query: ListQuery, userId: string | null) {
  return queryOptions({
    queryKey: subscriptionKeys.list(query),
    queryFn: async ({ signal }) => {
      const page = await getSubscriptions(query, signal);
      if (userId) persistedCache.save(userId, cacheKeyOf(query), page);
      return page;
    },
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });
}

export interface SubscriptionListResult {
  /** The page from the api; in fallback mode, the last copy really fetched; else undefined. */
  data: SubscriptionPage | undefined;
  /** The api failed and `data` is the last copy fetched for this user and these parameters. */
  isFallback: boolean;
  /** When `data` was fetched, in fallback mode (ms since the epoch). */
  cachedAt: number | undefined;
  /** The api answered this very query (not a placeholder from the previous page, not a copy). */
  isLive: boolean;
  /** When the api last answered this query (ms since the epoch; 0 before it has). */
  updatedAt: number;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * `GET /v1/subscriptions` for one page of the list. Each page fetched is kept per user; when the
 * api fails after 2 retries, the last copy of that page is shown (`isFallback`) and the api is
 * asked again every 30 s until it answers (ARCHITECTURE.md, 'Usando datos en caché').
 */
export function useSubscriptionList(params: SubscriptionListParams): SubscriptionListResult {
  const userId = useAuth().user?.id ?? null;
  const query = toListQuery(params);
  const cacheKey = cacheKeyOf(query);

  const result = useQuery({
    ...subscriptionListQueryOptions(query, userId),
    placeholderData: keepPreviousData,
    retry: (failureCount, error) =>
      failureCount < LIST_RETRIES && shouldRetryQuery(failureCount, error),
    refetchInterval: (current) => (current.state.status === 'error' ? FALLBACK_REFETCH_MS : false),
  });

  // A query that failed without ever having data goes back to 'pending' when it is asked again:
  // until that request answers, it is still the failed one, and the copy stays on screen.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  if (result.isError && failedKey !== cacheKey) setFailedKey(cacheKey);
  if (result.isSuccess && failedKey === cacheKey) setFailedKey(null);
  const failed = result.isError || (failedKey === cacheKey && result.isPending);
  const persisted = useMemo(
    () => (failed && userId ? persistedCache.load(userId, cacheKey, pageSchema) : undefined),
    [failed, userId, cacheKey],
  );

  const fallback = failed
    ? result.data
      ? { value: result.data, savedAt: result.dataUpdatedAt }
      : persisted
    : undefined;

  return {
    data: fallback ? fallback.value : result.data,
    isFallback: fallback !== undefined,
    cachedAt: fallback?.savedAt,
    isLive: result.isSuccess && !result.isPlaceholderData,
    updatedAt: result.dataUpdatedAt,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error,
    refetch: () => void result.refetch(),
  };
}
