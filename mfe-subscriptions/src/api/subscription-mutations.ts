import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vigia/shared/api';
import {
  normalizeSubscription,
  type Subscription,
  type SubscriptionCreateRequest,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import {
  applyOptimistic,
  mapSubscription,
  rollback,
  withSubscriptions,
  type CacheSnapshot,
} from './optimistic-cache';
import {
  createSubscription,
  deleteAllSubscriptions,
  deleteSubscription,
  processSubscription,
  toggleSubscription,
  updateSubscription,
} from './subscription-requests';
import { matchesListFilters } from '../domain/subscription-list';

// Create, update, toggle and delete change the cached lists (and detail) at once, put them back if
// the api refuses, and then refetch lists, stats and details (spec §4).

interface OptimisticContext {
  snapshot: CacheSnapshot;
}

export interface UpdateSubscriptionVariables {
  id: string;
  changes: SubscriptionUpdateRequest;
}

export interface ToggleSubscriptionVariables {
  id: string;
  active: boolean;
}

function refetchSubscriptions(client: QueryClient, exceptDetailOf?: string): Promise<void> {
  const deletedDetail = exceptDetailOf ? queryKeys.subscription(exceptDetailOf) : undefined;
  return client.invalidateQueries({
    queryKey: queryKeys.subscriptions(),
    // A deleted subscription's own page is on its way out: refetching it would only answer 404.
    predicate: ({ queryKey }) =>
      !deletedDetail || deletedDetail.some((part, index) => queryKey[index] !== part),
  });
}

function optimisticHandlers<TVariables>(
  client: QueryClient,
  change: (variables: TVariables) => Parameters<typeof applyOptimistic>[1],
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

let temporaryIds = 0;

/** A stand-in for the subscription being created, shown until the refetch brings the real one. */
function pendingSubscription(request: SubscriptionCreateRequest): Subscription {
  const now = new Date().toISOString();
  temporaryIds += 1;
  return normalizeSubscription({
    ...request,
    id: `pending-${temporaryIds}`,
    created_at: now,
    updated_at: now,
  });
}

export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation<Subscription, Error, SubscriptionCreateRequest, OptimisticContext>({
    mutationFn: createSubscription,
    ...optimisticHandlers<SubscriptionCreateRequest>(client, (request) => {
      const created = pendingSubscription(request);
      return {
        list: (page, query) => {
          const fits =
            query.page === 1 &&
            (!query.status || query.status === created.status) &&
            matchesListFilters(created, { search: query.search, source: query.type });
          if (!fits) return page;
          return withSubscriptions(
            page,
            [created, ...page.subscriptions].slice(0, page.metadata.limit),
            page.metadata.total + 1,
          );
        },
      };
    }),
  });
}

export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation<Subscription, Error, UpdateSubscriptionVariables, OptimisticContext>({
    mutationFn: ({ id, changes }) => updateSubscription(id, changes),
    ...optimisticHandlers<UpdateSubscriptionVariables>(client, ({ id, changes }) => {
      const update = (subscription: Subscription): Subscription => {
        const next = { ...subscription, ...changes };
        const active = changes.active ?? subscription.active;
        return { ...next, active, status: active ? 'active' : 'inactive' };
      };
      return { list: (page) => mapSubscription(page, id, update), detail: { id, update } };
    }),
  });
}

export function useToggleSubscription() {
  const client = useQueryClient();
  return useMutation<Subscription, Error, ToggleSubscriptionVariables, OptimisticContext>({
    mutationFn: ({ id, active }) => toggleSubscription(id, active),
    ...optimisticHandlers<ToggleSubscriptionVariables>(client, ({ id, active }) => {
      const update = (subscription: Subscription): Subscription => ({
        ...subscription,
        active,
        status: active ? 'active' : 'inactive',
      });
      return { list: (page) => mapSubscription(page, id, update), detail: { id, update } };
    }),
  });
}

export function useDeleteSubscription() {
  const client = useQueryClient();
  return useMutation<void, Error, string, OptimisticContext>({
    mutationFn: deleteSubscription,
    ...optimisticHandlers<string>(
      client,
      (id) => ({
        list: (page) => {
          const remaining = page.subscriptions.filter((subscription) => subscription.id !== id);
          if (remaining.length === page.subscriptions.length) return page;
          return withSubscriptions(page, remaining, page.metadata.total - 1);
        },
      }),
      (id) => id,
    ),
  });
}

export function useDeleteAllSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAllSubscriptions,
    ...optimisticHandlers<void>(client, () => ({
      list: (page) => withSubscriptions(page, [], 0),
    })),
  });
}

/** 'Procesar': not optimistic; afterwards the status and the subscription are read again. */
export function useProcessSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: processSubscription,
    onSuccess: (_started, id) => {
      void client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus(id) });
      void client.invalidateQueries({ queryKey: queryKeys.subscription(id), exact: true });
    },
  });
}
