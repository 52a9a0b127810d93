import type { ComponentType } from 'react';
import { ActivityWidget } from './features/dashboard-widget/ActivityWidget';
import { NotificationSummaryWidget } from './features/dashboard-widget/NotificationSummaryWidget';
import { RecentNotificationsWidget } from './features/dashboard-widget/RecentNotificationsWidget';

/** `./widgets` of mfe_notifications: the dashboard's notification widgets, in order. */
const widgets: Record<string, ComponentType> = {
  notifications: NotificationSummaryWidget,
  recent: RecentNotificationsWidget,
  activity: ActivityWidget,
};

export default widgets;
