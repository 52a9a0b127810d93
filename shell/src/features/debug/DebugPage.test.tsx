import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERRIDES_STORAGE_KEY } from '../remotes/overrides';
import { resetRemoteModules } from '../remotes/registry';
import { loadRemoteMock, serveRemotes } from '../../test/mockFederation';
import { remoteStatusStore } from '../remotes/status';
import { setAuth } from '../../test/mockAuth';
import { renderRoutes } from '../../test/renderRoutes';
import { loadPage } from './browser';
import { DebugPage } from './DebugPage';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../../test/mockApi').queryModule);
jest.mock('./browser', () => ({ loadPage: jest.fn() }));
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../../test/mockFederation').federationModule,
);

const OVERRIDE_URL = 'http://127.0.0.1:4104/mf-manifest.json';

beforeEach(() => {
  resetRemoteModules();
  serveRemotes();
  window.localStorage.clear();
  jest.mocked(loadPage).mockReset();
  setAuth('signedIn');
});

function showRemotes() {
  act(() => {
    remoteStatusStore.reset([
      { name: 'mfe_auth', url: 'http://127.0.0.1:3001/mf-manifest.json', source: 'config' },
      { name: 'mfe_settings', url: OVERRIDE_URL, source: 'override' },
    ]);
    remoteStatusStore.setVersion('mfe_settings', '0.2.0-test');
    remoteStatusStore.set('mfe_settings', 'loaded');
  });
}

describe('DebugPage', () => {
  it('shows each remote with its URL, version and whether it is overridden', () => {
    showRemotes();
    renderRoutes([{ path: '/debug', element: <DebugPage /> }], '/debug');
    const row = screen.getByTestId('debug-remote-mfe_settings');
    expect(within(row).getByText(OVERRIDE_URL)).toBeInTheDocument();
    expect(within(row).getByText('override')).toBeInTheDocument();
    expect(within(row).getByText('0.2.0-test')).toBeInTheDocument();
    expect(within(screen.getByTestId('debug-remote-mfe_auth')).queryByText('override')).toBeNull();
  });

  it('clears the overrides and loads the page again without them', async () => {
    showRemotes();
    window.localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mfe_settings: OVERRIDE_URL }),
    );
    renderRoutes([{ path: '/debug', element: <DebugPage /> }], '/debug');
    await userEvent.click(screen.getByRole('button', { name: 'Clear overrides' }));
    expect(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('loads each remote not loaded yet, to show whether it works', async () => {
    showRemotes();
    renderRoutes([{ path: '/debug', element: <DebugPage /> }], '/debug');
    const row = screen.getByTestId('debug-remote-mfe_auth');
    expect(await within(row).findByText('loaded')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_auth/routes');
    expect(loadRemoteMock).not.toHaveBeenCalledWith('mfe_settings/routes');
  });

  it('has nothing to clear without overrides', () => {
    act(() =>
      remoteStatusStore.reset([
        { name: 'mfe_auth', url: 'http://127.0.0.1:3001/mf-manifest.json', source: 'config' },
      ]),
    );
    renderRoutes([{ path: '/debug', element: <DebugPage /> }], '/debug');
    expect(screen.getByRole('button', { name: 'Clear overrides' })).toBeDisabled();
    expect(screen.getByText('No remote is overridden in this browser.')).toBeInTheDocument();
  });

  it('shows an incompatible remote with the reason', () => {
    act(() => {
      remoteStatusStore.reset([{ name: 'mfe_settings', url: OVERRIDE_URL, source: 'override' }]);
      remoteStatusStore.set(
        'mfe_settings',
        'incompatible',
        'mfe_settings needs @vigia/shared ^1.0.0',
      );
    });
    renderRoutes([{ path: '/debug', element: <DebugPage /> }], '/debug');
    expect(screen.getByText('incompatible')).toBeInTheDocument();
    expect(screen.getByText('mfe_settings needs @vigia/shared ^1.0.0')).toBeInTheDocument();
  });
});
