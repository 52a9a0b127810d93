import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '@vigia/shared/api';
import type { AuthUser } from '@vigia/shared/auth';
import {
  createTestQueryClient,
  CurrentLocation,
  TestProviders,
  testUser,
} from '@vigia/shared/testing/providers';

export { createTestQueryClient, CurrentLocation, TestProviders, testUser };

export interface RenderOptions {
  path?: string;
  client?: QueryClient;
  user?: AuthUser | null;
}

/**
 * Renders `ui` at `path` (under /subscriptions/* like the shell) with the real providers: Chakra,
 * a QueryClient, an auth state and a router. The api base is '/api'.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/subscriptions',
    client = createTestQueryClient(),
    user = testUser,
  }: RenderOptions = {},
) {
  configureApi({ baseUrl: '/api' });
  const events = userEvent.setup();
  const view = render(
    <TestProviders client={client} user={user}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/subscriptions/*" element={ui} />
          <Route path="*" element={<p>Fuera de subscripciones</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: events, client, ...view };
}
