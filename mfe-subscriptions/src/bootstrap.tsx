import { startStandalone } from '@vigia/shared/ui';
import SubscriptionsRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void startStandalone({
  container,
  remote: 'mfe_subscriptions',
  // Its screens need a user, and no shell is around to sign one in.
  requireSignIn: true,
  RemoteRoutes: SubscriptionsRoutes,
  basePath: '/subscriptions',
});
