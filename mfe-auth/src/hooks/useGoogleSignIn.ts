import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { returnPathFrom, signInWithGoogle } from '@vigia/shared/auth';
import { googleErrorMessage } from '../domain/auth-errors';
import { toaster } from '@vigia/shared/ui';
import { authMessages } from '../i18n/auth';

/**
 * Google popup sign-in shared by the login and sign-up screens: toast and /dashboard (or the page
 * the visitor was sent from, `?next=`), or a message.
 */
export function useGoogleSignIn(onError: (message: string | null) => void) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);

  const start = useCallback(async () => {
    setPending(true);
    onError(null);
    try {
      await signInWithGoogle();
      toaster.create({ type: 'success', title: authMessages.login.success });
      navigate(returnPathFrom(params), { replace: true });
    } catch (error) {
      onError(googleErrorMessage(error));
      setPending(false);
    }
  }, [navigate, onError, params]);

  return { pending, start };
}
