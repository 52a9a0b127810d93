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

/** A fresh copy of the module, and the mocks its lazily loaded Firebase chunk will see. */
function load() {
  jest.resetModules();
  return {
    module: jest.requireActual<typeof import('./firebase-app')>('./firebase-app'),
    app: jest.requireMock<jest.Mocked<typeof import('firebase/app')>>('firebase/app'),
    auth: jest.requireMock<jest.Mocked<typeof import('firebase/auth')>>('firebase/auth'),
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('loadFirebase', () => {
  it('initialises the app and auth with local, session then memory persistence', async () => {
    const { module, app, auth } = load();
    module.initAuth(settings);
    const { auth: instance } = await module.loadFirebase();
    expect(app.initializeApp).toHaveBeenCalledWith(expect.objectContaining(settings));
    expect(auth.initializeAuth).toHaveBeenCalledWith(
      { name: '[DEFAULT]' },
      { persistence: ['local', 'session', 'memory'], popupRedirectResolver: 'popup-resolver' },
    );
    expect(instance).toEqual({ kind: 'auth' });
    expect(auth.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('connects to the emulator when a host is given', async () => {
    const { module, auth } = load();
    module.initAuth({ ...settings, emulatorHost: 'http://127.0.0.1:9099' });
    const { auth: instance } = await module.loadFirebase();
    expect(auth.connectAuthEmulator).toHaveBeenCalledWith(instance, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('downloads nothing until asked, then creates one instance however often it is asked', async () => {
    const { module, app } = load();
    module.initAuth(settings);
    expect(module.loadedFirebase()).toBeNull();
    expect(app.initializeApp).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([module.loadFirebase(), module.loadFirebase()]);
    expect(second.auth).toBe(first.auth);
    expect((await module.loadFirebase()).auth).toBe(first.auth);
    expect(module.loadedFirebase()).toBe(first);
    expect(app.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('keeps the settings of the first initAuth', async () => {
    const { module, app } = load();
    module.initAuth(settings);
    module.initAuth({ ...settings, apiKey: 'other' });
    await module.loadFirebase();
    expect(app.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'k' }));
  });

  it('reuses an app another copy of the module already initialised', async () => {
    const { module, app, auth } = load();
    const existing = { kind: 'existing' } as unknown as Auth;
    app.getApps.mockReturnValue([{ name: '[DEFAULT]' } as never]);
    auth.getAuth.mockReturnValue(existing);
    module.initAuth(settings);
    expect((await module.loadFirebase()).auth).toBe(existing);
    expect(app.initializeApp).not.toHaveBeenCalled();
    app.getApps.mockReturnValue([]);
  });

  it('tells its listeners once Firebase is loaded, and later ones at once', async () => {
    const { module } = load();
    module.initAuth(settings);
    const early = jest.fn();
    module.onFirebaseLoaded(early);
    const session = await module.loadFirebase();
    expect(early).toHaveBeenCalledWith(session);
    const late = jest.fn();
    module.onFirebaseLoaded(late);
    expect(late).toHaveBeenCalledWith(session);
  });

  it('fails clearly before initAuth', async () => {
    const { module } = load();
    await expect(module.loadFirebase()).rejects.toThrow(/initAuth/);
  });
});

describe('mayHaveStoredUser', () => {
  it('is false until Firebase persisted a user of this app, in local or session storage', () => {
    const { module } = load();
    module.initAuth(settings);
    expect(module.mayHaveStoredUser()).toBe(false);
    localStorage.setItem('firebase:authUser:other-key:[DEFAULT]', '{}');
    expect(module.mayHaveStoredUser()).toBe(false);
    localStorage.setItem('firebase:authUser:k:[DEFAULT]', '{}');
    expect(module.mayHaveStoredUser()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem('firebase:authUser:k:[DEFAULT]', '{}');
    expect(module.mayHaveStoredUser()).toBe(true);
  });

  it('is false before initAuth', () => {
    localStorage.setItem('firebase:authUser:k:[DEFAULT]', '{}');
    expect(load().module.mayHaveStoredUser()).toBe(false);
  });
});
