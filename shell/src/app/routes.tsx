import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@vigia/shared/ui';
import { AuthRemoteLayout } from '../features/auth-remote/AuthRemoteLayout';
import { AuthRemoteRoutes } from '../features/auth-remote/AuthRemoteRoutes';
import { PublicOnly } from '../features/guards/PublicOnly';
import { RequireAuth } from '../features/guards/RequireAuth';
import { LandingRoute } from '../features/landing/LandingRoute';

import { RemoteRoutes } from '../features/remotes/RemoteRoutes';
import { RootLayout } from './RootLayout';

// Loaded when first needed: nothing of the signed-in screens is downloaded on /login. The
// layout shares its chunk with the header's signed-in part: they come together, and share code.
const AppShellLayout = lazy(
  () => import(/* webpackChunkName: "signed-in" */ '../features/app-shell/AppShellLayout'),
);
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const DebugRoute = lazy(() => import('../features/debug/DebugRoute'));

function withSpinner(element: ReactNode) {
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}

const authRemote = <AuthRemoteRoutes />;

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      {
        // mfe_auth's screens. Its ./routes renders its own <Routes> with absolute paths, so it is
        // rendered by pathless routes (whose base is '/'); the leaves only name the paths.
        element: <AuthRemoteLayout />,
        children: [
          {
            element: <PublicOnly>{authRemote}</PublicOnly>,
            children: [
              { path: '/login', element: null },
              { path: '/signup', element: null },
              { path: '/recover-password', element: null },
            ],
          },
          {
            element: authRemote,
            children: [
              { path: '/auth', element: null },
              { path: '/auth/google/callback', element: null },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: withSpinner(<AppShellLayout />),
            children: [
              {
                path: '/dashboard',
                element: withSpinner(<DashboardPage />),
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
      { path: '/debug', element: withSpinner(<DebugRoute />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
