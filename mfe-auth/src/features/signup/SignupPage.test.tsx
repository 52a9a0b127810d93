import { screen, waitFor } from '@testing-library/react';
import { signInWithGoogle, signUpWithEmail } from '@vigia/shared/auth';
import { toaster } from '@vigia/shared/ui';
import { deferred, firebaseError, renderRoute } from '../../test/renderRoute';

// The real error mapping runs; Firebase itself stays out of jsdom.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('@vigia/shared/auth', () => ({
  ...jest.requireActual('@vigia/shared/auth'),
  signUpWithEmail: jest.fn(),
  signInWithGoogle: jest.fn(),
}));
jest.mock('@vigia/shared/ui', () => ({
  ...jest.requireActual('@vigia/shared/ui'),
  toaster: { create: jest.fn() },
}));

const signUp = jest.mocked(signUpWithEmail);
const signInGoogle = jest.mocked(signInWithGoogle);
const user = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  emailVerified: false,
  photoURL: null,
};

beforeEach(() => jest.clearAllMocks());

async function fillAndSubmit(
  view: ReturnType<typeof renderRoute>,
  { name = '', email = '', password = '' },
): Promise<void> {
  if (name) await view.user.type(screen.getByLabelText('Nombre'), name);
  if (email) await view.user.type(screen.getByLabelText('Email'), email);
  if (password) await view.user.type(screen.getByLabelText('Contraseña'), password);
  await view.user.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
}

describe('SignupPage', () => {
  it('shows the title, subtitle, fields, hint and links', () => {
    renderRoute('/signup');
    expect(screen.getByRole('heading', { name: 'Crear Cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Crea una cuenta para empezar')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Al menos 6 caracteres',
    );
    expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
  });

  it('requires email and password', async () => {
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: 'Ana' });
    expect(screen.getAllByText('El correo y la contraseña son obligatorios')).toHaveLength(2);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('requires a password of at least 6 characters', async () => {
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: 'Ana', email: 'ana@example.com', password: '12345' });
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('requires a name and an email with @', async () => {
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: '  ', email: 'ana.example.com', password: '123456' });
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico debe contener una @')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account with the name, toasts and goes to /dashboard', async () => {
    signUp.mockResolvedValue(user);
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: ' Ana ', email: 'ana@example.com ', password: '123456' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(signUp).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@example.com',
      password: '123456',
    });
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'success',
      title: '¡Cuenta creada con éxito!',
    });
  });

  it("shows 'Creando cuenta...' and disables the form while creating", async () => {
    const pending = deferred<typeof user>();
    signUp.mockReturnValue(pending.promise);
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: 'Ana', email: 'ana@example.com', password: '123456' });
    expect(screen.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    expect(screen.getByLabelText('Nombre')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Contraseña')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    pending.reject(firebaseError('auth/email-already-in-use'));
    expect(await screen.findByRole('button', { name: 'Crear Cuenta' })).toBeEnabled();
  });

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
  ])('shows the message for %s', async (code, message) => {
    signUp.mockRejectedValue(firebaseError(code));
    const view = renderRoute('/signup');
    await fillAndSubmit(view, { name: 'Ana', email: 'ana@example.com', password: '123456' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('signs in with Google', async () => {
    signInGoogle.mockResolvedValue(user);
    const view = renderRoute('/signup');
    await view.user.click(screen.getByRole('button', { name: /Google/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('shows the Google failure message', async () => {
    signInGoogle.mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const view = renderRoute('/signup');
    await view.user.click(screen.getByRole('button', { name: /Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in canceled. Please try again.',
    );
  });
});
