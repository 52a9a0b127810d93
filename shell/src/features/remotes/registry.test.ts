import { loadRemoteMock } from '../../test/mockFederation';
import { testConfig } from '../../test/renderRoutes';
import { loadRemoteModule, registerRemotesFromConfig, resetRemoteModules } from './registry';
import { remoteStatusStore } from './status';
import { DEFAULT_REMOTE_TIMEOUT_MS } from './timeout';
import { VersionSkewError } from './versionSkew';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../../test/mockFederation').federationModule,
);

beforeEach(() => {
  resetRemoteModules();
  loadRemoteMock.mockReset();
  remoteStatusStore.reset([
    { name: 'mfe_settings', url: 'http://127.0.0.1:3004/mf-manifest.json', source: 'config' },
  ]);
});

describe('loadRemoteModule', () => {
  it('loads a module once and records that it loaded', async () => {
    const module = { default: () => null };
    loadRemoteMock.mockResolvedValue(module);
    await expect(loadRemoteModule('mfe_settings', 'routes')).resolves.toBe(module);
    await expect(loadRemoteModule('mfe_settings', 'routes')).resolves.toBe(module);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_settings/routes');
    expect(remoteStatusStore.getSnapshot()[0].state).toBe('loaded');
  });

  it('does not keep a failure: the next call loads again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest.\nmore detail'));
    await expect(loadRemoteModule('mfe_settings', 'routes')).rejects.toThrow(
      'Could not load mfe_settings/routes: Failed to get manifest.',
    );
    expect(remoteStatusStore.getSnapshot()[0]).toMatchObject({
      state: 'failed',
      error: 'Could not load mfe_settings/routes: Failed to get manifest.',
    });

    loadRemoteMock.mockResolvedValueOnce({ default: () => null });
    await expect(loadRemoteModule('mfe_settings', 'routes')).resolves.toBeDefined();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(remoteStatusStore.getSnapshot()[0].state).toBe('loaded');
  });

  it('gives up on a remote that does not answer within the configured time, and loads it again', async () => {
    jest.useFakeTimers();
    try {
      registerRemotesFromConfig({ ...testConfig, remoteTimeoutMs: 3000 });
      loadRemoteMock.mockReturnValueOnce(new Promise(() => undefined));
      const settled = jest.fn();
      const loading = loadRemoteModule('mfe_settings', 'routes');
      loading.catch(settled);
      await jest.advanceTimersByTimeAsync(2999);
      expect(settled).not.toHaveBeenCalled();
      expect(remoteStatusStore.getSnapshot()[3]).toMatchObject({ state: 'loading' });

      await jest.advanceTimersByTimeAsync(1);
      const message = 'Could not load mfe_settings/routes: no answer within 3 s.';
      await expect(loading).rejects.toThrow(message);
      expect(remoteStatusStore.getSnapshot()[3]).toMatchObject({ state: 'failed', error: message });

      loadRemoteMock.mockResolvedValueOnce({ default: () => null });
      await expect(loadRemoteModule('mfe_settings', 'routes')).resolves.toBeDefined();
      expect(remoteStatusStore.getSnapshot()[3].state).toBe('loaded');
    } finally {
      registerRemotesFromConfig(testConfig);
      jest.useRealTimers();
    }
  });

  it('waits the default time when the configuration names none', async () => {
    jest.useFakeTimers();
    try {
      registerRemotesFromConfig(testConfig);
      loadRemoteMock.mockReturnValueOnce(new Promise(() => undefined));
      const loading = loadRemoteModule('mfe_settings', 'routes');
      const settled = jest.fn();
      loading.catch(settled);
      await jest.advanceTimersByTimeAsync(DEFAULT_REMOTE_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(loading).rejects.toThrow('no answer within 8 s.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a module that does not satisfy its contract, and says why', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: { summary: () => null, chart: 42 } });
    const message =
      'mfe_settings/widgets does not satisfy its contract in @vigia/shared/contracts ' +
      "(./widgets: the widget 'chart' is not a component) and is not loaded.";
    await expect(loadRemoteModule('mfe_settings', 'widgets')).rejects.toThrow(message);
    expect(remoteStatusStore.getSnapshot()[0]).toMatchObject({
      state: 'incompatible',
      error: message,
    });

    loadRemoteMock.mockResolvedValueOnce({ routes: () => null });
    await expect(loadRemoteModule('mfe_settings', 'routes')).rejects.toThrow(
      '(./routes has no default export)',
    );
  });

  it('treats an empty answer as a failure', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await expect(loadRemoteModule('mfe_settings', 'widgets')).rejects.toThrow(
      'The module mfe_settings/widgets is not available.',
    );
  });

  it('reports a remote built against an incompatible @vigia/shared as incompatible', async () => {
    const skew = new VersionSkewError('mfe_settings', [
      { name: '@vigia/shared', required: '^1.0.0', provided: '0.1.0' },
    ]);
    loadRemoteMock.mockRejectedValueOnce(skew);
    const message =
      'mfe_settings needs @vigia/shared ^1.0.0, but this shell provides @vigia/shared 0.1.0. ' +
      'It was built against an incompatible version and is not loaded.';
    await expect(loadRemoteModule('mfe_settings', 'routes')).rejects.toThrow(message);
    expect(remoteStatusStore.getSnapshot()[0]).toMatchObject({
      state: 'incompatible',
      error: message,
    });
  });
});
