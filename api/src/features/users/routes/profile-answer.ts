import type { ProfileResponse } from '@vigia/shared/contracts';
import type { VerifiedToken } from '../../../auth/verify-token';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { onInstantNotificationsAllowlist, toProfile, type ProfileActivity } from '../profile';
import { userActivity } from '../repository';

/** Whether the token's account may turn instantNotifications on (INSTANT_NOTIFICATIONS_ALLOWLIST). */
export function mayUseInstantNotifications(config: AppConfig, token: VerifiedToken): boolean {
  return onInstantNotificationsAllowlist(config.instantNotificationsAllowlist, token.email);
}

/** `{ data: { profile } }` of the user's row and counts. */
export function profileOf(
  config: AppConfig,
  row: UserRow,
  activity: ProfileActivity,
  token: VerifiedToken,
): ProfileResponse {
  return { data: { profile: toProfile(row, activity, mayUseInstantNotifications(config, token)) } };
}

/** `{ data: { profile } }` of the user's row, with their counts. */
export async function profileAnswer(
  db: Database,
  config: AppConfig,
  row: UserRow,
  token: VerifiedToken,
): Promise<ProfileResponse> {
  return profileOf(config, row, await userActivity(db, row.id), token);
}
