import type { User } from 'firebase/auth';
import type { UserSyncRequest } from '@vigia/shared/contracts';

/** Same-origin `/api`, proxied to the api (decisions 1); runtime config may name another base. */
export const DEFAULT_API_BASE_URL = '/api';

/** How long a token posted to the token-sync endpoint counts as current (spec §9). */
export const TOKEN_SYNC_MAX_AGE_MS = 300_000;

export type UserSyncPayload = UserSyncRequest;

export function userSyncPayload(user: User): UserSyncPayload {
  return {
    displayName: user.displayName,
    email: user.email ?? '',
    uid: user.uid,
    photoURL: user.photoURL,
  };
}

/**
 * `queryKeys.profile()` of @vigia/shared/api (which imports this package, so it cannot be imported
 * here): a sync may change the profile, so it is refetched after one.
 */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * Tells the api about the signed-in user (spec §7). The answer is not read; a failure is only
 * logged. Resolves to whether the api accepted it.
 */
export async function syncUserWithBackend(
  apiBaseUrl: string,
  payload: UserSyncPayload,
  token: string | undefined,
): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/v1/auth/users/sync`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
    });
    if (!response.ok) console.warn(`User sync failed with status ${response.status}`);
    return response.ok;
  } catch (error) {
    console.warn('User sync failed', error);
    return false;
  }
}

export interface TokenSync {
  /** Posts the token unless this same token was posted less than 300 s ago. */
  post(token: string): Promise<void>;
  /** Tells the endpoint there is no token any more. */
  clear(): Promise<void>;
}

/** The optional same-origin token-sync endpoint of the runtime config (spec §7, §9). */
export function createTokenSync(url: string, now: () => number = Date.now): TokenSync {
  let postedToken: string | null = null;
  let postedAt = 0;
  let cleared = false;

  async function send(init: RequestInit): Promise<void> {
    try {
      const response = await fetch(url, { credentials: 'same-origin', ...init });
      if (!response.ok) console.warn(`Token sync failed with status ${response.status}`);
    } catch (error) {
      console.warn('Token sync failed', error);
    }
  }

  return {
    async post(token) {
      if (token === postedToken && now() - postedAt < TOKEN_SYNC_MAX_AGE_MS) return;
      postedToken = token;
      postedAt = now();
      cleared = false;
      await send({ method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    },
    async clear() {
      if (cleared) return;
      cleared = true;
      postedToken = null;
      await send({ method: 'DELETE' });
    },
  };
}
