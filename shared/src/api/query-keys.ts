export interface NotificationListParams {
  page?: number;
  limit?: number;
  unread?: boolean;
  subscriptionId?: string;
  entityType?: string;
}

export interface SubscriptionListParams {
  page?: number;
  limit?: number;
  status?: string;
  type?: string;
  search?: string;
  sort?: string;
}

/**
 * React Query keys used by more than one package. Every notification key starts with
 * 'notifications', so invalidating `notifications()` also refreshes the unread count.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  notifications: () => ['notifications'] as const,
  notificationList: (params: NotificationListParams = {}) =>
    ['notifications', 'list', params] as const,
  notification: (id: string) => ['notifications', 'detail', id] as const,
  notificationStats: () => ['notifications', 'stats'] as const,
  notificationActivity: (days: number) => ['notifications', 'activity', days] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  subscriptions: () => ['subscriptions'] as const,
  subscriptionList: (params: SubscriptionListParams = {}) =>
    ['subscriptions', 'list', params] as const,
  subscription: (id: string) => ['subscriptions', 'detail', id] as const,
  subscriptionStatus: (id: string) => ['subscriptions', 'status', id] as const,
  subscriptionStats: () => ['subscriptions', 'stats'] as const,
  subscriptionTypes: () => ['subscriptions', 'types'] as const,
  subscriptionType: (id: string) => ['subscriptions', 'types', id] as const,
};
