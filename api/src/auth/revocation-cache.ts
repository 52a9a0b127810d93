import { BoundedMap } from '../lib/bounded-map';

/** A user's "tokens valid after" time (sign out everywhere), as stored; null when never set. */
export type TokensValidAfterLoader = (uid: string) => Promise<Date | null>;

export interface RevocationCache {
  /** The user's time: from memory when read less than `ttlMs` ago, else from the loader. */
  tokensValidAfter(uid: string): Promise<Date | null>;
  /** This process stored a new time for the user: every later read sees it, whatever was cached. */
  revoked(uid: string, validAfter: Date): void;
}

export interface RevocationCacheOptions {
  load: TokensValidAfterLoader;
  /**
   * How long a time read from the database is trusted; 0 reads it on every call. A sign-out
   * everywhere made by another api process is seen here at most this long after it was stored.
   */
  ttlMs: number;
  /** Most users kept; those read longest ago go first. */
  maxUsers?: number;
  now?: () => number;
}

interface Entry {
  value: Date | null;
  readAt: number;
}

/**
 * The per-request revocation check without a query per request: each user's "tokens valid
 * after" time is kept in memory for `ttlMs`. A revocation made by this process replaces the
 * kept time at once (and wins over a read of the old one still on its way), so it takes effect
 * on the next request here; other processes see it once their kept time is older than `ttlMs`.
 */
export function createRevocationCache({
  load,
  ttlMs,
  maxUsers = 10_000,
  now = Date.now,
}: RevocationCacheOptions): RevocationCache {
  const entries = new BoundedMap<string, Entry>(maxUsers);
  const reading = new Map<string, Promise<Date | null>>();
  /** Raised by `revoked`, so that a read started before it does not store what it read. */
  const generations = new Map<string, number>();

  function read(uid: string): Promise<Date | null> {
    const generation = generations.get(uid) ?? 0;
    const readAt = now();
    const pending = load(uid)
      .then((value) => {
        if ((generations.get(uid) ?? 0) === generation) entries.set(uid, { value, readAt });
        return value;
      })
      .finally(() => {
        if (reading.get(uid) === pending) reading.delete(uid);
      });
    reading.set(uid, pending);
    return pending;
  }

  return {
    async tokensValidAfter(uid) {
      if (ttlMs <= 0) return load(uid);
      const entry = entries.get(uid);
      if (entry && now() - entry.readAt < ttlMs) return entry.value;
      return reading.get(uid) ?? read(uid);
    },
    revoked(uid, validAfter) {
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      reading.delete(uid);
      if (ttlMs > 0) entries.set(uid, { value: validAfter, readAt: now() });
    },
  };
}
