import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@vigia/shared/contracts';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The validated /config.json the shell started with. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() must be used inside <RuntimeConfigContext>');
  return config;
}
