import { useFormFields } from '../forms/useFormFields';
import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { loginErrorMessage, signInWithEmail, useAuth } from '@vigia/shared/auth';
import { PageSpinner } from '../page-spinner/PageSpinner';
import { PasswordField } from '../password-input/PasswordField';
import { uiMessages } from '../messages';
import { validateLogin, type LoginInput } from '../forms/validate-login';

const t = uiMessages.standalone;

/** Email and password against the configured Firebase Auth (the emulator in development). */
function StandaloneSignIn({ remote }: { remote: string }) {
  const { values, errors, setErrors, change } = useFormFields<LoginInput>({
    email: '',
    password: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const validation = validateLogin(values);
    setErrors(validation.errors);
    setFormError(null);
    if (!validation.valid) return;
    setBusy(true);
    try {
      // The auth state change then shows the remote's screens.
      await signInWithEmail(validation.value.email, validation.value.password);
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <Container as="main" maxW="md" py={{ base: 8, md: 16 }}>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" boxShadow="sm" p={{ base: 6, md: 8 }}>
        <Stack gap={1} mb={6} textAlign="center">
          <Heading as="h1" size="2xl">
            {t.signInTitle}
          </Heading>
          <Text color="fg.muted">{t.signInSubtitle(remote)}</Text>
        </Stack>
        <form noValidate onSubmit={submit}>
          <Stack gap={4}>
            {formError ? (
              <Alert.Root status="error" role="alert" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Field.Root invalid={Boolean(errors.email)} disabled={busy}>
              <Field.Label>{t.emailLabel}</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
              />
              {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : null}
            </Field.Root>
            <PasswordField
              label={t.passwordLabel}
              error={errors.password}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              disabled={busy}
            />
            <Button type="submit" colorPalette="brand" width="full" disabled={busy}>
              {busy ? t.busy : t.submit}
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}

export interface StandaloneAuthGateProps {
  /** The remote running alone, named on the sign-in form. */
  remote: string;
  children: ReactNode;
}

/**
 * A signed-in remote running alone has no shell around it, hence no sign-in screen: this shows one
 * while nobody is signed in, then the remote's screens under a line naming the user, with sign-out.
 */
export default function StandaloneAuthGate({ remote, children }: StandaloneAuthGateProps) {
  const { status, user, signOut } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedOut' || !user) return <StandaloneSignIn remote={remote} />;
  return (
    <>
      <HStack
        as="header"
        justify="flex-end"
        gap="3"
        px="4"
        py="2"
        borderBottomWidth="1px"
        fontSize="sm"
      >
        <Text color="fg.muted">{t.signedInAs(user.email ?? user.id)}</Text>
        <Button size="xs" variant="outline" onClick={() => void signOut()}>
          {t.signOut}
        </Button>
      </HStack>
      {children}
    </>
  );
}
