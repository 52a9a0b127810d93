import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { createQueryClient } from '@vigia/shared/query';
import { AuthContext, type AuthContextValue, type AuthUser } from '@vigia/shared/auth';
import { system } from '../ui/theme/system';

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

function authValue(user: AuthUser | null, signOut: () => Promise<void>): AuthContextValue {
  return {
    status: user ? 'signedIn' : 'signedOut',
    user,
    signOut,
    refreshUser: async () => undefined,
  };
}

export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function TestProviders({
  client,
  user = testUser,
  signOut = async () => undefined,
  children,
}: {
  client: QueryClient;
  user?: AuthUser | null;
  signOut?: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={authValue(user, signOut)}>{children}</AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
