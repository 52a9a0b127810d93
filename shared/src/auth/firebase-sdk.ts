// Firebase itself: loaded in its own chunk the first time a session check, a sign-in or a token
// needs it (firebase-app.ts), so a signed-out visit downloads none of it.
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

export {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
} from 'firebase/auth';

/**
 * The page's one Firebase Auth instance: the one another copy of this module made, else a new one
 * with `settings` (null: none given yet, an error).
 */
export function createAuth(settings: RuntimeConfig['firebase'] | null): Auth {
  if (getApps().length > 0) return getAuth(getApp());
  if (!settings) {
    throw new Error('Firebase Auth is not initialised: call initAuth(config.firebase) first');
  }
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
  });
  const auth = initializeAuth(app, {
    // Tried in this order: the first one the browser allows keeps the session.
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (settings.emulatorHost) {
    connectAuthEmulator(auth, settings.emulatorHost, { disableWarnings: true });
  }
  return auth;
}
