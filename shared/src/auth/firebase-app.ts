import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { RuntimeConfig } from '@vigia/shared/contracts';

export type FirebaseSettings = RuntimeConfig['firebase'];

let auth: Auth | null = null;

/** The page's one Firebase Auth instance; later calls return the first one. */
export function initAuth(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  if (getApps().length > 0) {
    auth = getAuth(getApp());
    return auth;
  }
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
  });
  auth = initializeAuth(app, {
    // Tried in this order: the first one the browser allows keeps the session.
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (settings.emulatorHost) {
    connectAuthEmulator(auth, settings.emulatorHost, { disableWarnings: true });
  }
  return auth;
}

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  if (getApps().length > 0) {
    auth = getAuth(getApp());
    return auth;
  }
  throw new Error('Firebase Auth is not initialised: call initAuth(config.firebase) first');
}
