import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { AppProviders } from '../providers/AppProviders';
import { fetchRuntimeConfig } from './runtimeConfig';
import { StartupError } from './StartupError';

export interface StandaloneOptions {
  container: HTMLElement;
  /** The remote's `./routes` component. */
  RemoteRoutes: ComponentType<RemoteRoutesProps>;
  /** Where the shell mounts it: '/subscriptions', or '/' for a remote with absolute paths. */
  basePath: string;
  /** Where '/' leads (default: basePath). */
  home?: string;
}

/**
 * Runs a remote alone (`pnpm --filter @vigia/mfe-x dev`): the same /config.json and providers as
 * the shell, a router, and the remote's routes. A start-up failure shows 'Application Error'.
 */
export async function startStandalone({
  container,
  RemoteRoutes,
  basePath,
  home = basePath,
}: StandaloneOptions): Promise<Root> {
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    const mountPath = basePath === '/' ? '/*' : `${basePath}/*`;
    root.render(
      <StrictMode>
        <AppProviders config={config}>
          <BrowserRouter>
            <Routes>
              {home !== '/' ? <Route path="/" element={<Navigate to={home} replace />} /> : null}
              <Route path={mountPath} element={<RemoteRoutes basePath={basePath} />} />
            </Routes>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
  return root;
}
