import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import * as firebaseAuth from 'firebase/auth';
import { AuthProvider, useAuth } from './AuthProvider';
import {
  loadedFirebase,
  loadFirebase,
  mayHaveStoredUser,
  onFirebaseLoaded,
  type FirebaseSession,
} from './firebase-app';
import { setPageQueryClient } from './page-query-client';
import { notifyProfileChanged } from './profile-changes';

jest.mock('firebase/auth', () => ({
  onIdTokenChanged: jest.fn(),
  reload: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
}));
jest.mock('./firebase-app', () => ({
  loadedFirebase: jest.fn(),
  loadFirebase: jest.fn(),
  mayHaveStoredUser: jest.fn(),
  onFirebaseLoaded: jest.fn(),
}));

type Listener = (user: firebaseAuth.User | null) => void;

interface FakeUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  photoURL: string | null;
  refreshToken: string;
  getIdToken: jest.Mock<Promise<string>, []>;
}

function fakeUser(uid: string, displayName: string | null = null): FakeUser {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName,
    emailVerified: false,
    photoURL: null,
    refreshToken: `refresh-${uid}`,
    getIdToken: jest.fn(async () => `token-${uid}`),
  };
}

const mocked = jest.mocked(firebaseAuth);
const fetchMock = jest.fn();
const auth = { currentUser: null as FakeUser | null };
let emit: Listener = () => undefined;
const session = { auth, sdk: firebaseAuth } as unknown as FirebaseSession;
let loadListeners: Array<(loaded: FirebaseSession) => void> = [];

/** Firebase not downloaded yet; `stored`: it persisted a user on this browser. */
function firebaseNotLoaded({ stored }: { stored: boolean }) {
  jest.mocked(loadedFirebase).mockReturnValue(null);
  jest.mocked(mayHaveStoredUser).mockReturnValue(stored);
  jest.mocked(onFirebaseLoaded).mockImplementation((listener) => {
    loadListeners.push(listener);
    return () => undefined;
  });
}

/** What loadFirebase does once the download ends. */
function firebaseArrives() {
  for (const listener of loadListeners) listener(session);
  return session;
}

function Probe() {
  const { status, user, signOut } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>name: {user?.displayName ?? '-'}</p>
      <p>email: {user?.email ?? '-'}</p>
      <button onClick={() => void signOut()}>salir</button>
    </div>
  );
}

/**
 * AuthProvider with the page's QueryClient handed over by reference, as `@vigia/shared/query`
 * does when the data layer loads (no QueryClientProvider above auth); null: none loaded yet.
 */
function renderProvider<Client extends QueryClient | null = QueryClient>(
  props: { tokenSyncUrl?: string } = {},
  queryClient: Client = new QueryClient() as Client,
): Client {
  setPageQueryClient(queryClient);
  render(
    <AuthProvider apiBaseUrl="https://api.test/api" {...props}>
      <Probe />
    </AuthProvider>,
  );
  return queryClient;
}

async function signIn(user: FakeUser | null) {
  auth.currentUser = user;
  await act(async () => {
    emit(user as unknown as firebaseAuth.User | null);
  });
}

function syncCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/auth/users/sync'));
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  auth.currentUser = null;
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 });
  global.fetch = fetchMock;
  loadListeners = [];
  // By default Firebase is loaded already (a later render of a signed-in page).
  jest.mocked(loadedFirebase).mockReturnValue(session);
  jest.mocked(mayHaveStoredUser).mockReturnValue(true);
  jest.mocked(onFirebaseLoaded).mockImplementation((listener) => {
    listener(session);
    return () => undefined;
  });
  jest.mocked(loadFirebase).mockResolvedValue(session);
  mocked.onIdTokenChanged.mockImplementation((_auth, listener) => {
    emit = listener as Listener;
    return () => undefined;
  });
});

