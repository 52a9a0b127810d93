/** The cleaned values of a form, the message of each invalid field, and whether it may submit. */
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

export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
