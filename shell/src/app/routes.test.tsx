import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@vigia/shared/ui';
import { resetRemoteComponents } from '../features/remotes/lazyRemote';
import { registerRemotesFromConfig, resetRemoteModules } from '../features/remotes/registry';
import { remoteStatusStore } from '../features/remotes/status';
import { apiState } from '../test/mockApi';
import { setAuth } from '../test/mockAuth';
import {
  fakeRemotes,
  loadRemoteMock,
  registerRemotesMock,
  serveRemotes,
} from '../test/mockFederation';
import { renderRoutes, testConfig } from '../test/renderRoutes';
import { routes } from './routes';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../test/mockApi').queryModule);
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../test/mockFederation').federationModule,
);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetRemoteModules();
  resetRemoteComponents();
  remoteStatusStore.reset([]);
  loadRemoteMock.mockReset();
  serveRemotes();
  apiState.unread = 0;
  apiState.profile = undefined;
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('route guards', () => {
  it('shows a spinner on an authenticated route while auth is loading', () => {
    setAuth('loading');
    renderRoutes(routes, '/subscriptions');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of an authenticated route to /auth, replacing the entry', async () => {
    setAuth('signedOut');
    const { router } = renderRoutes(routes, '/subscriptions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fsubscriptions');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login, /signup and /recover-password to /dashboard', async () => {
    setAuth('signedIn');
    for (const path of ['/login', '/signup', '/recover-password']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('sends a signed-in user from /login?next= back to the deep link, never off the app', async () => {
    setAuth('signedIn');
    const deep = renderRoutes(routes, '/login?next=%2Fsettings%3Ftab%3D1');
    await waitFor(() => expect(deep.router.state.location.pathname).toBe('/settings'));
    expect(deep.router.state.location.search).toBe('?tab=1');
    deep.unmount();
    const away = renderRoutes(routes, '/login?next=%2F%2Fevil.example');
    await waitFor(() => expect(away.router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets a signed-out visitor use /login (the auth remote renders it)', async () => {
    setAuth('signedOut');
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/routes');
  });

  it('keeps /auth and the Google callback open to a signed-in user', async () => {
    setAuth('signedIn');
    const { router } = renderRoutes(routes, '/auth/google/callback');
    expect(
      await screen.findByRole('heading', { name: 'Completando inicio de sesión' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/google/callback');
  });

  it('renders each auth screen of the remote at its absolute path', async () => {
    setAuth('signedOut');
    const { unmount } = renderRoutes(routes, '/signup');
    expect(await screen.findByRole('heading', { name: 'Crear Cuenta' })).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/recover-password');
    expect(
      await screen.findByRole('heading', { name: 'Recuperar Contraseña' }),
    ).toBeInTheDocument();
  });

  it('shows the auth remote failure in its own mfe_auth section', async () => {
    setAuth('signedOut');
    serveRemotes(['mfe_auth/routes']);
    renderRoutes(routes, '/login');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong in Acceso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vigía' })).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('shows the 404 page with a link back to the start', async () => {
    setAuth('signedOut');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/no-existe/en-absoluto');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /inicio/i }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the landing page lazily at /', async () => {
    setAuth('signedOut');
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones Inteligentes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Crear Cuenta' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('composes /dashboard from the two remotes’ widgets', async () => {
    setAuth('signedIn');
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Inicio', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Hola, Lucía Fernández/)).toBeInTheDocument();
    expect(await screen.findByText('Resumen de notificaciones')).toBeInTheDocument();
    expect(await screen.findByText('Resumen de subscripciones')).toBeInTheDocument();
  });
});

describe('remote sections', () => {
  it('a remote that cannot load shows only its own error boundary; the rest keeps working', async () => {
    setAuth('signedIn');
    serveRemotes(['mfe_settings/routes']);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/settings');

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong in Ajustes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se ha podido cargar esta sección. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    // The technical reason is for /debug and the console, not the screen.
    expect(screen.queryByText(/mfe_settings/)).not.toBeInTheDocument();
    // (jsdom is a phone: the sidebar is display:none there, and its links found hidden.)
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(within(sidebar).getByRole('link', { hidden: true, name: 'Subscripciones' }));
    expect(await screen.findByRole('heading', { name: 'Subscripciones' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Something went wrong/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscriptions');
  });

  it("'Try Again' loads the remote again once it is back", async () => {
    setAuth('signedIn');
    serveRemotes(['mfe_settings/routes']);
    const user = userEvent.setup();
    renderRoutes(routes, '/settings');
    await screen.findByRole('heading', { name: 'Something went wrong in Ajustes' });

    serveRemotes();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'mfe_settings/routes')).toHaveLength(
      2,
    );
  });

  it('a remote that throws while rendering breaks only its section', async () => {
    setAuth('signedIn');
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mfe_notifications/routes'
        ? {
            default: () => {
              throw new Error('Error loading notifications: boom');
            },
          }
        : fakeRemotes[id],
    );
    renderRoutes(routes, '/notifications');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong in Notificaciones' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it("after a remote threw, 'Try Again' loads it again from its URL (a fixed build shows)", async () => {
    setAuth('signedIn');
    registerRemotesFromConfig(testConfig);
    const user = userEvent.setup();
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mfe_notifications/routes'
        ? {
            default: () => {
              throw new Error('Error loading notifications: boom');
            },
          }
        : fakeRemotes[id],
    );
    renderRoutes(routes, '/notifications');
    await screen.findByRole('heading', { name: 'Something went wrong in Notificaciones' });

    serveRemotes();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'mfe_notifications', entry: 'http://127.0.0.1:3003/mf-manifest.json' }],
      { force: true },
    );
  });

  it('a failing dashboard widget leaves the other widget and the page in place', async () => {
    setAuth('signedIn');
    serveRemotes(['mfe_notifications/widgets']);
    renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong in Notificaciones' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Resumen de subscripciones')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio', level: 1 })).toBeInTheDocument();
  });

  it("one widget throwing shows only that widget's boundary; its sibling stays", async () => {
    setAuth('signedIn');
    serveRemotes();
    function Broken(): never {
      throw new Error('chart exploded');
    }
    const Fine = () => <h2>Notificaciones recientes</h2>;
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mfe_notifications/widgets'
        ? { default: { recent: Fine, activity: Broken } }
        : fakeRemotes[id],
    );
    renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong in Notificaciones' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificaciones recientes' })).toBeInTheDocument();
    expect(screen.getByText('Resumen de subscripciones')).toBeInTheDocument();
  });
});

