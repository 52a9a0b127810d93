import { authMessages } from '@vigia/shared/i18n';
import { formResult as result, looksLikeEmail, type FormValidation } from './form-validation';

export type { FormValidation } from './form-validation';

const MIN_SIGNUP_PASSWORD_LENGTH = 6;
const messages = authMessages.validation;

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
}

export interface RecoveryInput {
  email: string;
}

/** Login (spec §5): a non-blank email (trimmed) and a non-empty password. */
export function validateLogin(input: LoginInput): FormValidation<LoginInput> {
  const value = { email: input.email.trim(), password: input.password };
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  if (!value.email) errors.email = messages.loginEmailInvalid;
  if (!value.password) errors.password = messages.loginPasswordRequired;
  return result(value, errors);
}

/** Sign-up (spec §5): a name, an email with '@', and a password of at least 6 characters. */
export function validateRegistration(input: RegistrationInput): FormValidation<RegistrationInput> {
  const value = { name: input.name.trim(), email: input.email.trim(), password: input.password };
  const errors: Partial<Record<keyof RegistrationInput, string>> = {};
  if (!value.name) errors.name = messages.registrationNameRequired;
  if (!value.email) errors.email = messages.registrationRequired;
  else if (!value.email.includes('@')) errors.email = messages.registrationEmailInvalid;
  if (!value.password) errors.password = messages.registrationRequired;
  else if (value.password.length < MIN_SIGNUP_PASSWORD_LENGTH) {
    errors.password = messages.registrationPasswordTooShort;
  }
  return result(value, errors);
}

/** Password recovery (spec §5): a required email of email type. */
export function validateRecovery(input: RecoveryInput): FormValidation<RecoveryInput> {
  const value = { email: input.email.trim() };
  const errors: Partial<Record<keyof RecoveryInput, string>> = {};
  if (!value.email) errors.email = messages.recoveryEmailRequired;
  else if (!looksLikeEmail(value.email)) errors.email = messages.recoveryEmailInvalid;
  return result(value, errors);
}
