import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';

export interface PublicOnlyProps {
  /** What a visitor who is not signed in sees (default: the child route). */
  children?: ReactNode;
}

/** /login, /signup and /recover-password: a signed-in user goes to /dashboard instead (spec §6). */
export function PublicOnly({ children }: PublicOnlyProps) {
  const { status } = useAuth();
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
