import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { AppProviders } from '@vigia/shared/ui';
import { RouteErrorBoundary } from './RouteError';
import { routes } from './routes';
import { RuntimeConfigContext } from './RuntimeConfigContext';

export interface AppProps {
  config: RuntimeConfig;
}

function AppRoutes() {
  return useRoutes(routes);
}

function GuardedRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

/**
 * The shell: providers around the router. The declarative router, not the data router: Vigía
 * uses no loaders, actions or fetchers, and the data router is two thirds of react-router's bytes
 * (shared modules are not tree-shaken, see shared/webpack/facades.cjs).
 */
export function App({ config }: AppProps) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <AppProviders config={config}>
        <BrowserRouter>
          <GuardedRoutes />
        </BrowserRouter>
      </AppProviders>
    </RuntimeConfigContext.Provider>
  );
}
