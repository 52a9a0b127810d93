import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteName, RemoteRoutesProps } from '@vigia/shared/contracts';
import { PageSpinner } from '../page-spinner/PageSpinner';
import { AppProviders } from '../providers/AppProviders';
import { fetchRuntimeConfig } from './runtimeConfig';
import { StartupError } from './StartupError';

// Only a remote running alone needs it: kept out of the shared bundle the shell loads.
const StandaloneAuthGate = lazy(() => import('./StandaloneAuthGate'));

export interface StandaloneOptions {
  container: HTMLElement;
  /** The remote running alone. */
  remote: RemoteName;
  /** The remote's `./routes` component. */
  RemoteRoutes: ComponentType<RemoteRoutesProps>;
  /** Where the shell mounts it: '/subscriptions', or '/' for a remote with absolute paths. */
  basePath: string;
  /** Where '/' leads (default: basePath). */
  home?: string;
  /**
   * Its screens need a signed-in user: show a sign-in form (Firebase Auth, the emulator in
   * development) until someone signs in, as the shell's /login would.
   */
  requireSignIn?: boolean;
}

/**
 * Runs a remote alone (`pnpm --filter @vigia/mfe-x dev`): the same /config.json and providers as
 * the shell, a router, and the remote's routes. A start-up failure shows 'Application Error'.
 */
export async function startStandalone({
  container,
  remote,
  RemoteRoutes,
  basePath,
  home = basePath,
  requireSignIn = false,
}: StandaloneOptions): Promise<Root> {
  const root = createRoot(container);
  try {
    // A remote's screens read data: its page's data layer loads beside the configuration.
    const [config, { QueryLayer }] = await Promise.all([
      fetchRuntimeConfig(),
      import('@vigia/shared/query'),
    ]);
    const mountPath = basePath === '/' ? '/*' : `${basePath}/*`;
    const screens = <RemoteRoutes basePath={basePath} />;
    root.render(
      <StrictMode>
        <AppProviders config={config}>
          <QueryLayer>
            <BrowserRouter>
              <Routes>
                {home !== '/' ? <Route path="/" element={<Navigate to={home} replace />} /> : null}
                <Route
                  path={mountPath}
                  element={
                    requireSignIn ? (
                      <Suspense fallback={<PageSpinner />}>
                        <StandaloneAuthGate remote={remote}>{screens}</StandaloneAuthGate>
                      </Suspense>
                    ) : (
                      screens
                    )
                  }
                />
              </Routes>
            </BrowserRouter>
          </QueryLayer>
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
  return root;
}
