import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiState } from '../../test/mockApi';
import { setAuth, signOutMock } from '../../test/mockAuth';
import { renderRoutes } from '../../test/renderRoutes';
import { Header } from './Header';

// jsdom applies no media queries, so the page is always 'small': the desktop-only controls are
// display:none there and are queried with { hidden: true }.
const desktop = { hidden: true } as const;

jest.mock('@vigia/shared/auth', () => jest.requireActual('../../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../../test/mockApi').queryModule);

function renderHeader(path = '/') {
  return renderRoutes(
    [
      { path: '/', element: <Header /> },
      { path: '/dashboard', element: <Header /> },
      { path: '/login', element: <p>Página de login</p> },
      { path: '/signup', element: <p>Página de registro</p> },
      { path: '/settings', element: <p>Página de ajustes</p> },
    ],
    path,
  );
}

beforeEach(() => {
  apiState.unread = 0;
  apiState.profile = undefined;
  signOutMock.mockClear();
});

describe('Header, signed out', () => {
  beforeEach(() => setAuth('signedOut'));

  it("links the logo to / and offers 'Log in' and 'Sign up'", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Vigía' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { ...desktop, name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { ...desktop, name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('link', { name: /Notificaciones/ })).not.toBeInTheDocument();
  });

  it('has a mobile menu with Home, Log in and Sign up', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Log in', 'Sign up']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

describe('Header, signed in', () => {
  beforeEach(() => setAuth('signedIn'));

  it('links the logo to /dashboard and shows the unread count, capped at 99+', async () => {
    apiState.unread = 150;
    renderHeader('/dashboard');
    expect(screen.getByRole('link', { name: 'Vigía' })).toHaveAttribute('href', '/dashboard');
    // The signed-in part comes with the data layer (a chunk of its own in the app).
    const bell = await screen.findByRole('link', { name: 'Notificaciones: 99+ sin leer' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByRole('link', { ...desktop, name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', async () => {
    renderHeader('/dashboard');
    expect(await screen.findByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('has a user menu with Dashboard, Settings and Log out, named with the name it shows', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/dashboard');
    await user.click(
      await screen.findByRole('button', { name: 'Menú de usuario: Lucía Fernández' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Settings', 'Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it("the user menu's 'Log out' signs out and goes to /login", async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOutMock).toHaveBeenCalledTimes(1);
  });

  it("on a phone, 'Abrir menú' opens the sidebar's sections and closes when one is chosen", async () => {
    apiState.unread = 3;
    const user = userEvent.setup();
    const { router } = renderHeader('/dashboard');
    const open = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inicio', '/dashboard'],
      ['Notificaciones3, 3 sin leer', '/notifications'],
      ['Subscripciones', '/subscriptions'],
      ['Ajustes', '/settings'],
    ]);
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Ajustes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
  });
});
