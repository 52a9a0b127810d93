import type { Notification } from '@vigia/shared/contracts';
import type { NotificationRow } from '../../db/schema';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    read: row.read,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sourceUrl: row.sourceUrl,
    subscriptionId: row.subscriptionId,
    subscriptionName: row.subscriptionName,
    source: row.source,
    entityType: row.entityType,
    metadata: row.metadata,
  };
}
