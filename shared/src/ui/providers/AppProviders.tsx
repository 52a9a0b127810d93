import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { configureApi } from '@vigia/shared/api';
import { AuthProvider, initAuth } from '@vigia/shared/auth';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { system } from '../theme/system';
import { Toaster } from '../toaster/PageToaster';

export interface AppProvidersProps {
  config: RuntimeConfig;
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

/**
 * Everything every Vigía screen needs around it: theme, auth state and toasts. The data cache
 * is not here: the screens that read data sit in a `QueryLayer` (`@vigia/shared/query`), loaded
 * with them, so a signed-out screen downloads no react-query.
 */
export function AppProviders({ config, children }: AppProvidersProps) {
  configureOnce(config);
  return (
    <ChakraProvider value={system}>
      <AuthProvider apiBaseUrl={config.apiBaseUrl} tokenSyncUrl={config.tokenSyncUrl}>
        {children}
        <Toaster />
      </AuthProvider>
    </ChakraProvider>
  );
}
