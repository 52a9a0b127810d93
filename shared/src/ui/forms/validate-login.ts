import { uiMessages } from '../messages';
import { formResult, type FormValidation } from '@vigia/shared/contracts/core';

export interface LoginInput {
  email: string;
  password: string;
}

/** Login (spec §5): a non-blank email (trimmed) and a non-empty password. */
export function validateLogin(input: LoginInput): FormValidation<LoginInput> {
  const value = { email: input.email.trim(), password: input.password };
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  if (!value.email) errors.email = uiMessages.signIn.emailInvalid;
  if (!value.password) errors.password = uiMessages.signIn.passwordRequired;
  return formResult(value, errors);
}
