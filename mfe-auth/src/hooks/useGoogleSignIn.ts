import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signInWithGoogle } from '@vigia/shared/auth';
import { googleErrorMessage } from '../domain/auth-errors';
import { toaster } from '@vigia/shared/ui';
import { authMessages } from '../i18n/auth';

/** Google popup sign-in shared by the login and sign-up screens: toast and /dashboard, or a message. */
export function useGoogleSignIn(onError: (message: string | null) => void) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const start = useCallback(async () => {
    setPending(true);
    onError(null);
    try {
      await signInWithGoogle();
      toaster.create({ type: 'success', title: authMessages.login.success });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      onError(googleErrorMessage(error));
      setPending(false);
    }
  }, [navigate, onError]);

  return { pending, start };
}
