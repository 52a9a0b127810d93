import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { uiMessages } from '../messages';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  label: string;
  /** The field's error message; shown instead of the hint. */
  error?: string;
  hint?: string;
}

/**
 * A labelled password field with a show/hide toggle and its error or hint. The whole field is one
 * component: Chakra's field context only reaches parts built in the same bundle, and this one is
 * in the federated @vigia/shared.
 */
export function PasswordField({ label, error, hint, disabled, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = visible ? uiMessages.passwordField.hide : uiMessages.passwordField.show;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            aria-label={toggle}
            title={toggle}
            variant="ghost"
            size="sm"
            me="-2"
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input {...input} disabled={disabled} type={visible ? 'text' : 'password'} />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
