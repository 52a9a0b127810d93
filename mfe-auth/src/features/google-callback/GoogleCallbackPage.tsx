import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signInWithGoogleTokens } from '@vigia/shared/auth';
import { authMessages } from '../../i18n/auth';

/** /auth/google/callback: signs in with the id_token and access_token of the query string. */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second credential exchange (React's dev double effects) would be refused.
    if (started.current) return;
    started.current = true;
    if (!idToken || !accessToken) {
      navigate('/auth', { replace: true });
      return;
    }
    signInWithGoogleTokens(idToken, accessToken).then(
      () => navigate('/dashboard', { replace: true }),
      () => navigate('/auth', { replace: true }),
    );
  }, [idToken, accessToken, navigate]);

  return (
    <Stack align="center" justify="center" minH="60vh" gap={4} role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text>{authMessages.callback.working}</Text>
    </Stack>
  );
}
