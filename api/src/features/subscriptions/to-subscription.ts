import {
  sourceOfType,
  type ProcessingStatus,
  type Subscription,
  type SubscriptionType,
} from '@vigia/shared/contracts';
import type { ProcessingRow, SubscriptionRow, SubscriptionTypeRow } from '../../db/schema';

export function toSubscriptionType(row: SubscriptionTypeRow): SubscriptionType {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    icon: row.icon,
    logoUrl: row.logoUrl,
    isSystem: row.isSystem,
    metadata: { defaultPrompts: row.metadata.default_prompts ?? [] },
  };
}

export function toSubscription(row: SubscriptionRow, type: SubscriptionTypeRow): Subscription {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    typeId: row.typeId,
    typeName: type.displayName ?? type.name,
    source: sourceOfType(row.typeId),
    logo: type.logoUrl,
    prompts: row.prompts,
    frequency: row.frequency,
    active: row.active,
    status: row.active ? 'active' : 'inactive',
    notificationMethod: row.notificationMethod,
    filters: row.filters ?? null,
    notifications: row.notificationCount,
    lastNotification: row.lastNotificationAt?.toISOString() ?? null,
    lastProcessed: row.lastProcessedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metadata: row.metadata,
  };
}

/**
 * The latest 'Procesar Ahora' run; without one, the scheduled matching's: 'completed' at the
 * subscription's last processing time once it has been processed, else 'pending'.
 */
export function toProcessingStatus(
  run: ProcessingRow | undefined,
  subscription: SubscriptionRow,
): ProcessingStatus {
  if (!run) {
    return {
      status: subscription.lastProcessedAt ? 'completed' : 'pending',
      error: null,
      lastRunAt: subscription.lastProcessedAt?.toISOString() ?? null,
      nextRunAt: null,
      processingId: null,
      metadata: {},
    };
  }
  return {
    status: run.status,
    error: run.error,
    lastRunAt: (run.startedAt ?? run.createdAt).toISOString(),
    nextRunAt: null,
    processingId: run.id,
    metadata: run.metadata,
  };
}
