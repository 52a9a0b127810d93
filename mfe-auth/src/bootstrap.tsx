import { startStandalone } from '@vigia/shared/ui';
import AuthRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The auth screens use absolute paths (/login, /signup, …): mount them at the root.
void startStandalone({
  container,
  remote: 'mfe_auth',
  RemoteRoutes: AuthRoutes,
  basePath: '/',
  home: '/login',
});
