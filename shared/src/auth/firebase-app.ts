import type { Auth } from 'firebase/auth';
import type { RuntimeConfig } from '@vigia/shared/contracts';

export type FirebaseSettings = RuntimeConfig['firebase'];

/** The Firebase functions Vigía calls, from the chunk that holds Firebase. */
export type FirebaseSdk = typeof import('./firebase-sdk');

/** Firebase once loaded: the page's one Auth instance and the functions to call on it. */
export interface FirebaseSession {
  auth: Auth;
  sdk: FirebaseSdk;
}

type LoadListener = (session: FirebaseSession) => void;

let settings: FirebaseSettings | null = null;
let loaded: FirebaseSession | null = null;
let loading: Promise<FirebaseSession> | null = null;
const listeners = new Set<LoadListener>();

/** Remembers where Firebase Auth lives; nothing is downloaded until {@link loadFirebase}. */
export function initAuth(next: FirebaseSettings): void {
  settings ??= next;
}

/** Downloads Firebase (once) and creates the page's one Auth instance. */
export function loadFirebase(): Promise<FirebaseSession> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    const current = settings;
    loading = import(/* webpackChunkName: "firebase" */ './firebase-sdk').then((sdk) => {
      const session = { auth: sdk.createAuth(current), sdk };
      loaded = session;
      for (const listener of listeners) listener(session);
      return session;
    });
    // A failure (download, or no settings yet) is not remembered: the next call tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Starts downloading Firebase ahead of a sign-in (a form was focused); failures wait for it. */
export function preloadFirebase(): void {
  if (settings) loadFirebase().catch(() => undefined);
}

/** Firebase if it is loaded already, else null. */
export function loadedFirebase(): FirebaseSession | null {
  return loaded;
}

/** Called once Firebase is loaded (at once if it is). */
export function onFirebaseLoaded(listener: LoadListener): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether Firebase may hold a signed-in user on this browser: the user it persists (local storage,
 * else session storage) under `firebase:authUser:<apiKey>:…`. Without one, the visitor is signed
 * out and Firebase need not be downloaded to say so.
 */
export function mayHaveStoredUser(): boolean {
  if (!settings) return false;
  const prefix = `firebase:authUser:${settings.apiKey}:`;
  return [() => window.localStorage, () => window.sessionStorage].some((storage) => {
    try {
      const store = storage();
      return Array.from({ length: store.length }, (_, i) => store.key(i)).some((key) =>
        key?.startsWith(prefix),
      );
    } catch {
      return false;
    }
  });
}
