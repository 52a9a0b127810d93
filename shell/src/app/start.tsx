import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fetchRuntimeConfig, StartupError } from '@vigia/shared/ui';
import { prefetchRemotesFor } from '../features/remotes/prefetch';
import { registerRemotesFromConfig } from '../features/remotes/registry';
import { App } from './App';
import { requestRuntimeConfig } from './configRequest';
import { watchDrawnScreen } from './drawnScreen';

/**
 * Starts the shell: reads /config.json, registers the remotes it names, then renders the app (on a
 * page whose screen was drawn at build time, once that screen's remote has loaded).
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
    const drawn = watchDrawnScreen(container);
    const firstScreen = prefetchRemotesFor(window.location.pathname);
    const render = () =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      );
    if (drawn) {
      // The drawn screen stays until the app can show the same screen, not a spinner.
      await firstScreen;
      drawn.handOver(() => flushSync(render));
    } else {
      render();
    }
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
  return root;
}
