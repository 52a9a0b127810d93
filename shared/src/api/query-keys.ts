/**
 * The React Query keys more than one package reads or changes: the profile (shell, settings, the
 * auth provider), and the roots of each remote's keys. A remote nests its own keys under its root
 * (mfe-notifications under `notifications()`, mfe-subscriptions under `subscriptions()`), so
 * invalidating a root refreshes all of them; the unread count sits under `notifications()` too.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  notifications: () => ['notifications'] as const,
  /** Written by mfe-notifications (a number) and read by the shell's badge. */
  unreadCount: () => ['notifications', 'unread-count'] as const,
  subscriptions: () => ['subscriptions'] as const,
};
