import { startStandalone } from '@vigia/shared/ui';
import SettingsRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void startStandalone({ container, RemoteRoutes: SettingsRoutes, basePath: '/settings' });
