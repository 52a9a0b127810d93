import { PERSISTED_CACHE_PREFIX, sessionStore } from '@vigia/shared/auth';

/**
 * The last data really fetched, kept per user across reloads, for screens that show it when the
 * api cannot be reached (ARCHITECTURE.md: 'Usando datos en caché'). Keys live under
 * `vigia:cache:<uid>:`, so sign-out (which removes every `vigia:` key) and a change of user leave
 * nothing behind, and one user's entries are never read for another.
 */
export const PERSISTED_CACHE_KEY_PREFIX = `${PERSISTED_CACHE_PREFIX}cache:`;

/** Copies kept per user; the oldest go first (every search of a list is its own copy). */
export const PERSISTED_CACHE_MAX_ENTRIES = 50;

interface Entry {
  savedAt: number;
  value: unknown;
}

/** What a copy is checked with: a zod schema of @vigia/shared/contracts, or anything alike. */
export interface CopySchema<T> {
  safeParse(raw: unknown): { success: true; data: T } | { success: false };
}

export interface PersistedValue<T> {
  value: T;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

function storageKey(userId: string, key: string): string {
  return `${PERSISTED_CACHE_KEY_PREFIX}${userId}:${key}`;
}

function removeKeysStartingWith(prefix: string): void {
  const store = sessionStore();
  for (const key of store.keys()) {
    if (key.startsWith(prefix)) store.removeItem(key);
  }
}

function isEntry(raw: unknown): raw is Entry {
  return typeof raw === 'object' && raw !== null && 'savedAt' in raw && 'value' in raw;
}

function savedAtOf(text: string | null): number {
  try {
    const raw: unknown = text ? JSON.parse(text) : null;
    return isEntry(raw) && typeof raw.savedAt === 'number' ? raw.savedAt : 0;
  } catch {
    return 0;
  }
}

/** Drops this user's oldest copies beyond the limit. */
function prune(userId: string): void {
  const store = sessionStore();
  const prefix = storageKey(userId, '');
  const keys = store.keys().filter((key) => key.startsWith(prefix));
  if (keys.length <= PERSISTED_CACHE_MAX_ENTRIES) return;
  const oldestFirst = keys
    .map((key) => ({ key, savedAt: savedAtOf(store.getItem(key)) }))
    .sort((a, b) => a.savedAt - b.savedAt);
  for (const { key } of oldestFirst.slice(0, keys.length - PERSISTED_CACHE_MAX_ENTRIES)) {
    store.removeItem(key);
  }
}

export const persistedCache = {
  /** Keeps `value` (JSON) for this user; a full or refused storage only loses the copy. */
  save(userId: string, key: string, value: unknown, now: number = Date.now()): void {
    const entry: Entry = { savedAt: now, value };
    try {
      sessionStore().setItem(storageKey(userId, key), JSON.stringify(entry));
      prune(userId);
    } catch (error) {
      console.warn('Could not keep a cached copy', error);
    }
  },

  /** This user's copy for `key`, if one exists and still has the shape `schema` expects. */
  load<T>(userId: string, key: string, schema: CopySchema<T>): PersistedValue<T> | undefined {
    const text = sessionStore().getItem(storageKey(userId, key));
    if (!text) return undefined;
    try {
      const raw: unknown = JSON.parse(text);
      if (!isEntry(raw)) return undefined;
      const parsed = schema.safeParse(raw.value);
      return parsed.success ? { value: parsed.data, savedAt: raw.savedAt } : undefined;
    } catch {
      return undefined;
    }
  },

  /** Every copy of one user. */
  clearUser(userId: string): void {
    removeKeysStartingWith(storageKey(userId, ''));
  },

  /** Every copy of every user (sign-out removes them too, with the other `vigia:` keys). */
  clearAll(): void {
    removeKeysStartingWith(PERSISTED_CACHE_KEY_PREFIX);
  },
};
