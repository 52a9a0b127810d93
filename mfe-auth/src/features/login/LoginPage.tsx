import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginErrorMessage, signInWithEmail } from '@vigia/shared/auth';
import { PasswordField, toaster, useFormFields } from '@vigia/shared/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { FormAlert } from '../../components/FormAlert';
import { GoogleButton } from '../../components/GoogleButton';
import { useGoogleSignIn } from '../../hooks/useGoogleSignIn';
import { validateLogin, type LoginInput } from '@vigia/shared/ui';
import { authMessages } from '../../i18n/auth';

const { fields, login } = authMessages;

export function LoginPage() {
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useFormFields<LoginInput>({
    email: '',
    password: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(setFormError);
  const busy = submitting || google.pending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const validation = validateLogin(values);
    setErrors(validation.errors);
    setFormError(null);
    if (!validation.valid) return;

    setSubmitting(true);
    try {
      await signInWithEmail(validation.value.email, validation.value.password);
      toaster.create({ type: 'success', title: login.success });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={login.title} subtitle={login.subtitle}>
      <Stack gap={6}>
        <form noValidate onSubmit={submit}>
          <Stack gap={4}>
            {formError && <FormAlert message={formError} />}
            <Field.Root invalid={Boolean(errors.email)} disabled={busy}>
              <Field.Label>{fields.emailLabel}</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
              />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <PasswordField
              label={fields.passwordLabel}
              error={errors.password}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              disabled={busy}
            />
            <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="brand">
              <RouterLink to="/recover-password">{login.forgotPassword}</RouterLink>
            </Link>
            <Button type="submit" colorPalette="brand" width="full" disabled={busy}>
              {busy ? login.busy : login.submit}
            </Button>
          </Stack>
        </form>
        <GoogleButton disabled={busy} onClick={() => void google.start()} />
        <Text textAlign="center" fontSize="sm">
          {login.noAccount}{' '}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/signup">{login.signUpLink}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
