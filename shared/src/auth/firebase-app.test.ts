import type { Auth } from 'firebase/auth';

jest.mock('firebase/app', () => ({
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
  getApps: jest.fn(() => []),
  getApp: jest.fn(),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ kind: 'auth' })),
  getAuth: jest.fn(),
  connectAuthEmulator: jest.fn(),
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  inMemoryPersistence: 'memory',
  browserPopupRedirectResolver: 'popup-resolver',
}));

const settings = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-vigia' };

function load() {
  let loaded!: {
    module: typeof import('./firebase-app');
    app: jest.Mocked<typeof import('firebase/app')>;
    auth: jest.Mocked<typeof import('firebase/auth')>;
  };
  jest.isolateModules(() => {
    loaded = {
      module: jest.requireActual('./firebase-app'),
      app: jest.requireMock('firebase/app'),
      auth: jest.requireMock('firebase/auth'),
    };
  });
  return loaded;
}

describe('initAuth', () => {
  beforeEach(() => jest.clearAllMocks());

  it('initialises the app and auth with local, session then memory persistence', () => {
    const { module, app, auth } = load();
    const instance = module.initAuth(settings);
    expect(app.initializeApp).toHaveBeenCalledWith(expect.objectContaining(settings));
    expect(auth.initializeAuth).toHaveBeenCalledWith(
      { name: '[DEFAULT]' },
      { persistence: ['local', 'session', 'memory'], popupRedirectResolver: 'popup-resolver' },
    );
    expect(instance).toEqual({ kind: 'auth' });
    expect(auth.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('connects to the emulator when a host is given', () => {
    const { module, auth } = load();
    const instance = module.initAuth({ ...settings, emulatorHost: 'http://127.0.0.1:9099' });
    expect(auth.connectAuthEmulator).toHaveBeenCalledWith(instance, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('is idempotent', () => {
    const { module, app } = load();
    const first = module.initAuth(settings);
    expect(module.initAuth(settings)).toBe(first);
    expect(module.getFirebaseAuth()).toBe(first);
    expect(app.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('reuses an app another copy of the module already initialised', () => {
    const { module, app, auth } = load();
    const existing = { kind: 'existing' } as unknown as Auth;
    app.getApps.mockReturnValue([{ name: '[DEFAULT]' } as never]);
    auth.getAuth.mockReturnValue(existing);
    expect(module.getFirebaseAuth()).toBe(existing);
    expect(app.initializeApp).not.toHaveBeenCalled();
    app.getApps.mockReturnValue([]);
  });

  it('getFirebaseAuth fails clearly before initAuth', () => {
    const { module } = load();
    expect(() => module.getFirebaseAuth()).toThrow(/initAuth/);
  });
});
