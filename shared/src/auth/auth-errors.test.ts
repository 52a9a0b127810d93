import { firebaseErrorCode, loginErrorMessage } from './auth-errors';

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
