import { screen, waitFor } from '@testing-library/react';
import { signInWithEmail, signInWithGoogle } from '@vigia/shared/auth';
import { toaster } from '@vigia/shared/ui';
import { deferred, firebaseError, renderRoute } from '../../test/renderRoute';

// The real error mapping runs; Firebase itself stays out of jsdom.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('@vigia/shared/auth', () => ({
  ...jest.requireActual('@vigia/shared/auth'),
  signInWithEmail: jest.fn(),
  signUpWithEmail: jest.fn(),
  signInWithGoogle: jest.fn(),
}));
jest.mock('@vigia/shared/ui', () => ({
  ...jest.requireActual('@vigia/shared/ui'),
  toaster: { create: jest.fn() },
}));

const signIn = jest.mocked(signInWithEmail);
const signInGoogle = jest.mocked(signInWithGoogle);
const user = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: null,
  emailVerified: false,
  photoURL: null,
};

beforeEach(() => jest.clearAllMocks());

async function fillAndSubmit(
  view: ReturnType<typeof renderRoute>,
  email: string,
  password: string,
): Promise<void> {
  if (email) await view.user.type(screen.getByLabelText('Email'), email);
  if (password) await view.user.type(screen.getByLabelText('Contraseña'), password);
  await view.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('LoginPage', () => {
  it('shows the title, subtitle and links', () => {
    renderRoute('/login');
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa a tu cuenta para continuar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('O continúa con')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const view = renderRoute('/login');
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await view.user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await view.user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for an email and a password before calling Firebase', async () => {
    const view = renderRoute('/login');
    await fillAndSubmit(view, '   ', '');
    expect(screen.getByText('El formato del correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email, toasts and goes to /dashboard', async () => {
    signIn.mockResolvedValue(user);
    const view = renderRoute('/login');
    await fillAndSubmit(view, '  ana@example.com ', 'secreto');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'secreto');
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'success',
      title: '¡Inicio de sesión exitoso!',
    });
  });

  it("shows 'Procesando...' and disables inputs and buttons while signing in", async () => {
    const pending = deferred<typeof user>();
    signIn.mockReturnValue(pending.promise);
    const view = renderRoute('/login');
    await fillAndSubmit(view, 'ana@example.com', 'secreto');
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Contraseña')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
    pending.reject(firebaseError('auth/network-request-failed'));
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it.each([
    [
      'auth/invalid-credential',
      'Credenciales incorrectas. Por favor verifica tu correo y contraseña.',
    ],
    ['auth/wrong-password', 'Credenciales incorrectas. Por favor verifica tu correo y contraseña.'],
    ['auth/user-not-found', 'Credenciales incorrectas. Por favor verifica tu correo y contraseña.'],
    [
      'auth/too-many-requests',
      'Demasiados intentos fallidos. Por favor, intenta más tarde o restablece tu contraseña',
    ],
    ['auth/user-disabled', 'Esta cuenta ha sido desactivada'],
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet'],
    ['auth/internal-error', 'Ha ocurrido un error durante la autenticación'],
  ])('shows the message for %s and stays on /login', async (code, message) => {
    signIn.mockRejectedValue(firebaseError(code));
    const view = renderRoute('/login');
    await fillAndSubmit(view, 'ana@example.com', 'secreto');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('shows the unexpected-error message for a non-Firebase failure', async () => {
    signIn.mockRejectedValue(new TypeError('boom'));
    const view = renderRoute('/login');
    await fillAndSubmit(view, 'ana@example.com', 'secreto');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error inesperado durante la autenticación',
    );
  });

  describe('with Google', () => {
    it('signs in with the popup, toasts and goes to /dashboard', async () => {
      signInGoogle.mockResolvedValue(user);
      const view = renderRoute('/login');
      await view.user.click(screen.getByRole('button', { name: /Google/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
      expect(toaster.create).toHaveBeenCalledWith({
        type: 'success',
        title: '¡Inicio de sesión exitoso!',
      });
    });

    it('disables the form while the popup is open', async () => {
      signInGoogle.mockReturnValue(deferred<typeof user>().promise);
      const view = renderRoute('/login');
      await view.user.click(screen.getByRole('button', { name: /Google/ }));
      expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
      expect(screen.getByLabelText('Email')).toBeDisabled();
    });

    it.each([
      ['auth/popup-closed-by-user', 'Sign-in canceled. Please try again.'],
      ['auth/cancelled-popup-request', 'Sign-in canceled. Please try again.'],
      ['auth/popup-blocked', 'Google sign-in failed. Please try again.'],
    ])('shows the message for %s', async (code, message) => {
      signInGoogle.mockRejectedValue(firebaseError(code));
      const view = renderRoute('/login');
      await view.user.click(screen.getByRole('button', { name: /Google/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: /Google/ })).toBeEnabled();
    });
  });
});
