import { PROFILE_QUERY_KEY } from '../auth/backend-sync';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives the profile the key the auth provider refreshes after a user sync', () => {
    expect(queryKeys.profile()).toEqual(PROFILE_QUERY_KEY);
  });

  it('nests every notification key, the unread count included, under notifications()', () => {
    const [root] = queryKeys.notifications();
    for (const key of [
      queryKeys.unreadCount(),
      queryKeys.notificationStats(),
      queryKeys.notificationList({ page: 2 }),
      queryKeys.notification('n1'),
      queryKeys.notificationActivity(7),
    ]) {
      expect(key[0]).toBe(root);
    }
  });

  it('nests every subscription key under subscriptions()', () => {
    const [root] = queryKeys.subscriptions();
    for (const key of [
      queryKeys.subscriptionList({ page: 1 }),
      queryKeys.subscription('s1'),
      queryKeys.subscriptionStats(),
      queryKeys.subscriptionTypes(),
      queryKeys.subscriptionType('boe'),
      queryKeys.subscriptionStatus('s1'),
    ]) {
      expect(key[0]).toBe(root);
    }
  });
});
