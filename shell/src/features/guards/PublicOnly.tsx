import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnPathFrom, useAuth } from '@vigia/shared/auth';

export interface PublicOnlyProps {
  /** What a visitor who is not signed in sees (default: the child route). */
  children?: ReactNode;
}

/**
 * /login, /signup and /recover-password: a signed-in user goes to /dashboard instead (spec §6), or
 * to the page they were sent to sign in from (`?next=`).
 */
export function PublicOnly({ children }: PublicOnlyProps) {
  const { status } = useAuth();
  const { search } = useLocation();
  if (status === 'signedIn') return <Navigate to={returnPathFrom(search)} replace />;
  return children ?? <Outlet />;
}