describe('AuthProvider', () => {
  it('is loading until Firebase reports, then signed out', async () => {
    renderProvider();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await signIn(null);
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
  });

  it('is signed out from the first render, without downloading Firebase, when it holds no user here', async () => {
    firebaseNotLoaded({ stored: false });
    renderProvider();
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    expect(loadFirebase).not.toHaveBeenCalled();
    expect(mocked.onIdTokenChanged).not.toHaveBeenCalled();
    // A sign-in downloads Firebase: the provider then follows its user.
    await act(async () => void firebaseArrives());
    await signIn(fakeUser('u1', 'Ana'));
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
  });

  it('downloads Firebase to check a session it may hold, and is loading until it reports', async () => {
    firebaseNotLoaded({ stored: true });
    jest.mocked(loadFirebase).mockImplementation(async () => firebaseArrives());
    renderProvider();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await waitFor(() => expect(mocked.onIdTokenChanged).toHaveBeenCalled());
    expect(loadFirebase).toHaveBeenCalledTimes(1);
    await signIn(fakeUser('u1', 'Ana'));
    expect(screen.getByText('name: Ana')).toBeInTheDocument();
  });

  it('is signed out when Firebase cannot be downloaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    firebaseNotLoaded({ stored: true });
    jest.mocked(loadFirebase).mockRejectedValue(new Error('ChunkLoadError'));
    renderProvider();
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('sets a new user, writes the session keys and syncs with the api', async () => {
    renderProvider();
    await signIn(fakeUser('u1', 'Ana'));
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('name: Ana')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token-u1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-u1');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/v1/auth/users/sync', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-u1' },
      body: JSON.stringify({
        displayName: 'Ana',
        email: 'u1@example.com',
        uid: 'u1',
        photoURL: null,
      }),
    });
  });

  it('does not sync again when only the token of the same user changes', async () => {
    renderProvider();
    const user = fakeUser('u1', 'Ana');
    await signIn(user);
    user.getIdToken.mockResolvedValue('token-u1-refreshed');
    await signIn(user);
    expect(syncCalls()).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe('token-u1-refreshed');
  });

  it('shows and syncs the name set after sign-up, then refetches the profile', async () => {
    const queryClient = renderProvider();
    const user = fakeUser('u1');
    await signIn(user);
    expect(screen.getByText('name: -')).toBeInTheDocument();
    queryClient.setQueryData(['profile'], { name: '' });
    user.displayName = 'Lucía Fernández';
    await act(async () => notifyProfileChanged());
    expect(screen.getByText('name: Lucía Fernández')).toBeInTheDocument();
    expect(syncCalls()).toHaveLength(2);
    expect(JSON.parse(syncCalls()[1][1].body)).toMatchObject({ displayName: 'Lucía Fernández' });
    await waitFor(() => expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true));
  });

  it('only logs a failed sync and stays signed in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderProvider();
    await signIn(fakeUser('u1'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('clears the user, the session keys and the query cache when Firebase reports no user', async () => {
    const queryClient = renderProvider();
    await signIn(fakeUser('u1'));
    queryClient.setQueryData(['profile'], { name: 'Ana' });
    localStorage.setItem('vigia:notifications:u1', '[]');
    await signIn(null);
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    expect(screen.getByText('email: -')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('vigia:notifications:u1')).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it("drops the previous user's cached data when another user signs in", async () => {
    const queryClient = renderProvider();
    await signIn(fakeUser('u1'));
    queryClient.setQueryData(['profile'], { name: 'Ana' });
    await signIn(fakeUser('u2'));
    expect(screen.getByText('email: u2@example.com')).toBeInTheDocument();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(syncCalls()).toHaveLength(2);
  });

  it('clears a QueryClient created after it mounted (the data layer loads once signed in)', async () => {
    renderProvider({}, null);
    await signIn(fakeUser('u1'));
    const queryClient = new QueryClient();
    setPageQueryClient(queryClient);
    queryClient.setQueryData(['profile'], { name: 'Ana' });
    await act(async () => screen.getByRole('button', { name: 'salir' }).click());
    expect(mocked.signOut).toHaveBeenCalled();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('signs out before any data layer has loaded', async () => {
    renderProvider({}, null);
    await signIn(fakeUser('u1'));
    await act(async () => screen.getByRole('button', { name: 'salir' }).click());
    expect(mocked.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signOut signs out of Firebase and clears the keys and the query cache', async () => {
    const queryClient = renderProvider();
    await signIn(fakeUser('u1'));
    queryClient.setQueryData(['profile'], { name: 'Ana' });
    await act(async () => screen.getByRole('button', { name: 'salir' }).click());
    expect(mocked.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  describe('with a token-sync endpoint', () => {
    afterEach(() => jest.useRealTimers());

    function tokenSyncCalls() {
      return fetchMock.mock.calls.filter(([url]) => url === '/__session');
    }

    it('posts the token when signed in and deletes it when signed out', async () => {
      renderProvider({ tokenSyncUrl: '/__session' });
      await signIn(fakeUser('u1'));
      expect(fetchMock).toHaveBeenCalledWith('/__session', {
        credentials: 'same-origin',
        method: 'POST',
        headers: { Authorization: 'Bearer token-u1' },
      });
      await signIn(null);
      expect(fetchMock).toHaveBeenLastCalledWith('/__session', {
        credentials: 'same-origin',
        method: 'DELETE',
      });
    });

    it('posts the same token again once it is older than 300 s', async () => {
      jest.useFakeTimers({ now: 0 });
      renderProvider({ tokenSyncUrl: '/__session' });
      await signIn(fakeUser('u1'));
      expect(tokenSyncCalls()).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(240_000);
      });
      expect(tokenSyncCalls()).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(61_000);
      });
      expect(tokenSyncCalls()).toHaveLength(2);
    });
  });

  it('useAuth outside the provider fails clearly', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/AuthProvider/);
    error.mockRestore();
  });
});
