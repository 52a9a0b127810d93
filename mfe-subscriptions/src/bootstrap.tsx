import { startStandalone } from '@vigia/shared/ui';
import SubscriptionsRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void startStandalone({ container, RemoteRoutes: SubscriptionsRoutes, basePath: '/subscriptions' });
