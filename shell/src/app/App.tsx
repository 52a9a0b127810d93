import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { AppProviders } from '@vigia/shared/ui';
import { routes } from './routes';
import { RuntimeConfigContext } from './RuntimeConfigContext';

export interface AppProps {
  config: RuntimeConfig;
}

/** The shell: providers around the router. */
export function App({ config }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RuntimeConfigContext.Provider value={config}>
      <AppProviders config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </RuntimeConfigContext.Provider>
  );
}
