import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signUpWithEmail } from '@vigia/shared/auth';
import { registrationErrorMessage } from '../../domain/auth-errors';
import { PasswordField, toaster, useFormFields } from '@vigia/shared/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { FormAlert } from '../../components/FormAlert';
import { GoogleButton } from '../../components/GoogleButton';
import { useGoogleSignIn } from '../../hooks/useGoogleSignIn';
import { validateRegistration, type RegistrationInput } from '../../domain/auth-forms';
import { authMessages } from '../../i18n/auth';

const { fields, signup } = authMessages;

export function SignupPage() {
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useFormFields<RegistrationInput>({
    name: '',
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
    const validation = validateRegistration(values);
    setErrors(validation.errors);
    setFormError(null);
    if (!validation.valid) return;

    setSubmitting(true);
    try {
      await signUpWithEmail(validation.value);
      toaster.create({ type: 'success', title: signup.success });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFormError(registrationErrorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={signup.title} subtitle={signup.subtitle}>
      <Stack gap={6}>
        <form noValidate onSubmit={submit}>
          <Stack gap={4}>
            {formError && <FormAlert message={formError} />}
            <Field.Root invalid={Boolean(errors.name)} disabled={busy}>
              <Field.Label>{fields.nameLabel}</Field.Label>
              <Input
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={change('name')}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
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
              hint={signup.passwordHint}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={change('password')}
              disabled={busy}
            />
            <Button type="submit" colorPalette="brand" width="full" disabled={busy}>
              {submitting ? signup.busy : signup.submit}
            </Button>
          </Stack>
        </form>
        <GoogleButton disabled={busy} onClick={() => void google.start()} />
        <Text textAlign="center" fontSize="sm">
          {signup.haveAccount}{' '}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/login">{signup.loginLink}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
