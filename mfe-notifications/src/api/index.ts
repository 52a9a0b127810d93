// The data layer of mfe_notifications, one file per api operation (fetcher, query options, hook),
// as bulletproof-react's features/<x>/api: `get-*` read, the others change.
export { notificationKeys } from './query-keys';
export {
  getNotifications,
  notificationPagesQueryOptions,
  useNotificationPages,
  keepPages,
  listKey,
  hasAccessToken,
  NOTIFICATIONS_STALE_TIME_MS,
  type NotificationPages,
} from './get-notifications';
export {
  recentNotificationsQueryOptions,
  useRecentNotifications,
  RECENT_COUNT,
} from './get-recent-notifications';
export {
  getNotificationStats,
  notificationStatsQueryOptions,
  useNotificationStats,
  NO_STATS,
} from './get-notification-stats';
export {
  getNotificationActivity,
  notificationActivityQueryOptions,
  useNotificationActivity,
} from './get-notification-activity';
export { markNotificationRead, useMarkNotificationRead } from './mark-notification-read';
export {
  markAllNotificationsRead,
  useMarkAllNotificationsRead,
} from './mark-all-notifications-read';
export { deleteNotification, isDeletableId, useDeleteNotification } from './delete-notification';
export { deleteAllNotifications, useDeleteAllNotifications } from './delete-all-notifications';
