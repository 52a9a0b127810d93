import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInPathFor, useAuth } from '@vigia/shared/auth';
import { PageSpinner } from '@vigia/shared/ui';
import { signOutIntent } from '../session/signOutIntent';

/**
 * Authenticated routes: a spinner while auth loads, then /auth (replacing history) if signed out,
 * carrying the address asked for so that signing in returns there.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (status === 'loading') return <PageSpinner minHeight="60vh" />;
  if (status === 'signedOut') {
    // Logging out on purpose: the sign-out action is already on its way to /login.
    if (signOutIntent.active) return null;
    return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
  }
  return <Outlet />;
}
