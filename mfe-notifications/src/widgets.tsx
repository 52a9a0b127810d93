import type { ComponentType } from 'react';
import { NotificationsWidget } from './features/dashboard-widget/NotificationsWidget';

/** `./widgets` of mfe_notifications: the dashboard's notification card. */
const widgets: Record<string, ComponentType> = { notifications: NotificationsWidget };

export default widgets;
