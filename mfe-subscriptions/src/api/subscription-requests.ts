import { apiRequest } from '@vigia/shared/api';
import {
  deleteAllSubscriptionsResponseSchema,
  normalizeProcessingStatus,
  normalizeSubscription,
  normalizeSubscriptionList,
  normalizeSubscriptionStats,
  normalizeSubscriptionType,
  normalizeSubscriptionTypes,
  processStartedResponseSchema,
  type ProcessingStatus,
  type ProcessStarted,
  type Subscription,
  type SubscriptionCreateRequest,
  type SubscriptionPage,
  type SubscriptionStats,
  type SubscriptionType,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import type { ListQuery } from './list-params';

// One function per call of spec §7 (and the paths ARCHITECTURE.md fixes), each answering the
// canonical shape of the contracts' normalisers.

const BASE = '/v1/subscriptions';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function fetchSubscriptionList(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<SubscriptionPage> {
  return normalizeSubscriptionList(await apiRequest('GET', BASE, { query: { ...query }, signal }));
}

export async function fetchSubscription(id: string, signal?: AbortSignal): Promise<Subscription> {
  return normalizeSubscription(await apiRequest('GET', path(id), { signal }));
}

export async function fetchSubscriptionStats(signal?: AbortSignal): Promise<SubscriptionStats> {
  return normalizeSubscriptionStats(await apiRequest('GET', `${BASE}/stats`, { signal }));
}

export async function fetchSubscriptionTypes(signal?: AbortSignal): Promise<SubscriptionType[]> {
  return normalizeSubscriptionTypes(await apiRequest('GET', `${BASE}/types`, { signal }));
}

export async function fetchSubscriptionType(
  id: string,
  signal?: AbortSignal,
): Promise<SubscriptionType> {
  return normalizeSubscriptionType(
    await apiRequest('GET', `${BASE}/types/${encodeURIComponent(id)}`, { signal }),
  );
}

export async function fetchProcessingStatus(
  id: string,
  signal?: AbortSignal,
): Promise<ProcessingStatus> {
  return normalizeProcessingStatus(await apiRequest('GET', `${path(id)}/status`, { signal }));
}

/**
 * The body names the type both as `typeId` and `type` (spec §7). A falsy or shapeless answer
 * counts as failure: the normaliser throws on it.
 */
export async function createSubscription(
  request: SubscriptionCreateRequest,
): Promise<Subscription> {
  const body = { ...request, type: request.typeId };
  return normalizeSubscription(await apiRequest('POST', BASE, { body }));
}

export async function updateSubscription(
  id: string,
  changes: SubscriptionUpdateRequest,
): Promise<Subscription> {
  return normalizeSubscription(await apiRequest('PATCH', path(id), { body: changes }));
}

export async function toggleSubscription(id: string, active: boolean): Promise<Subscription> {
  return normalizeSubscription(
    await apiRequest('PATCH', `${path(id)}/toggle`, { body: { active } }),
  );
}

export async function deleteSubscription(id: string): Promise<void> {
  await apiRequest('DELETE', path(id));
}

export interface DeleteAllResult {
  deletedCount: number;
  message: string;
}

/** The api's `success` flag is read: false counts as failure. */
export async function deleteAllSubscriptions(): Promise<DeleteAllResult> {
  const { data } = await apiRequest('DELETE', `${BASE}/delete-all`, {
    schema: deleteAllSubscriptionsResponseSchema,
  });
  if (!data.success) throw new Error(data.message);
  return { deletedCount: data.deletedCount, message: data.message };
}

/**
 * 'Procesar': first reads the subscription, then asks for it to be processed with its stored
 * prompts, type and metadata (spec §7, decisions 11).
 */
export async function processSubscription(id: string): Promise<ProcessStarted> {
  const subscription = await fetchSubscription(id);
  const { data } = await apiRequest('POST', `${path(id)}/process`, {
    body: {
      subscription_id: subscription.id,
      metadata: subscription.metadata,
      prompts: subscription.prompts,
      type: subscription.typeId,
    },
    schema: processStartedResponseSchema,
  });
  return data;
}
