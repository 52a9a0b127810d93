import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, createQueryClient } from '@vigia/shared/api';
import { AuthContext, type AuthContextValue, type AuthUser } from '@vigia/shared/auth';
import { system } from '@vigia/shared/ui';

export const testUser: AuthUser = {
  id: 'user-a',
  email: 'ana@example.com',
  displayName: 'Ana',
  emailVerified: true,
  photoURL: null,
};

/** The app's QueryClient (its retry policy included) without the waits between retries. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...queries, retryDelay: 0 } });
  return client;
}

function authValue(user: AuthUser | null): AuthContextValue {
  return {
    status: user ? 'signedIn' : 'signedOut',
    user,
    signOut: async () => undefined,
    refreshUser: async () => undefined,
  };
}

export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function TestProviders({
  client,
  user = testUser,
  children,
}: {
  client: QueryClient;
  user?: AuthUser | null;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={authValue(user)}>{children}</AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

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
