import type { QueryClient } from '@tanstack/react-query';
import type { AuthContextValue, AuthStatus, AuthUser } from '@vigia/shared/auth';
import { useSyncExternalStore } from 'react';

/** A controllable stand-in for `@vigia/shared/auth` (used with jest.mock at the module edge). */
// The real module is read for its pure rules only (the return path): Firebase is left out.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));

type Listener = () => void;

export const signOutMock = jest.fn(async () => undefined);

let value: AuthContextValue = {
  status: 'loading',
  user: null,
  signOut: signOutMock,
  refreshUser: async () => undefined,
};
const listeners = new Set<Listener>();
let pageQueryClient: QueryClient | null = null;

export const testUser: AuthUser = {
  id: 'uid-123',
  email: 'lucia@example.com',
  displayName: 'Lucía Fernández',
  emailVerified: true,
  photoURL: null,
};

export function setAuth(status: AuthStatus, user: AuthUser | null = null): void {
  value = { ...value, status, user: status === 'signedIn' ? (user ?? testUser) : null };
  for (const listener of listeners) listener();
}

export const authModule = {
  useAuth: (): AuthContextValue =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => value,
    ),
  SESSION_KEYS: {
    accessToken: 'accessToken',
    refreshToken: 'refreshToken',
    isAuthenticated: 'isAuthenticated',
    userId: 'userId',
  },
  readSessionValue: (key: string) => window.localStorage.getItem(key),
  // The page's QueryClient, held as the real module holds it (set by @vigia/shared/query).
  loadedQueryClient: () => pageQueryClient,
  setPageQueryClient: (client: QueryClient | null) => {
    pageQueryClient = client;
  },
  // The real address rules: they are pure.
  returnPathFrom: (search: string) =>
    jest
      .requireActual<typeof import('@vigia/shared/auth')>('@vigia/shared/auth')
      .returnPathFrom(search),
  signInPathFor: (path: string) =>
    jest
      .requireActual<typeof import('@vigia/shared/auth')>('@vigia/shared/auth')
      .signInPathFor(path),
};
