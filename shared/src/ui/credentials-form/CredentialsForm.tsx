import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { preloadFirebase } from '@vigia/shared/auth';
import type { FormValidation } from '@vigia/shared/contracts';
import { useFormFields } from '../forms/useFormFields';
import { PasswordField } from '../password-input/PasswordField';

export interface Credentials {
  email: string;
  password: string;
}

/** The screen's own words: every label comes from the package that shows the form. */
export interface CredentialsFormLabels {
  /** The name field's label; the field shows when the values hold a `name` (sign-up). */
  name?: string;
  email: string;
  password: string;
  /** Under the password while it has no error (sign-up: the minimum length). */
  passwordHint?: string;
  submit: string;
  /** The submit button while the form's own request is in flight. */
  busy: string;
}

export interface CredentialsFormProps<T extends Credentials & { [K in keyof T]: string }> {
  /** The fields' first values: email and password, and a name before them when present. */
  initialValues: T;
  labels: CredentialsFormLabels;
  /** The password is a new one (sign-up): the browser offers to make one up. */
  newPassword?: boolean;
  validate: (values: T) => FormValidation<T>;
  /** Sends the cleaned values. A rejection shows `errorMessage(error)` and frees the form. */
  onSubmit: (values: T) => Promise<void>;
  errorMessage: (error: unknown) => string;
  /** The message above the fields; the screen holds it, so another sign-in can report there too. */
  error: string | null;
  onErrorChange: (message: string | null) => void;
  /** Told when the form's own request starts and fails (another sign-in of the screen waits). */
  onSubmittingChange?: (submitting: boolean) => void;
  /** Another sign-in of the screen is under way (Google's popup): the form waits. */
  pending?: boolean;
  /** The submit button's label meanwhile (default: `labels.submit`). */
  pendingLabel?: string;
  /** Between the password and the submit button (a 'forgot your password?' link). */
  children?: ReactNode;
}

/**
 * The one email and password form: login, sign-up (with a name) and the sign-in of a remote
 * running alone. Validates, shows each field's error, sends, and reports a failure above the fields.
 */
export function CredentialsForm<T extends Credentials & { [K in keyof T]: string }>({
  initialValues,
  labels,
  newPassword = false,
  validate,
  onSubmit,
  errorMessage,
  error,
  onErrorChange,
  onSubmittingChange,
  pending = false,
  pendingLabel,
  children,
}: CredentialsFormProps<T>) {
  const { values, errors, setErrors, change } = useFormFields<T>(initialValues);
  const [submitting, setSubmittingState] = useState(false);
  const setSubmitting = (value: boolean) => {
    setSubmittingState(value);
    onSubmittingChange?.(value);
  };
  const busy = submitting || pending;
  const fieldErrors: Partial<Record<keyof Credentials | 'name', string>> = errors;
  const name = labels.name !== undefined && 'name' in values ? String(values.name) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const validation = validate(values);
    setErrors(validation.errors);
    onErrorChange(null);
    if (!validation.valid) return;
    setSubmitting(true);
    try {
      // On success the screen moves on (a navigation, or the signed-in state): it stays busy.
      await onSubmit(validation.value);
    } catch (failure) {
      onErrorChange(errorMessage(failure));
      setSubmitting(false);
    }
  }

  let submitLabel = labels.submit;
  if (submitting) submitLabel = labels.busy;
  else if (pending && pendingLabel) submitLabel = pendingLabel;

  return (
    // Firebase downloads while the visitor types, not after they press the button.
    <form noValidate onSubmit={submit} onFocus={preloadFirebase}>
      <Stack gap={4}>
        {error ? (
          <Alert.Root status="error" role="alert" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {name !== null ? (
          <Field.Root invalid={Boolean(fieldErrors.name)} disabled={busy}>
            <Field.Label>{labels.name}</Field.Label>
            <Input
              name="name"
              autoComplete="name"
              value={name}
              onChange={change('name' as keyof T)}
            />
            <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Field.Root invalid={Boolean(fieldErrors.email)} disabled={busy}>
          <Field.Label>{labels.email}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
          />
          <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
        </Field.Root>
        <PasswordField
          label={labels.password}
          error={fieldErrors.password}
          hint={labels.passwordHint}
          name="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={change('password')}
          disabled={busy}
        />
        {children}
        <Button type="submit" colorPalette="brand" width="full" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
