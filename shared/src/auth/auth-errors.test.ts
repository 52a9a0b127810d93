import {
  firebaseErrorCode,
  googleErrorMessage,
  loginErrorMessage,
  passwordResetErrorMessage,
  registrationErrorMessage,
} from './auth-errors';

function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

describe('firebaseErrorCode', () => {
  it('reads the code of a Firebase error', () => {
    expect(firebaseErrorCode(firebaseError('auth/user-disabled'))).toBe('auth/user-disabled');
  });

  it('is null for other exceptions', () => {
    expect(firebaseErrorCode(new Error('boom'))).toBeNull();
    expect(firebaseErrorCode({ code: 42 })).toBeNull();
    expect(firebaseErrorCode('auth/user-disabled')).toBeNull();
    expect(firebaseErrorCode(null)).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it.each([
    'auth/invalid-credential',
    'auth/invalid-email',
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-login-credentials',
  ])('%s gives the wrong-credentials message', (code) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(
      'Credenciales incorrectas. Por favor verifica tu correo y contraseña.',
    );
  });

  it.each([
    [
      'auth/too-many-requests',
      'Demasiados intentos fallidos. Por favor, intenta más tarde o restablece tu contraseña',
    ],
    ['auth/user-disabled', 'Esta cuenta ha sido desactivada'],
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet'],
    ['auth/internal-error', 'Ha ocurrido un error durante la autenticación'],
  ])('%s gives %s', (code, message) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(message);
  });

  it('a non-Firebase exception gives the unexpected-error message', () => {
    expect(loginErrorMessage(new TypeError('x is undefined'))).toBe(
      'Ha ocurrido un error inesperado durante la autenticación',
    );
  });
});

describe('registrationErrorMessage', () => {
  it.each([
    [
      'auth/email-already-in-use',
      'Este correo ya está registrado. Por favor utiliza otro correo o inicia sesión.',
    ],
    [
      'auth/weak-password',
      'La contraseña es demasiado débil. Por favor, utiliza una contraseña más segura.',
    ],
    ['auth/invalid-email', 'El formato del correo electrónico no es válido.'],
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet.'],
    ['auth/operation-not-allowed', 'No se pudo crear la cuenta. Por favor, intenta de nuevo.'],
  ])('%s gives %s', (code, message) => {
    expect(registrationErrorMessage(firebaseError(code))).toBe(message);
  });

  it('a non-Firebase exception gives the generic message', () => {
    expect(registrationErrorMessage(new Error('boom'))).toBe(
      'No se pudo crear la cuenta. Por favor, intenta de nuevo.',
    );
  });
});

describe('googleErrorMessage', () => {
  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    '%s gives the canceled message',
    (code) => {
      expect(googleErrorMessage(firebaseError(code))).toBe('Sign-in canceled. Please try again.');
    },
  );

  it('anything else gives the failed message', () => {
    expect(googleErrorMessage(firebaseError('auth/popup-blocked'))).toBe(
      'Google sign-in failed. Please try again.',
    );
    expect(googleErrorMessage(new Error('boom'))).toBe('Google sign-in failed. Please try again.');
  });
});

describe('passwordResetErrorMessage', () => {
  it.each([
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet'],
    ['auth/invalid-email', 'El formato del correo electrónico no es válido'],
    ['auth/too-many-requests', 'Ocurrió un error al intentar restablecer la contraseña.'],
  ])('%s gives %s', (code, message) => {
    expect(passwordResetErrorMessage(firebaseError(code))).toBe(message);
  });

  it('a non-Firebase exception gives the generic failure', () => {
    expect(passwordResetErrorMessage(new Error('boom'))).toBe(
      'Ocurrió un error al intentar restablecer la contraseña.',
    );
  });
});
