import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { apiState } from '../../test/mockApi';
import { setAuth, signOutMock, testUser } from '../../test/mockAuth';
import { renderRoutes } from '../../test/renderRoutes';
import { AppShellLayout } from './AppShellLayout';
import { SidebarNav } from './Sidebar';
import { SIDEBAR_STORAGE_KEY } from './useSidebarPreference';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../../test/mockApi').queryModule);

/** The sidebar's content, as both the desktop sidebar and the phone's menu show it. */
function renderNav(path = '/dashboard') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <div data-testid="sidebar">
              <SidebarNav />
            </div>
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: null },
          { path: '/notifications', element: <h1>Lista de notificaciones</h1> },
        ],
      },
      { path: '/login', element: <Outlet context="login" /> },
    ],
    path,
  );
}

function renderShell(path = '/dashboard') {
  return renderRoutes(
    [
      {
        element: <AppShellLayout />,
        children: [
          { path: '/dashboard', element: <h1>Panel</h1> },
          { path: '/notifications', element: <h1>Lista de notificaciones</h1> },
        ],
      },
      { path: '/login', element: <Outlet context="login" /> },
    ],
    path,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  apiState.unread = 0;
  apiState.profile = undefined;
  signOutMock.mockClear();
  setAuth('signedIn');
});

describe('Sidebar', () => {
  it('shows the logo, the tagline, the user and the four links', () => {
    renderNav();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('Vigía')).toBeInTheDocument();
    expect(within(sidebar).getByText('Notificaciones Inteligentes')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-user-name')).toHaveTextContent('Lucía Fernández');
    expect(within(sidebar).getByText('lucia@example.com')).toBeInTheDocument();
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/dashboard'],
      ['Notificaciones', '/notifications'],
      ['Subscripciones', '/subscriptions'],
      ['Ajustes', '/settings'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("caps the unread badge at '99+'", () => {
    apiState.unread = 120;
    renderNav();
    const link = within(screen.getByTestId('sidebar')).getByRole('link', {
      name: /Notificaciones/,
    });
    expect(within(link).getByText('99+')).toBeInTheDocument();
    expect(link).toHaveTextContent('99+ sin leer');
  });

  it('shows the exact count up to 99', () => {
    apiState.unread = 99;
    renderNav();
    const link = within(screen.getByTestId('sidebar')).getByRole('link', {
      name: /Notificaciones/,
    });
    expect(within(link).getByText('99')).toBeInTheDocument();
  });

  it('prefers the profile name, then the display name, then the email prefix', () => {
    apiState.profile = { name: 'Lucía F.', email: 'lucia@example.com', avatar: null };
    const { unmount } = renderNav();
    expect(screen.getByTestId('sidebar-user-name')).toHaveTextContent('Lucía F.');
    unmount();

    apiState.profile = undefined;
    setAuth('signedIn', { ...testUser, displayName: null });
    renderNav();
    expect(screen.getByTestId('sidebar-user-name')).toHaveTextContent('lucia');
  });

  // jsdom applies no media queries: the page is a phone's, where the sidebar and its toggle are
  // display:none (no accessible name), so they are found by label and judged by their attributes.
  it('hides and shows with a keyboard-accessible toggle, remembered in localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShell();
    const toggle = screen.getByLabelText('Ocultar barra lateral');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('hidden');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('hidden');
    expect(screen.getByLabelText('Mostrar barra lateral')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeVisible();

    unmount();
    renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('hidden');
    await user.click(screen.getByLabelText('Mostrar barra lateral'));
    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('hidden');
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
  });

  it("'Cerrar sesión' signs out and goes to /login", async () => {
    const user = userEvent.setup();
    const { router } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('navigates with its links', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(
      within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Notificaciones' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Lista de notificaciones' }),
    ).toBeInTheDocument();
  });
});
