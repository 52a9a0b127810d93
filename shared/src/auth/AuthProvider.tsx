import type { User } from 'firebase/auth';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { signOutUser } from './auth-actions';
import { sameAuthUser, toAuthUser, type AuthUser } from './auth-user';
import {
  createTokenSync,
  DEFAULT_API_BASE_URL,
  PROFILE_QUERY_KEY,
  syncUserWithBackend,
  TOKEN_SYNC_MAX_AGE_MS,
  userSyncPayload,
} from './backend-sync';
import {
  loadedFirebase,
  loadFirebase,
  mayHaveStoredUser,
  onFirebaseLoaded,
  type FirebaseSession,
} from './firebase-app';
import { loadedQueryClient } from './page-query-client';
import { onProfileChanged } from './profile-changes';
import { clearPersistedCaches, clearSession, writeSession } from './session-storage';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  signOut(): Promise<void>;
  /** Re-reads the current user from Firebase (after a profile change made elsewhere). */
  refreshUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** Base of the api's calls (runtime config `apiBaseUrl`), for the user sync. */
  apiBaseUrl?: string;
  /** Runtime config `tokenSyncUrl`: told about the current token, or its absence. */
  tokenSyncUrl?: string;
}

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

type UserHandler = (user: User | null) => Promise<void>;

const TOKEN_SYNC_CHECK_MS = TOKEN_SYNC_MAX_AGE_MS / 5;

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };

/** Signed out from the first render when Firebase holds no user here; else Firebase will say. */
function initialState(): AuthState {
  return loadedFirebase() || mayHaveStoredUser() ? { status: 'loading', user: null } : SIGNED_OUT;
}

export function AuthProvider({
  children,
  apiBaseUrl = DEFAULT_API_BASE_URL,
  tokenSyncUrl,
}: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);
  const currentUserId = useRef<string | null>(null);
  const lastSyncedPayload = useRef<string | null>(null);
  const handleUserRef = useRef<UserHandler>(async () => undefined);

  useEffect(() => {
    const tokenSync = tokenSyncUrl ? createTokenSync(tokenSyncUrl) : null;
    let generation = 0;

    const forgetPreviousUser = () => {
      clearPersistedCaches();
      loadedQueryClient()?.clear();
    };

    const handleUser: UserHandler = async (firebaseUser) => {
      const run = ++generation;
      if (!firebaseUser) {
        if (currentUserId.current !== null) forgetPreviousUser();
        currentUserId.current = null;
        lastSyncedPayload.current = null;
        clearSession();
        setState((previous) => (previous.status === 'signedOut' ? previous : SIGNED_OUT));
        await tokenSync?.clear();
        return;
      }

      const user = toAuthUser(firebaseUser);
      if (currentUserId.current !== null && currentUserId.current !== user.id) forgetPreviousUser();
      currentUserId.current = user.id;
      const token = await firebaseUser.getIdToken().catch(() => undefined);
      if (run !== generation) return;

      // Written before the state changes, so screens that read the session keys find them.
      writeSession({
        userId: user.id,
        accessToken: token,
        refreshToken: firebaseUser.refreshToken,
      });
      setState((previous) =>
        previous.status === 'signedIn' && sameAuthUser(previous.user, user)
          ? previous
          : { status: 'signedIn', user },
      );

      const payload = userSyncPayload(firebaseUser);
      const payloadKey = JSON.stringify(payload);
      if (payloadKey !== lastSyncedPayload.current) {
        lastSyncedPayload.current = payloadKey;
        void syncUserWithBackend(apiBaseUrl, payload, token).then((synced) => {
          if (synced) void loadedQueryClient()?.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        });
      }
      if (token) await tokenSync?.post(token);
    };
    handleUserRef.current = handleUser;

    let stopListening: (() => void) | undefined;
    const listen = ({ auth, sdk }: FirebaseSession) => {
      if (stopListening) return;
      const stopTokenListener = sdk.onIdTokenChanged(auth, (user) => void handleUser(user));
      const stopProfileListener = onProfileChanged(() => void handleUser(auth.currentUser));
      const tokenSyncTimer = tokenSync
        ? setInterval(() => {
            auth.currentUser
              ?.getIdToken()
              .then((token) => tokenSync.post(token))
              .catch(() => undefined);
          }, TOKEN_SYNC_CHECK_MS)
        : undefined;
      stopListening = () => {
        stopTokenListener();
        stopProfileListener();
        if (tokenSyncTimer) clearInterval(tokenSyncTimer);
      };
    };

    // Firebase is downloaded for a session check only when it may hold a signed-in user; a
    // visitor without one is signed out at once, and Firebase arrives with the first sign-in.
    const stopWaiting = onFirebaseLoaded(listen);
    if (!loadedFirebase()) {
      if (mayHaveStoredUser()) {
        loadFirebase().catch((error: unknown) => {
          console.error('Firebase Auth could not be loaded', error);
          void handleUser(null);
        });
      } else {
        void handleUser(null);
      }
    }

    return () => {
      generation += 1;
      stopWaiting();
      stopListening?.();
    };
  }, [apiBaseUrl, tokenSyncUrl]);

  const signOut = useCallback(async () => {
    await signOutUser();
    loadedQueryClient()?.clear();
  }, []);

  const refreshUser = useCallback(async () => {
    const firebase = loadedFirebase();
    const firebaseUser = firebase?.auth.currentUser;
    if (!firebase || !firebaseUser) return;
    await firebase.sdk.reload(firebaseUser);
    await handleUserRef.current(firebaseUser);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signOut, refreshUser }),
    [state, signOut, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
