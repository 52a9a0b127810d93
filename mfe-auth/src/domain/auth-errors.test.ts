import '@vigia/shared/testing/mock-auth';
import {
  googleErrorMessage,
  passwordResetErrorMessage,
  registrationErrorMessage,
} from './auth-errors';

function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

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
