import { Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { preloadFirebase } from '@vigia/shared/auth';
import { useGoogleSignIn } from '../hooks/useGoogleSignIn';
import { AuthLayout } from './AuthLayout';
import { GoogleButton } from './GoogleButton';

/** What the screen's email and password form shares with the Google button beside it. */
export interface CredentialsFormState {
  error: string | null;
  onErrorChange: (message: string | null) => void;
  onSubmittingChange: (submitting: boolean) => void;
  /** Google's popup is open: the form waits. */
  pending: boolean;
}

export interface CredentialsScreenProps {
  title: string;
  subtitle: string;
  /** The line under the buttons: '¿No tienes una cuenta? Regístrate', … */
  switchTo: { text: string; link: string; to: string };
  /** The email and password form, given the state it shares with Google's sign-in. */
  children: (form: CredentialsFormState) => ReactNode;
}

/** Login and sign-up: the email and password form, 'O continúa con' Google, and the other screen's link. */
export function CredentialsScreen({ title, subtitle, switchTo, children }: CredentialsScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(setError);

  return (
    <AuthLayout title={title} subtitle={subtitle}>
      {/* Firebase (Google's popup too) downloads as the pointer reaches the screen. */}
      <Stack gap={6} onPointerEnter={preloadFirebase}>
        {children({
          error,
          onErrorChange: setError,
          onSubmittingChange: setSubmitting,
          pending: google.pending,
        })}
        <GoogleButton disabled={submitting || google.pending} onClick={() => void google.start()} />
        <Text textAlign="center" fontSize="sm">
          {switchTo.text}{' '}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={switchTo.to}>{switchTo.link}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
