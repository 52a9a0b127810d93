import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Subscription, SubscriptionPage } from '@vigia/shared/contracts';
import { pageCount } from '../domain/subscription-list';
import { listQueryOfKey, type ListQuery } from './list-params';
import { subscriptionKeys } from './query-keys';

// Create, update, toggle and delete change the cached lists (and detail) at once, put them back if
// the api refuses, and then refetch lists, stats and details (spec §4).

/** What the cache held before an optimistic change, to put back if the api refuses it. */
export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

export interface OptimisticChange {
  /** Applied to every cached list page; return the page unchanged to leave it alone. */
  list?: (page: SubscriptionPage, query: ListQuery) => SubscriptionPage;
  /** Applied to the cached detail of this subscription. */
  detail?: { id: string; update: (subscription: Subscription) => Subscription };
}

const listsFilter = { queryKey: subscriptionKeys.lists() };

/**
 * Stops the fetches that could overwrite the change, keeps a snapshot, then applies the change to
 * the cached lists and detail (spec §4: applied optimistically, rolled back on error).
 */
export async function applyOptimistic(
  client: QueryClient,
  { list, detail }: OptimisticChange,
): Promise<CacheSnapshot> {
  const detailKey = detail ? subscriptionKeys.detail(detail.id) : undefined;
  await client.cancelQueries(listsFilter);
  if (detailKey) await client.cancelQueries({ queryKey: detailKey, exact: true });

  const snapshot: Array<readonly [QueryKey, unknown]> = client.getQueriesData(listsFilter);
  if (detailKey) snapshot.push([detailKey, client.getQueryData(detailKey)]);

  if (list) {
    for (const [key, page] of client.getQueriesData<SubscriptionPage>(listsFilter)) {
      const query = listQueryOfKey(key);
      if (page && query) client.setQueryData(key, list(page, query));
    }
  }
  if (detail && detailKey) {
    client.setQueryData<Subscription>(detailKey, (current) =>
      current ? detail.update(current) : current,
    );
  }
  return snapshot;
}

export function rollback(client: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** Page helpers for the changes. */
export function withSubscriptions(
  page: SubscriptionPage,
  subscriptions: Subscription[],
  total: number,
): SubscriptionPage {
  const safeTotal = Math.max(0, total);
  return {
    subscriptions,
    metadata: {
      ...page.metadata,
      total: safeTotal,
      totalPages: safeTotal === 0 ? 0 : pageCount(safeTotal, page.metadata.limit),
    },
  };
}

export function mapSubscription(
  page: SubscriptionPage,
  id: string,
  update: (subscription: Subscription) => Subscription,
): SubscriptionPage {
  if (!page.subscriptions.some((subscription) => subscription.id === id)) return page;
  return {
    ...page,
    subscriptions: page.subscriptions.map((subscription) =>
      subscription.id === id ? update(subscription) : subscription,
    ),
  };
}

export interface OptimisticContext {
  snapshot: CacheSnapshot;
}

function refetchSubscriptions(client: QueryClient, exceptDetailOf?: string): Promise<void> {
  const deletedDetail = exceptDetailOf ? subscriptionKeys.detail(exceptDetailOf) : undefined;
  return client.invalidateQueries({
    queryKey: subscriptionKeys.all(),
    // A deleted subscription's own page is on its way out: refetching it would only answer 404.
    predicate: ({ queryKey }) =>
      !deletedDetail || deletedDetail.some((part, index) => queryKey[index] !== part),
  });
}

/** A mutation's handlers: the change applied at once, rolled back on error, then a refetch. */
export function optimisticHandlers<TVariables>(
  client: QueryClient,
  change: (variables: TVariables) => OptimisticChange,
  deletedId?: (variables: TVariables) => string | undefined,
) {
  return {
    onMutate: async (variables: TVariables): Promise<OptimisticContext> => ({
      snapshot: await applyOptimistic(client, change(variables)),
    }),
    onError: (_error: Error, _variables: TVariables, context: OptimisticContext | undefined) =>
      rollback(client, context?.snapshot),
    onSettled: (_data: unknown, error: Error | null, variables: TVariables) =>
      refetchSubscriptions(client, error ? undefined : deletedId?.(variables)),
  };
}
