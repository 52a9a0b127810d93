import type { SubscriptionResponse } from '@vigia/shared/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/api-error';
import { findSubscription, type SubscriptionWithType } from '../repository';
import { toSubscription } from '../to-subscription';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const uuid = z.string().uuid();

/** The caller's subscription of that id; anything else (another user's too) is a 404. */
export async function ownSubscription(
  db: Database,
  uid: string,
  id: string,
): Promise<SubscriptionWithType> {
  const found = uuid.safeParse(id).success ? await findSubscription(db, uid, id) : undefined;
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return found;
}

/** `{ data: { subscription } }`: the caller's subscription as it is now. */
export async function subscriptionAnswer(
  db: Database,
  uid: string,
  id: string,
): Promise<SubscriptionResponse> {
  const { row, type } = await ownSubscription(db, uid, id);
  return { data: { subscription: toSubscription(row, type) } };
}
