import type { ComponentType } from 'react';
import { SubscriptionsWidget } from './features/dashboard-widget/SubscriptionsWidget';

/** `./widgets` of mfe_subscriptions: the dashboard's subscription card. */
const widgets: Record<string, ComponentType> = { subscriptions: SubscriptionsWidget };

export default widgets;
