import { firebaseErrorCode } from '@vigia/shared/auth';
import { authMessages } from '../i18n/auth';

const { registrationErrors, googleErrors, recovery, validation } = authMessages;

/** Spec §8, Registration. */
export function registrationErrorMessage(error: unknown): string {
  switch (firebaseErrorCode(error)) {
    case 'auth/email-already-in-use':
      return registrationErrors.emailInUse;
    case 'auth/weak-password':
      return registrationErrors.weakPassword;
    case 'auth/invalid-email':
      return registrationErrors.invalidEmail;
    case 'auth/network-request-failed':
      return registrationErrors.network;
    default:
      return registrationErrors.other;
  }
}

/** Spec §8, Federated popup. */
export function googleErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request'
    ? googleErrors.canceled
    : googleErrors.failed;
}

/** Recovery screen failures (decisions 3): connection and malformed email named, others generic. */
export function passwordResetErrorMessage(error: unknown): string {
  switch (firebaseErrorCode(error)) {
    case 'auth/network-request-failed':
      return recovery.network;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return validation.recoveryEmailInvalid;
    default:
      return recovery.failure;
  }
}
