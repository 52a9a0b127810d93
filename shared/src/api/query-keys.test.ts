import { PROFILE_QUERY_KEY } from '../auth/backend-sync';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives the profile the key the auth provider refreshes after a user sync', () => {
    expect(queryKeys.profile()).toEqual(PROFILE_QUERY_KEY);
  });

  it('keeps the unread count under notifications(), so refreshing them refreshes the badge', () => {
    expect(queryKeys.unreadCount()[0]).toBe(queryKeys.notifications()[0]);
  });
});
