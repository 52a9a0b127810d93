import './polyfills';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { system, Toaster } from '@vigia/shared/ui';
import { RuntimeConfigContext } from '../app/RuntimeConfigContext';

export const testConfig: RuntimeConfig = {
  environment: 'test',
  apiBaseUrl: '/api',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-vigia.firebaseapp.com',
    projectId: 'demo-vigia',
    emulatorHost: 'http://127.0.0.1:9099',
  },
  remotes: {
    mfe_auth: 'http://127.0.0.1:3001/mf-manifest.json',
    mfe_subscriptions: 'http://127.0.0.1:3002/mf-manifest.json',
    mfe_notifications: 'http://127.0.0.1:3003/mf-manifest.json',
    mfe_settings: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  overrideOrigins: ['http://127.0.0.1:*'],
};

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders routes in a memory router inside the Vigía theme and config (and toasts). No query
 * client around them: as in the app, the screens that read data bring their `QueryLayer`.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  config: RuntimeConfig = testConfig,
  { withToaster = false }: { withToaster?: boolean } = {},
): RenderResult & { router: TestRouter } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ChakraProvider value={system}>
      <RuntimeConfigContext.Provider value={config}>
        <RouterProvider router={router} />
        {withToaster ? <Toaster /> : null}
      </RuntimeConfigContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
