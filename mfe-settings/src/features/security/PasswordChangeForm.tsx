import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { changePassword } from '@vigia/shared/auth';
import { PasswordField, SAVED_MESSAGE_MS, toaster } from '@vigia/shared/ui';
import { validatePasswordChange, type PasswordChangeInput } from '../../domain/settings-forms';
import { settingsMessages } from '../../i18n/settings';

const t = settingsMessages.security;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  ['currentPassword', t.currentPassword, 'current-password'],
  ['newPassword', t.newPassword, 'new-password'],
  ['confirmPassword', t.confirmPassword, 'new-password'],
] as const;

type Outcome = { kind: 'changed' } | { kind: 'failed' } | null;

/**
 * The password change (spec §2, §5, §8): opens and closes; re-authenticates with the current
 * password, then updates it; closes 3 s after success.
 */
export function PasswordChangeForm() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChangeInput, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
    setOutcome(null);
  };

  useEffect(() => {
    if (outcome?.kind !== 'changed') return;
    const timer = setTimeout(close, SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || outcome?.kind === 'changed') return;
    const check = validatePasswordChange(values);
    setErrors(check.errors);
    setOutcome(null);
    if (!check.valid) return;
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setOutcome({ kind: 'changed' });
      toaster.create({ type: 'success', title: t.changed, duration: SAVED_MESSAGE_MS });
    } catch (error) {
      console.warn('Password change failed', error);
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {t.changePassword}
      </Button>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.changePassword}>
      <Stack gap="4" maxWidth="md">
        {outcome ? (
          <Alert.Root status={outcome.kind === 'changed' ? 'success' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.kind === 'changed' ? t.changed : t.changeFailed}</Alert.Title>
          </Alert.Root>
        ) : null}
        {FIELDS.map(([field, label, autoComplete]) => (
          <PasswordField
            key={field}
            label={label}
            error={errors[field]}
            name={field}
            autoComplete={autoComplete}
            value={values[field]}
            disabled={busy}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        ))}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={t.submitting}>
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t.cancel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
