/** Controllable stand-ins for `@vigia/shared/api` and the hooks of `@vigia/shared/query`. */
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
  // The api answers: the shell's 'Servicio no disponible' notice stays away.
  useApiAvailable: () => true,
  reportApiAvailability: () => undefined,
  getApiBaseUrl: () => '/api',
  recentApiFailures: () => [],
  queryKeys: {
    notifications: () => ['notifications'],
    subscriptions: () => ['subscriptions'],
  },
};

/** The real data layer (`QueryLayer`, the page's client) with the profile and unread count set by `apiState`. */
export const queryModule = {
  ...jest.requireActual<typeof import('@vigia/shared/query')>('@vigia/shared/query'),
  useUnreadCount: () => apiState.unread,
  useProfile: () => ({ data: apiState.profile }),
};
