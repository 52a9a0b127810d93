import '@vigia/shared/testing/mock-auth';
import '@vigia/shared/testing/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@vigia/shared/api';
import { toaster } from '@vigia/shared/ui';
import { apiError, ok, stubApi } from '@vigia/shared/testing';
import { apiProfile, renderSettings, stubProfileApi } from '../../test/renderSettings';

const PROFILE = 'GET /v1/users/profile';
const PATCH = 'PATCH /v1/users/profile';

let createToast: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => createToast.mockRestore());

const toastTitles = () => createToast.mock.calls.map(([toast]) => toast.title);
const saveButton = () =>
  within(screen.getByTestId('save-bar')).queryByRole('button', { name: 'Guardar Cambios' });

async function renderLoaded(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [PROFILE]: ok({ profile: apiProfile() }), ...routes });
  const view = renderSettings();
  await screen.findByRole('textbox', { name: 'Biografía' });
  return { api, ...view };
}

describe('SettingsPage', () => {
  it('shows the four sections filled from the profile, email read-only', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    for (const section of ['Perfil', 'Notificaciones', 'Preferencias', 'Seguridad']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Pérez');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Hora del resumen diario' })).toHaveValue('08:00');
    expect(screen.getByRole('combobox', { name: 'Frecuencia del resumen' })).toHaveValue('daily');
    expect(screen.getByText('Claro')).toBeInTheDocument();
    expect(screen.getByText('Español')).toBeInTheDocument();
    expect(screen.getByTestId('bio-counter')).toHaveTextContent('12/500');
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('holds edits until Guardar Cambios, sends only what changed, then clears and reloads', async () => {
    const api = stubProfileApi();
    const { user, client } = renderSettings();
    await screen.findByRole('textbox', { name: 'Biografía' });
    const name = screen.getByRole('textbox', { name: 'Nombre de usuario' });
    await user.clear(name);
    await user.type(name, 'Ana María');
    const bio = screen.getByRole('textbox', { name: 'Biografía' });
    await user.clear(bio);
    await user.type(bio, 'Sigo el BOE y el DOGA.');
    const digest = screen.getByRole('textbox', { name: 'Hora del resumen diario' });
    await user.clear(digest);
    await user.type(digest, '07:30');
    expect(api.callsTo(PATCH)).toHaveLength(0);
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument();

    const profileCalls = api.callsTo(PROFILE).length;
    await user.click(saveButton()!);
    await screen.findByText('Ajustes guardados correctamente');
    expect(api.callsTo(PATCH).map((request) => request.body)).toEqual([
      {
        name: 'Ana María',
        bio: 'Sigo el BOE y el DOGA.',
        notificationSettings: { digestTime: '07:30' },
      },
    ]);
    expect(toastTitles()).toContain('Ajustes guardados correctamente');
    expect(createToast.mock.calls.at(-1)?.[0].duration).toBe(3000);
    expect(client.getQueryData(queryKeys.profile())).toMatchObject({ name: 'Ana María' });
    await waitFor(() => expect(api.callsTo(PROFILE).length).toBeGreaterThan(profileCalls));
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue('Ana María');
    expect(screen.getByRole('button', { name: 'Guardado' })).toBeDisabled();
  });

  it('keeps the edits and says so when saving fails', async () => {
    const { api, user } = await renderLoaded({
      [PATCH]: apiError(500, 'INTERNAL', 'Base de datos no disponible'),
    });
    const first = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(first);
    await user.type(first, 'Ana Belén');
    await user.click(saveButton()!);
    await waitFor(() => expect(toastTitles()).toContain('Error al guardar los ajustes'));
    // The server's own words are not for users.
    expect(createToast.mock.calls.at(-1)?.[0].description).toBeUndefined();
    expect(api.callsTo(PATCH)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana Belén');
    expect(saveButton()).toBeEnabled();
  });

  it('counts the bio and refuses to save past 500 characters', async () => {
    const { api, user } = await renderLoaded();
    const bio = screen.getByRole('textbox', { name: 'Biografía' });
    await user.clear(bio);
    await user.click(bio);
    await user.paste('a'.repeat(501));
    expect(screen.getByTestId('bio-counter')).toHaveTextContent('501/500');
    expect(screen.getByText('Máximo 500 caracteres')).toBeInTheDocument();
    await user.click(saveButton()!);
    expect(toastTitles()).toContain('Revisa los campos marcados antes de guardar.');
    expect(api.callsTo(PATCH)).toHaveLength(0);
    await user.type(bio, '{Backspace}');
    expect(screen.getByTestId('bio-counter')).toHaveTextContent('500/500');
    expect(screen.queryByText('Máximo 500 caracteres')).not.toBeInTheDocument();
  });

  it('asks for a valid custom address and a 24-hour digest time', async () => {
    const { api, user } = await renderLoaded({
      [PATCH]: ok({ profile: apiProfile() }),
    });
    expect(screen.queryByRole('textbox', { name: /Correo para las notificaciones/ })).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: 'Usar otro correo para las notificaciones' }),
    );
    const custom = screen.getByRole('textbox', { name: /Correo para las notificaciones/ });
    expect(
      screen.getByText('Indica el correo al que enviar las notificaciones'),
    ).toBeInTheDocument();
    await user.type(custom, 'avisos');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    const digest = screen.getByRole('textbox', { name: 'Hora del resumen diario' });
    await user.clear(digest);
    await user.type(digest, '25:00');
    expect(screen.getByText('Indica una hora válida en formato HH:MM (24 h)')).toBeInTheDocument();
    await user.click(saveButton()!);
    expect(api.callsTo(PATCH)).toHaveLength(0);

    await user.type(custom, '@example.com ');
    await user.clear(digest);
    await user.type(digest, '21:15');
    await user.click(screen.getByRole('checkbox', { name: 'Recibir notificaciones por correo' }));
    await user.click(saveButton()!);
    await waitFor(() => expect(api.callsTo(PATCH)).toHaveLength(1));
    expect(api.callsTo(PATCH)[0]?.body).toEqual({
      notificationSettings: {
        emailNotifications: false,
        useCustomEmail: true,
        notificationEmail: 'avisos@example.com',
        digestTime: '21:15',
      },
    });
  });

  it('shows the instant toggle only to allowlisted accounts', async () => {
    await renderLoaded();
    expect(screen.queryByRole('checkbox', { name: /Notificaciones instantáneas/ })).toBeNull();
  });

  it('shows the instant toggle, labelled for testing only, to an allowlisted account', async () => {
    stubApi({ [PROFILE]: ok({ profile: apiProfile({ instantNotificationsAvailable: true }) }) });
    renderSettings();
    expect(
      await screen.findByRole('checkbox', {
        name: 'Notificaciones instantáneas (for testing only)',
      }),
    ).not.toBeChecked();
  });

  it('says the profile could not be loaded, with a retry, and shows no empty profile', async () => {
    const api = stubApi({ [PROFILE]: apiError(500, 'INTERNAL') });
    const { user } = renderSettings();
    expect(
      await screen.findByText('Failed to load profile data', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // A failure is not an empty profile: no form to fill in and save over the real one.
    expect(screen.queryByRole('textbox', { name: 'Biografía' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
    // The password lives with the identity provider, not the api: it can still be changed.
    expect(screen.getByRole('region', { name: 'Seguridad' })).toBeInTheDocument();

    api.routes[PROFILE] = ok({ profile: apiProfile() });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Biografía' })).toHaveValue('Sigo el BOE.'),
    );
    expect(screen.queryByText('Failed to load profile data')).not.toBeInTheDocument();
  }, 15_000);

  it("says 'Profile data not found' when the answer holds no profile", async () => {
    stubApi({ [PROFILE]: ok({}) });
    renderSettings();
    expect(
      await screen.findByText('Profile data not found', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 15_000);
  describe('a custom notification address', () => {
    const custom = (verified: boolean) =>
      apiProfile({
        notificationSettings: {
          ...apiProfile().notificationSettings,
          useCustomEmail: true,
          notificationEmail: 'avisos@example.org',
        },
        notificationEmailVerified: verified,
      });
    const RESEND = 'POST /v1/users/notification-email/verification';

    it('says it waits for its link, and sends the link again on request', async () => {
      const api = stubApi({
        [PROFILE]: ok({ profile: custom(false) }),
        [RESEND]: { status: 202, body: { data: { sent: true, address: 'avisos@example.org' } } },
      });
      const { user } = renderSettings();
      const status = await screen.findByTestId('notification-email-status');
      expect(status).toHaveTextContent(
        'Pendiente de confirmación: te hemos enviado un enlace a avisos@example.org. Hasta que lo abras, los avisos siguen llegando a ana@example.com.',
      );
      await user.click(within(status).getByRole('button', { name: 'Reenviar enlace' }));
      await waitFor(() =>
        expect(toastTitles()).toContain('Te hemos enviado un nuevo enlace a avisos@example.org'),
      );
      expect(api.callsTo(RESEND)).toHaveLength(1);
    });

    it('says in Spanish when the resend is refused (too many)', async () => {
      stubApi({
        [PROFILE]: ok({ profile: custom(false) }),
        [RESEND]: apiError(429, 'RATE_LIMITED', 'Demasiadas solicitudes. Espera un momento.'),
      });
      const { user } = renderSettings();
      const status = await screen.findByTestId('notification-email-status');
      await user.click(within(status).getByRole('button', { name: 'Reenviar enlace' }));
      await waitFor(() =>
        expect(createToast.mock.calls.at(-1)?.[0]).toMatchObject({
          type: 'error',
          description:
            'Has hecho demasiadas peticiones seguidas. Espera un momento e inténtalo de nuevo.',
        }),
      );
    });

    it('says when it is confirmed, and that a new one will get a link on saving', async () => {
      stubApi({ [PROFILE]: ok({ profile: custom(true) }) });
      const { user } = renderSettings();
      const status = await screen.findByTestId('notification-email-status');
      expect(status).toHaveTextContent('Dirección confirmada: los avisos llegan aquí.');
      const field = screen.getByRole('textbox', { name: 'Correo para las notificaciones' });
      await user.clear(field);
      await user.type(field, 'otra@example.org');
      expect(screen.getByTestId('notification-email-status')).toHaveTextContent(
        'Al guardar te enviaremos un enlace a esta dirección para confirmarla.',
      );
    });
  });
});
