import { toAuthUser, type AuthUser } from './auth-user';
import { firebaseErrorCode } from './auth-errors';
import { loadedFirebase, loadFirebase, mayHaveStoredUser } from './firebase-app';
import { notifyProfileChanged } from './profile-changes';
import { clearPersistedCaches, clearSession } from './session-storage';

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
}

/** Whether Firebase could know a signed-in user: loaded already, or a user persisted by it. */
function maybeSignedIn(): boolean {
  return loadedFirebase() !== null || mayHaveStoredUser();
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { auth, sdk } = await loadFirebase();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  return toAuthUser(user);
}

/** Creates the account, then sets its display name; a failure of that second step is tolerated. */
export async function signUpWithEmail({ email, password, name }: SignUpInput): Promise<AuthUser> {
  const { auth, sdk } = await loadFirebase();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
  const displayName = name?.trim();
  if (displayName) {
    try {
      await sdk.updateProfile(user, { displayName });
      notifyProfileChanged();
    } catch (error) {
      console.warn('Could not set the display name after sign-up', error);
    }
  }
  return toAuthUser(user);
}

/** Google sign-in in Firebase's popup (500 × 600 px). */
export async function signInWithGoogle(): Promise<AuthUser> {
  const { auth, sdk } = await loadFirebase();
  const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  return toAuthUser(user);
}

export async function signInWithGoogleTokens(
  idToken: string,
  accessToken: string,
): Promise<AuthUser> {
  const { auth, sdk } = await loadFirebase();
  const credential = sdk.GoogleAuthProvider.credential(idToken, accessToken);
  const { user } = await sdk.signInWithCredential(auth, credential);
  return toAuthUser(user);
}

/**
 * Sends the reset email. An unknown address counts as sent, so nobody learns whether an account
 * exists; connection, rate-limit and malformed-address errors are thrown (decisions 3).
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  try {
    await sdk.sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No signed-in user with an email address');
  await sdk.reauthenticateWithCredential(
    user,
    sdk.EmailAuthProvider.credential(user.email, currentPassword),
  );
  await sdk.updatePassword(user, newPassword);
}

export async function signOutUser(): Promise<void> {
  try {
    if (maybeSignedIn()) {
      const { auth, sdk } = await loadFirebase();
      await sdk.signOut(auth);
    }
  } finally {
    clearSession();
    clearPersistedCaches();
  }
}

/**
 * The SDK's cached ID token (refreshed by the SDK within 5 minutes of expiry), or null. A visitor
 * Firebase has never signed in on this browser has none: Firebase is not downloaded to say so.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!maybeSignedIn()) return null;
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}
