import { normalizeNotificationSettings, type NotificationSettings } from '@vigia/shared/contracts';
import type { UserRow } from '../../db/schema';

export interface AddressFields {
  /** The account's address (from the identity provider's token). */
  email: string;
  settings: NotificationSettings;
  /** The custom address whose verification link was followed, as it was then. */
  verifiedNotificationEmail: string | null;
}

export function addressFieldsOf(user: UserRow): AddressFields {
  return {
    email: user.email,
    settings: normalizeNotificationSettings(user.notificationSettings),
    verifiedNotificationEmail: user.verifiedNotificationEmail,
  };
}

export function sameAddress(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

/** Whether the custom notification address is the one whose verification link was followed. */
export function customAddressVerified(user: AddressFields): boolean {
  return sameAddress(user.settings.notificationEmail, user.verifiedNotificationEmail);
}

/**
 * Where the user's notification emails go: the custom address when it is on and verified (never
 * before: anybody can type anybody's address), else the account's address; null when none.
 */
export function notificationAddress(user: AddressFields): string | null {
  const { useCustomEmail, notificationEmail } = user.settings;
  if (useCustomEmail && notificationEmail && customAddressVerified(user)) return notificationEmail;
  return user.email || null;
}