describe('remote contracts', () => {
  it('a dashboard widget module that breaks its contract is named in its section, not rendered', async () => {
    setAuth('signedIn');
    const Fine = () => <h2>Notificaciones recientes</h2>;
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mfe_notifications/widgets'
        ? { default: { recent: Fine, activity: 'chart' } }
        : fakeRemotes[id],
    );
    renderRoutes(routes, '/dashboard');
    const section = (
      await screen.findByRole('heading', { name: 'Something went wrong in Notificaciones' })
    ).closest('[role="alert"]');
    expect(section).toHaveTextContent(
      'Esta sección no funciona con esta versión de la aplicación. Recarga la página; si sigue igual, vuelve a intentarlo más tarde.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Section Notificaciones failed:',
      expect.objectContaining({
        message:
          'mfe_notifications/widgets does not satisfy its contract in @vigia/shared/contracts ' +
          "(./widgets: the widget 'activity' is not a component) and is not loaded.",
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Notificaciones recientes' })).toBeNull();
    expect(screen.getByText('Resumen de subscripciones')).toBeInTheDocument();
  });

  it('/debug shows a remote whose ./routes breaks its contract as incompatible, with why', async () => {
    setAuth('signedIn');
    act(() =>
      remoteStatusStore.reset([
        { name: 'mfe_settings', url: 'http://127.0.0.1:3004/mf-manifest.json', source: 'config' },
      ]),
    );
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mfe_settings/routes' ? { routes: () => null } : fakeRemotes[id],
    );
    renderRoutes(routes, '/debug');
    const row = await screen.findByTestId('debug-remote-mfe_settings');
    await waitFor(() => expect(row).toHaveTextContent('incompatible'));
    expect(row).toHaveTextContent(
      'mfe_settings/routes does not satisfy its contract in @vigia/shared/contracts ' +
        '(./routes has no default export) and is not loaded.',
    );
  });
});

describe('/debug', () => {
  it('in production goes to /dashboard with a warning toast', async () => {
    setAuth('signedIn');
    const warning = jest.spyOn(toaster, 'warning');
    const { router } = renderRoutes(
      routes,
      '/debug',
      { ...testConfig, environment: 'production' },
      { withToaster: true },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(warning).toHaveBeenCalledWith({
      title: 'Depuración bloqueada',
      description: 'La página de depuración no está disponible en producción.',
    });
    expect(await screen.findByText('Depuración bloqueada')).toBeInTheDocument();
  });

  it('outside production shows the auth state, the config and the remotes', async () => {
    setAuth('signedIn');
    act(() =>
      remoteStatusStore.reset([
        { name: 'mfe_auth', url: 'http://127.0.0.1:3001/mf-manifest.json', source: 'config' },
      ]),
    );
    renderRoutes(routes, '/debug');
    expect(screen.getByRole('heading', { name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByTestId('debug-auth-status')).toHaveTextContent('signedIn');
    expect(screen.getByText('uid-123')).toBeInTheDocument();
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    expect(screen.getByText(/"apiBaseUrl": "\/api"/)).toBeInTheDocument();
    expect(screen.getByText('http://127.0.0.1:3001/mf-manifest.json')).toBeInTheDocument();
    // /debug loads each remote not loaded yet, to show its state.
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });
});
