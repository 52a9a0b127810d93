import { authMessages } from './auth';
import { notificationsMessages } from './notifications';
import { settingsMessages } from './settings';
import { shellMessages } from './shell';
import { subscriptionDetailMessages } from './subscription-detail';
import { subscriptionsMessages } from './subscriptions';

/**
 * The string catalogue. Strings are verbatim from the product spec; the ones the spec does not
 * give are marked `// not from the spec` where they are defined.
 */
export const messages = {
  auth: authMessages,
  shell: shellMessages,
  subscriptions: subscriptionsMessages,
  subscriptionDetail: subscriptionDetailMessages,
  notifications: notificationsMessages,
  settings: settingsMessages,
} as const;

export {
  authMessages,
  shellMessages,
  subscriptionsMessages,
  subscriptionDetailMessages,
  notificationsMessages,
  settingsMessages,
};
