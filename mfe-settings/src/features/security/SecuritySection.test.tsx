import '@vigia/shared/testing/mock-auth';
import '@vigia/shared/testing/pointer-event';
import { act, screen, waitFor } from '@testing-library/react';
import { changePassword } from '@vigia/shared/auth';
import { toaster } from '@vigia/shared/ui';
import { apiError, ok, stubApi } from '@vigia/shared/testing';
import { apiProfile, renderSettings } from '../../test/renderSettings';

const PROFILE = 'GET /v1/users/profile';
const REVOKE = 'POST /v1/users/sessions/revoke';
const changePasswordMock = jest.mocked(changePassword);

let createToast: jest.SpyInstance;
beforeEach(() => {
  changePasswordMock.mockReset();
  changePasswordMock.mockResolvedValue(undefined);
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  createToast.mockRestore();
  jest.useRealTimers();
});

async function renderLoaded(
  routes: Parameters<typeof stubApi>[0] = {},
  { signOut = jest.fn(), fakeTimers = false } = {},
) {
  if (fakeTimers) jest.useFakeTimers();
  const api = stubApi({ [PROFILE]: ok({ profile: apiProfile() }), ...routes });
  const view = renderSettings({
    signOut,
    advanceTimers: fakeTimers ? jest.advanceTimersByTime : undefined,
  });
  await screen.findByRole('button', { name: 'Cambiar contraseña' });
  return { api, signOut, ...view };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('password change', () => {
  it('opens, checks the four rules of the spec, and closes again', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(screen.getByText('La contraseña actual es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña es obligatoria')).toBeInTheDocument();

    await user.type(field('Contraseña actual'), 'vieja-123');
    await user.type(field('Nueva contraseña'), 'corta');
    await user.type(field('Confirmar nueva contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();

    await user.clear(field('Nueva contraseña'));
    await user.type(field('Nueva contraseña'), 'nueva-1234');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(changePasswordMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  });

  it('re-authenticates and updates, says so, and closes 3 s later', async () => {
    const { user } = await renderLoaded({}, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(field('Contraseña actual'), 'vieja-123');
    await user.type(field('Nueva contraseña'), 'nueva-1234');
    await user.type(field('Confirmar nueva contraseña'), 'nueva-1234');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contraseña actualizada correctamente',
    );
    expect(changePasswordMock).toHaveBeenCalledWith('vieja-123', 'nueva-1234');
    // Finding the alert may have moved the fake clock a few 50 ms steps.
    act(() => jest.advanceTimersByTime(2_500));
    expect(screen.getByLabelText('Contraseña actual', { selector: 'input' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('shows the failure message and keeps the form open when re-authentication fails', async () => {
    changePasswordMock.mockRejectedValue(
      Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(field('Contraseña actual'), 'equivocada');
    await user.type(field('Nueva contraseña'), 'nueva-1234');
    await user.type(field('Confirmar nueva contraseña'), 'nueva-1234');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cambiar la contraseña. Verifica tus credenciales.',
    );
    expect(field('Contraseña actual')).toHaveValue('equivocada');
  });
});

describe('sign out everywhere', () => {
  it('asks, has the api revoke every session, signs out and goes to /login', async () => {
    const { api, user, signOut } = await renderLoaded({
      [REVOKE]: ok({ revoked: true, tokensValidAfter: '2026-11-23T10:00:00.000Z' }),
    });
    await user.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    const confirm = await screen.findByRole('button', { name: 'Cerrar todas las sesiones' });
    expect(api.callsTo(REVOKE)).toHaveLength(0);
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo(REVOKE)).toHaveLength(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stays signed in and says so when the api cannot revoke', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, signOut } = await renderLoaded({ [REVOKE]: apiError(500, 'INTERNAL') });
    await user.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error al cerrar sesión. Inténtalo de nuevo.' }),
      ),
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});
