/** Spec §8, Login: what a failed email/password sign-in says (the login screen and a remote alone). */
const loginErrors = {
  invalidCredentials: 'Credenciales incorrectas. Por favor verifica tu correo y contraseña.',
  tooManyRequests:
    'Demasiados intentos fallidos. Por favor, intenta más tarde o restablece tu contraseña',
  userDisabled: 'Esta cuenta ha sido desactivada',
  network: 'Error de conexión. Verifica tu conexión a internet',
  other: 'Ha ocurrido un error durante la autenticación',
  unexpected: 'Ha ocurrido un error inesperado durante la autenticación',
} as const;

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
