import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';

/** /login, /signup and /recover-password: a signed-in user goes to /dashboard instead (spec §6). */
export function PublicOnly() {
  const { status } = useAuth();
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
