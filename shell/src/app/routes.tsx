import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@vigia/shared/ui';
import { AppShellLayout } from '../features/app-shell/AppShellLayout';
import { AuthRemoteLayout } from '../features/auth-remote/AuthRemoteLayout';
import { AuthRemoteRoutes } from '../features/auth-remote/AuthRemoteRoutes';
import { DebugRoute } from '../features/debug/DebugRoute';
import { PublicOnly } from '../features/guards/PublicOnly';
import { RequireAuth } from '../features/guards/RequireAuth';
import { LandingRoute } from '../features/landing/LandingRoute';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteRoutes } from '../features/remotes/RemoteRoutes';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));

const authRemote = <AuthRemoteRoutes />;

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      {
        // mfe_auth's screens; the remote renders its own <Routes> with these absolute paths.
        element: <AuthRemoteLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: '/login', element: authRemote },
              { path: '/signup', element: authRemote },
              { path: '/recover-password', element: authRemote },
            ],
          },
          { path: '/auth', element: authRemote },
          { path: '/auth/google/callback', element: authRemote },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShellLayout />,
            children: [
              {
                path: '/dashboard',
                element: (
                  <Suspense fallback={<PageSpinner />}>
                    <DashboardPage />
                  </Suspense>
                ),
              },
              {
                path: '/subscriptions/*',
                element: <RemoteRoutes remote="mfe_subscriptions" basePath="/subscriptions" />,
              },
              {
                path: '/notifications/*',
                element: <RemoteRoutes remote="mfe_notifications" basePath="/notifications" />,
              },
              {
                path: '/settings/*',
                element: <RemoteRoutes remote="mfe_settings" basePath="/settings" />,
              },
            ],
          },
        ],
      },
      { path: '/debug', element: <DebugRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
