import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
} from 'firebase/auth';
import { toAuthUser, type AuthUser } from './auth-user';
import { firebaseErrorCode } from './auth-errors';
import { getFirebaseAuth } from './firebase-app';
import { notifyProfileChanged } from './profile-changes';
import { clearPersistedCaches, clearSession } from './session-storage';

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
  return toAuthUser(user);
}

/** Creates the account, then sets its display name; a failure of that second step is tolerated. */
export async function signUpWithEmail({ email, password, name }: SignUpInput): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
  const displayName = name?.trim();
  if (displayName) {
    try {
      await updateProfile(user, { displayName });
      notifyProfileChanged();
    } catch (error) {
      console.warn('Could not set the display name after sign-up', error);
    }
  }
  return toAuthUser(user);
}

/** Google sign-in in Firebase's popup (500 × 600 px). */
export async function signInWithGoogle(): Promise<AuthUser> {
  const { user } = await signInWithPopup(getFirebaseAuth(), new GoogleAuthProvider());
  return toAuthUser(user);
}

export async function signInWithGoogleTokens(
  idToken: string,
  accessToken: string,
): Promise<AuthUser> {
  const credential = GoogleAuthProvider.credential(idToken, accessToken);
  const { user } = await signInWithCredential(getFirebaseAuth(), credential);
  return toAuthUser(user);
}

/**
 * Sends the reset email. An unknown address counts as sent, so nobody learns whether an account
 * exists; connection, rate-limit and malformed-address errors are thrown (decisions 3).
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getFirebaseAuth(), email.trim());
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user?.email) throw new Error('No signed-in user with an email address');
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  );
  await updatePassword(user, newPassword);
}

export async function signOutUser(): Promise<void> {
  try {
    await signOut(getFirebaseAuth());
  } finally {
    clearSession();
    clearPersistedCaches();
  }
}

/** The SDK's cached ID token (refreshed by the SDK within 5 minutes of expiry), or null. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}
