import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';
import { PageSpinner } from '@vigia/shared/ui';
import { signOutIntent } from '../session/signOutIntent';

/** Authenticated routes: a spinner while auth loads, then /auth (replacing history) if signed out. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner minHeight="60vh" />;
  if (status === 'signedOut') {
    // Logging out on purpose: the sign-out action is already on its way to /login.
    return signOutIntent.active ? null : <Navigate to="/auth" replace />;
  }
  return <Outlet />;
}
