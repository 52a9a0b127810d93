import { loadRemoteMock } from '../../test/mockFederation';
import { loadRemoteModule, resetRemoteModules } from './registry';
import { remoteStatusStore } from './status';
import { VersionSkewError } from './versionSkew';

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
