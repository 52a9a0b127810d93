import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, queryRetryDelay, shouldRetryQuery } from '@vigia/shared/api';
import { loadedQueryClient, setPageQueryClient } from '@vigia/shared/auth';

/** A QueryClient with spec §9's policy: retries, their backoff, unused data kept 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
}

/**
 * The page's one QueryClient, created by the first screen that needs data. This entry is a
 * federated singleton, so the shell and every remote on a page get the same client; auth is
 * handed it by reference (it clears it on sign-out).
 */
export function pageQueryClient(): QueryClient {
  const existing = loadedQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  setPageQueryClient(client);
  return client;
}
