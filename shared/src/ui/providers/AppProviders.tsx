import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { configureApi, createQueryClient } from '@vigia/shared/api';
import { AuthProvider, initAuth } from '@vigia/shared/auth';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { system } from '../theme/system';
import { Toaster } from '../toaster/PageToaster';

export interface AppProvidersProps {
  config: RuntimeConfig;
  /** One QueryClient per page; created here when not given. */
  queryClient?: QueryClient;
  children: ReactNode;
}

let configuredWith: RuntimeConfig | undefined;

/** Points the API client and Firebase at the runtime configuration, once per configuration. */
function configureOnce(config: RuntimeConfig): void {
  if (configuredWith === config) return;
  configureApi({ baseUrl: config.apiBaseUrl });
  initAuth(config.firebase);
  configuredWith = config;
}

/** Everything a Vigía screen needs around it: theme, data cache, auth state and toasts. */
export function AppProviders({ config, queryClient, children }: AppProvidersProps) {
  configureOnce(config);
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AuthProvider apiBaseUrl={config.apiBaseUrl} tokenSyncUrl={config.tokenSyncUrl}>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
