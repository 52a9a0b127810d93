/** A controllable stand-in for `@vigia/shared/api`'s hooks. */
interface ProfileLike {
  name?: string;
  email?: string;
  avatar?: string | null;
}

export const apiState: { unread: number; profile: ProfileLike | undefined } = {
  unread: 0,
  profile: undefined,
};

export const apiModule = {
  useUnreadCount: () => apiState.unread,
  // The api answers: the shell's 'Servicio no disponible' notice stays away.
  useApiAvailable: () => true,
  reportApiAvailability: () => undefined,
  getApiBaseUrl: () => '/api',
  useProfile: () => ({ data: apiState.profile }),
  recentApiFailures: () => [],
  queryKeys: {
    notifications: () => ['notifications'],
    subscriptions: () => ['subscriptions'],
  },
};
