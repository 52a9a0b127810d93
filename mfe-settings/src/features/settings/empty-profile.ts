import {
  NOTIFICATION_SETTINGS_DEFAULTS,
  PROFILE_DEFAULTS,
  type Profile,
} from '@vigia/shared/contracts';

/** The empty default profile shown when the profile cannot be loaded (spec §8 'Degraded data'). */
export function emptyProfile(id: string, email: string): Profile {
  return {
    id,
    email,
    name: '',
    firstName: '',
    lastName: '',
    avatar: null,
    bio: '',
    ...PROFILE_DEFAULTS,
    notificationSettings: { ...NOTIFICATION_SETTINGS_DEFAULTS },
    instantNotificationsAvailable: false,
    notificationEmailVerified: false,
    lastLogin: null,
    emailVerified: false,
    subscriptionCount: 0,
    notificationCount: 0,
    lastNotification: null,
  };
}
