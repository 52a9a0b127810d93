import type { BenchAccount } from './emulator-accounts';
import type { LoadRequest } from './open-loop';

export interface Endpoint {
  name: string;
  /** The request number `index` of a step. */
  request(index: number): LoadRequest;
}

export interface EndpointAccounts {
  /** The accounts whose tokens the load rotates through. */
  users: readonly BenchAccount[];
  /** The user with 10,000 notifications and 50 subscriptions. */
  heavy: BenchAccount;
  /** Each rotating user's notification ids. */
  notificationIds: ReadonlyMap<string, readonly string[]>;
}

const V1 = '/api/v1';

const get = (account: BenchAccount, path: string): LoadRequest => ({
  method: 'GET',
  path: `${V1}${path}`,
  headers: { authorization: `Bearer ${account.idToken}` },
});

/** The endpoints of issue 26, in the order they are measured. */
export function benchEndpoints({ users, heavy, notificationIds }: EndpointAccounts): Endpoint[] {
  const rotating = (name: string, path: string): Endpoint => ({
    name,
    request: (index) => get(users[index % users.length]!, path),
  });
  const heavyOnly = (name: string, path: string): Endpoint => ({
    name,
    request: () => get(heavy, path),
  });
  return [
    rotating('notifications list (page 1 of 10)', '/notifications?page=1&limit=10'),
    rotating('notification stats', '/notifications/stats'),
    rotating('activity (dashboard chart)', '/notifications/activity?days=7&tz=Europe%2FMadrid'),
    rotating('subscriptions list', '/subscriptions?page=1&limit=9&sort=newest'),
    rotating('subscription stats', '/subscriptions/stats'),
    rotating('profile', '/users/profile'),
    {
      name: 'mark one read',
      request: (index) => {
        const account = users[index % users.length]!;
        const ids = notificationIds.get(account.uid) ?? [];
        const id = ids[Math.floor(index / users.length) % ids.length];
        return {
          method: 'POST',
          path: `${V1}/notifications/${id}/read`,
          headers: { authorization: `Bearer ${account.idToken}` },
        };
      },
    },
    heavyOnly('heavy user: notifications list (page 1)', '/notifications?page=1&limit=20'),
    heavyOnly('heavy user: page 100 of the list', '/notifications?page=100&limit=20'),
    heavyOnly('heavy user: notification stats', '/notifications/stats'),
    heavyOnly(
      'heavy user: activity (dashboard chart)',
      '/notifications/activity?days=7&tz=Europe%2FMadrid',
    ),
    heavyOnly('heavy user: profile', '/users/profile'),
    heavyOnly('heavy user: subscriptions list', '/subscriptions?page=1&limit=9&sort=newest'),
  ];
}
