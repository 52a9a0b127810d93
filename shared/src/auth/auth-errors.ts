import { authMessages } from '@vigia/shared/i18n';

const { loginErrors, registrationErrors, googleErrors, validation, recovery } = authMessages;

/** The Firebase error code ('auth/…') of an error, or null when it is not a Firebase error. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown; name?: unknown };
  if (typeof code !== 'string') return null;
  const isFirebase =
    code.startsWith('auth/') || (error as { name?: unknown }).name === 'FirebaseError';
  return isFirebase ? code : null;
}

const INVALID_CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-login-credentials',
]);

/** Spec §8, Login. */
export function loginErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code === null) return loginErrors.unexpected;
  if (INVALID_CREDENTIAL_CODES.has(code)) return loginErrors.invalidCredentials;
  switch (code) {
    case 'auth/too-many-requests':
      return loginErrors.tooManyRequests;
    case 'auth/user-disabled':
      return loginErrors.userDisabled;
    case 'auth/network-request-failed':
      return loginErrors.network;
    default:
      return loginErrors.other;
  }
}

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
      return loginErrors.network;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return validation.recoveryEmailInvalid;
    default:
      return recovery.failure;
  }
}
