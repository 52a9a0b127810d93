import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendPasswordReset } from '@vigia/shared/auth';
import { passwordResetErrorMessage } from '../../domain/auth-errors';
import { toaster } from '@vigia/shared/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { FormAlert } from '../../components/FormAlert';
import { validateRecovery } from '../../domain/auth-forms';
import { authMessages } from '../../i18n/auth';

const { fields, recovery } = authMessages;

export function RecoverPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const validation = validateRecovery({ email });
    setEmailError(validation.errors.email);
    setFormError(null);
    if (!validation.valid) return;

    setSending(true);
    try {
      await sendPasswordReset(validation.value.email);
      toaster.create({ type: 'success', title: recovery.success });
      navigate('/login');
    } catch (error) {
      setFormError(passwordResetErrorMessage(error));
      setSending(false);
    }
  }

  return (
    <AuthLayout title={recovery.title} subtitle={recovery.subtitle}>
      <form noValidate onSubmit={submit}>
        <Stack gap={4}>
          {formError && <FormAlert message={formError} />}
          <Field.Root invalid={Boolean(emailError)} disabled={sending} required>
            <Field.Label>{fields.emailLabel}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
            <Field.ErrorText>{emailError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" width="full" disabled={sending}>
            {sending ? recovery.busy : recovery.submit}
          </Button>
          <Button
            variant="ghost"
            width="full"
            disabled={sending}
            onClick={() => navigate('/login')}
          >
            {recovery.backToLogin}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
