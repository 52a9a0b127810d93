import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fetchRuntimeConfig, StartupError } from '@vigia/shared/ui';
import { prefetchRemotesFor } from '../features/remotes/prefetch';
import { registerRemotesFromConfig } from '../features/remotes/registry';
import { App } from './App';
import { requestRuntimeConfig } from './configRequest';

/**
 * Starts the shell: reads /config.json, registers the remotes it names, then renders the app.
 * Any failure on the way renders the 'Application Error' page with the message.
 */
export async function start(
  container: HTMLElement,
  configResponse: Promise<Response> = requestRuntimeConfig(),
): Promise<Root> {
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig(configResponse);
    registerRemotesFromConfig(config);
    prefetchRemotesFor(window.location.pathname);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
  return root;
}
