import { useState } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A form's values and per-field errors; `change(field)` is an input's onChange that sets the
 * value and clears that field's error.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const change = (field: keyof T) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { values, errors, setErrors, change };
}
