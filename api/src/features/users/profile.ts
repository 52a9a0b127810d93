import { normalizeNotificationSettings, type Profile } from '@vigia/shared/contracts';
import type { UserRow } from '../../db/schema';
import { addressFieldsOf, customAddressVerified } from '../email/recipient';

/** Counts shown with the profile (the notifications table does not exist yet: 0 and null). */
export interface ProfileActivity {
  subscriptionCount: number;
  notificationCount: number;
  lastNotification: Date | null;
}

/** Whether the account of `email` may turn instantNotifications on (the allowlist is lowercase). */
export function onInstantNotificationsAllowlist(
  allowlist: readonly string[],
  email: string | null,
): boolean {
  return email !== null && allowlist.includes(email.toLowerCase());
}

export function toProfile(
  row: UserRow,
  activity: ProfileActivity,
  instantNotificationsAvailable: boolean,
): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatar,
    bio: row.bio,
    theme: row.theme,
    language: row.language,
    notification_settings: normalizeNotificationSettings(row.notificationSettings),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    emailVerified: row.emailVerified,
    subscriptionCount: activity.subscriptionCount,
    notificationCount: activity.notificationCount,
    lastNotification: activity.lastNotification?.toISOString() ?? null,
    instantNotificationsAvailable,
    notificationEmailVerified: customAddressVerified(addressFieldsOf(row)),
  };
}
