import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import {
  DEFAULT_NOTIFICATION_METHOD,
  sourceOfType,
  subscriptionResponseSchema,
  type Subscription,
  type SubscriptionCreateRequest,
} from '@vigia/shared/contracts';
import { matchesListFilters } from '../domain/subscription-list';
import { optimisticHandlers, withSubscriptions, type OptimisticContext } from './optimistic-cache';

/**
 * `POST /v1/subscriptions`. The body names the type both as `typeId` and `type` (spec §7); an
 * answer that is not the created subscription counts as failure.
 */
export async function createSubscription(
  request: SubscriptionCreateRequest,
): Promise<Subscription> {
  const { data } = await apiRequest('POST', '/v1/subscriptions', {
    body: { ...request, type: request.typeId },
    schema: subscriptionResponseSchema,
  });
  return data.subscription;
}

let temporaryIds = 0;

/** A stand-in for the subscription being created, shown until the refetch brings the real one. */
function pendingSubscription(request: SubscriptionCreateRequest): Subscription {
  const now = new Date().toISOString();
  temporaryIds += 1;
  return {
    id: `pending-${temporaryIds}`,
    name: request.name,
    description: request.description,
    typeId: request.typeId,
    typeName: request.typeId.toUpperCase(),
    source: sourceOfType(request.typeId),
    logo: null,
    prompts: request.prompts,
    frequency: request.frequency,
    active: request.active,
    status: request.active ? 'active' : 'inactive',
    notificationMethod: DEFAULT_NOTIFICATION_METHOD,
    filters: request.filters ?? null,
    notifications: 0,
    lastNotification: null,
    lastProcessed: null,
    createdAt: now,
    updatedAt: now,
    metadata: request.metadata,
  };
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
