import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmail } from '@vigia/shared/auth';
import { createTestQueryClient, TestProviders, testUser } from '@vigia/shared/testing/providers';
import StandaloneAuthGate from './StandaloneAuthGate';

jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('@vigia/shared/auth', () => ({
  ...jest.requireActual('@vigia/shared/auth'),
  signInWithEmail: jest.fn(),
}));

const signIn = jest.mocked(signInWithEmail);

function renderGate(user: typeof testUser | null, signOut = jest.fn(async () => undefined)) {
  return render(
    <TestProviders client={createTestQueryClient()} user={user} signOut={signOut}>
      <StandaloneAuthGate remote="mfe_settings">
        <h1>Ajustes</h1>
      </StandaloneAuthGate>
    </TestProviders>,
  );
}

beforeEach(() => signIn.mockReset());

describe('StandaloneAuthGate', () => {
  it('asks a signed-out visitor to sign in instead of showing the screens', () => {
    renderGate(null);
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(
      screen.getByText('Inicia sesión para trabajar con mfe_settings por separado'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ajustes' })).not.toBeInTheDocument();
  });

  it('signs in with the email and password given', async () => {
    const user = userEvent.setup();
    signIn.mockResolvedValue(testUser);
    renderGate(null);
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'clave-segura-1');
  });

  it('checks the fields before calling Firebase', async () => {
    const user = userEvent.setup();
    renderGate(null);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows why a sign-in failed and lets the visitor try again', async () => {
    const user = userEvent.setup();
    signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    renderGate(null);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciales incorrectas. Por favor verifica tu correo y contraseña.',
    );
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });

  it('shows the screens to a signed-in user, who can sign out', async () => {
    const user = userEvent.setup();
    const signOut = jest.fn(async () => undefined);
    renderGate(testUser, signOut);
    expect(screen.getByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como ana@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
