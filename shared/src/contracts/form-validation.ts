/**
 * What every form rule answers (a package's own rules, and the shared sign-in form's): the cleaned
 * values, the message of each invalid field, and whether the form may submit.
 */
export interface FormValidation<T> {
  value: T;
  errors: Partial<Record<keyof T, string>>;
  valid: boolean;
}

export function formResult<T>(
  value: T,
  errors: Partial<Record<keyof T, string>>,
): FormValidation<T> {
  return { value, errors, valid: Object.keys(errors).length === 0 };
}
