/** Session keys kept on the client while signed in (spec §3). */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isAuthenticated: 'isAuthenticated',
  userId: 'userId',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Every persisted cache of the app uses keys with this prefix; all of it goes on sign-out. */
export const PERSISTED_CACHE_PREFIX = 'vigia:';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

function usableWebStorage(get: () => Storage): KeyValueStore | null {
  try {
    const storage = get();
    const probe = '__vigia_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
      keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''),
    };
  } catch {
    return null;
  }
}

function memoryStorage(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

let store: KeyValueStore | null = null;

/** localStorage; if the browser refuses it, sessionStorage; else memory (spec §4). */
export function sessionStore(): KeyValueStore {
  store ??=
    usableWebStorage(() => window.localStorage) ??
    usableWebStorage(() => window.sessionStorage) ??
    memoryStorage();
  return store;
}

export interface SessionValues {
  userId: string;
  accessToken?: string;
  refreshToken?: string;
}

export function writeSession({ userId, accessToken, refreshToken }: SessionValues): void {
  const storage = sessionStore();
  storage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  storage.setItem(SESSION_KEYS.userId, userId);
  if (accessToken) storage.setItem(SESSION_KEYS.accessToken, accessToken);
  if (refreshToken) storage.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

export function readSessionValue(key: SessionKey): string | null {
  return sessionStore().getItem(key);
}

export function clearSession(): void {
  const storage = sessionStore();
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** Removes every `vigia:` key, wherever it was stored, so the next user starts clean. */
export function clearPersistedCaches(): void {
  const stores = [
    sessionStore(),
    usableWebStorage(() => window.localStorage),
    usableWebStorage(() => window.sessionStorage),
  ];
  for (const storage of stores) {
    if (!storage) continue;
    for (const key of storage.keys()) {
      if (key.startsWith(PERSISTED_CACHE_PREFIX)) storage.removeItem(key);
    }
  }
}
