import { screen, waitFor } from '@testing-library/react';
import { sendPasswordResetEmail } from 'firebase/auth';
import { toaster } from '@vigia/shared/ui';
import { deferred, firebaseError, renderRoute } from '../../test/renderRoute';

// The real sendPasswordReset of @vigia/shared/auth runs against a stubbed Firebase, so the
// no-enumeration rule (an unknown address counts as sent) is part of what this screen is tested for.
const fakeAuth = { name: 'auth' };
jest.mock('firebase/app', () => ({ getApps: () => [{}], getApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  getAuth: () => fakeAuth,
  sendPasswordResetEmail: jest.fn(),
}));
jest.mock('@vigia/shared/ui', () => ({
  ...jest.requireActual('@vigia/shared/ui'),
  toaster: { create: jest.fn() },
}));

const sendReset = jest.mocked(sendPasswordResetEmail);

beforeEach(() => {
  jest.clearAllMocks();
  sendReset.mockResolvedValue(undefined);
});

async function submit(view: ReturnType<typeof renderRoute>, email: string): Promise<void> {
  if (email) await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
}

describe('RecoverPasswordPage', () => {
  it('shows the heading, subtitle, buttons and the link back to /', () => {
    renderRoute('/recover-password');
    expect(screen.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeInTheDocument();
    expect(screen.getByText(/te enviaremos un correo/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Volver a inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/');
  });

  it('requires an email address', async () => {
    const view = renderRoute('/recover-password');
    await submit(view, '');
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    await submit(view, 'ana@');
    expect(screen.getByText('El formato del correo electrónico no es válido')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('sends the email, toasts and goes to /login', async () => {
    const view = renderRoute('/recover-password');
    await submit(view, ' ana@example.com ');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sendReset).toHaveBeenCalledWith(fakeAuth, 'ana@example.com');
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'success',
      title: 'Se ha enviado un correo para restablecer tu contraseña',
    });
  });

  it('reports success for an address without an account', async () => {
    sendReset.mockRejectedValue(firebaseError('auth/user-not-found'));
    const view = renderRoute('/recover-password');
    await submit(view, 'nadie@example.com');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'success',
      title: 'Se ha enviado un correo para restablecer tu contraseña',
    });
  });

  it("shows 'Enviando...' and disables the form while sending", async () => {
    const pending = deferred();
    sendReset.mockReturnValue(pending.promise);
    const view = renderRoute('/recover-password');
    await submit(view, 'ana@example.com');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Volver a inicio de sesión' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it.each([
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet'],
    ['auth/invalid-email', 'El formato del correo electrónico no es válido'],
    ['auth/too-many-requests', 'Ocurrió un error al intentar restablecer la contraseña.'],
  ])('shows the failure for %s and stays', async (code, message) => {
    sendReset.mockRejectedValue(firebaseError(code));
    const view = renderRoute('/recover-password');
    await submit(view, 'ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/recover-password');
    expect(toaster.create).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar enlace de recuperación' })).toBeEnabled();
  });

  it("'Volver a inicio de sesión' goes to /login", async () => {
    const view = renderRoute('/recover-password');
    await view.user.click(screen.getByRole('button', { name: 'Volver a inicio de sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
