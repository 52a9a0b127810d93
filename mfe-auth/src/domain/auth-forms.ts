import { formResult as result, type FormValidation } from '@vigia/shared/contracts/core';
import { authMessages } from '../i18n/auth';

const MIN_SIGNUP_PASSWORD_LENGTH = 6;
const messages = authMessages.validation;

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
}

export interface RecoveryInput {
  email: string;
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

function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Password recovery (spec §5): a required email of email type. */
export function validateRecovery(input: RecoveryInput): FormValidation<RecoveryInput> {
  const value = { email: input.email.trim() };
  const errors: Partial<Record<keyof RecoveryInput, string>> = {};
  if (!value.email) errors.email = messages.recoveryEmailRequired;
  else if (!looksLikeEmail(value.email)) errors.email = messages.recoveryEmailInvalid;
  return result(value, errors);
}
