import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema';
import { matchPublications } from '../../src/features/matching/match-publications';
import type { EmulatorUser } from './firebase-emulator';
import { createSubscription } from './subscriptions';
import type { TestApp } from './test-app';

type NotificationMetadata = (typeof notifications.$inferSelect)['metadata'];

/**
 * What a new subscription of `user` with the one `prompt` is notified of when the stored items
 * published since `since` are matched: each notification's metadata, by external id.
 */
export async function notifiedOf(
  app: TestApp,
  user: EmulatorUser,
  prompt: string,
  since: string,
): Promise<{ externalId: string; metadata: NotificationMetadata }[]> {
  const subscription = await createSubscription(app, user, { prompts: [prompt] });
  await matchPublications(app.database.db, { subscriptionId: subscription.id, since });
  const rows = await app.database.db
    .select({ metadata: notifications.metadata })
    .from(notifications)
    .where(eq(notifications.subscriptionId, subscription.id));
  return rows
    .map((row) => ({ externalId: String(row.metadata.external_id), metadata: row.metadata }))
    .sort((one, other) => one.externalId.localeCompare(other.externalId));
}
