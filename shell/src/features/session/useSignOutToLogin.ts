import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';
import { toaster } from '@vigia/shared/ui';
import { signOutIntent } from './signOutIntent';
import { shellMessages } from '../../i18n/shell';

/** 'Cerrar sesión' / 'Log out': signs out, then goes to /login (spec §2). */
export function useSignOutToLogin(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    signOutIntent.begin();
    try {
      await signOut();
      navigate('/login', { replace: true });
    } catch {
      toaster.error({ title: shellMessages.session.signOutFailed });
    } finally {
      signOutIntent.end();
    }
  }, [signOut, navigate]);
}
