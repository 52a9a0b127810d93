import * as firebaseAuth from 'firebase/auth';
import {
  changePassword,
  getIdToken,
  sendPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  signInWithGoogleTokens,
  signOutUser,
  signUpWithEmail,
} from './auth-actions';
import {
  loadedFirebase,
  loadFirebase,
  mayHaveStoredUser,
  type FirebaseSession,
} from './firebase-app';
import { onProfileChanged } from './profile-changes';

jest.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: jest.fn(),
  EmailAuthProvider: { credential: jest.fn(() => 'email-credential') },
  GoogleAuthProvider: Object.assign(
    jest.fn(() => ({ providerId: 'google.com' })),
    { credential: jest.fn(() => 'google-credential') },
  ),
  reauthenticateWithCredential: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
  signInWithCredential: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  signOut: jest.fn(),
  updatePassword: jest.fn(),
  updateProfile: jest.fn(),
}));
jest.mock('./firebase-app', () => ({
  loadedFirebase: jest.fn(),
  loadFirebase: jest.fn(),
  mayHaveStoredUser: jest.fn(),
}));

const mocked = jest.mocked(firebaseAuth);
const firebaseUser = {
  uid: 'u1',
  email: 'ana@example.com',
  displayName: null,
  emailVerified: false,
  photoURL: null,
  getIdToken: jest.fn(async (force?: boolean) => (force ? 'fresh-token' : 'cached-token')),
};
const auth = {
  currentUser: firebaseUser as typeof firebaseUser | null,
  authStateReady: jest.fn(async () => undefined),
};

function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { name: 'FirebaseError', code });
}

beforeEach(() => {
  jest.clearAllMocks();
  auth.currentUser = firebaseUser;
  const session = { auth, sdk: firebaseAuth } as unknown as FirebaseSession;
  jest.mocked(loadFirebase).mockResolvedValue(session);
  jest.mocked(loadedFirebase).mockReturnValue(session);
  jest.mocked(mayHaveStoredUser).mockReturnValue(true);
  const credential = { user: firebaseUser } as unknown as firebaseAuth.UserCredential;
  mocked.signInWithEmailAndPassword.mockResolvedValue(credential);
  mocked.createUserWithEmailAndPassword.mockResolvedValue(credential);
  mocked.signInWithPopup.mockResolvedValue(credential);
  mocked.signInWithCredential.mockResolvedValue(credential);
});

describe('signInWithEmail', () => {
  it('signs in with the trimmed email and returns the user', async () => {
    await expect(signInWithEmail(' ana@example.com ', 'secreto')).resolves.toEqual({
      id: 'u1',
      email: 'ana@example.com',
      displayName: null,
      emailVerified: false,
      photoURL: null,
    });
    expect(mocked.signInWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'ana@example.com',
      'secreto',
    );
  });

  it('passes Firebase errors on', async () => {
    mocked.signInWithEmailAndPassword.mockRejectedValue(firebaseError('auth/invalid-credential'));
    await expect(signInWithEmail('a@b.es', 'x')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  });
});

describe('signUpWithEmail', () => {
  it('creates the account and sets the display name, telling the provider', async () => {
    const changed = jest.fn();
    const stop = onProfileChanged(changed);
    await signUpWithEmail({ email: 'ana@example.com', password: 'abcdef', name: ' Ana ' });
    stop();
    expect(mocked.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'ana@example.com',
      'abcdef',
    );
    expect(mocked.updateProfile).toHaveBeenCalledWith(firebaseUser, { displayName: 'Ana' });
    expect(changed).toHaveBeenCalled();
  });

  it('does not touch the profile without a name', async () => {
    await signUpWithEmail({ email: 'ana@example.com', password: 'abcdef' });
    expect(mocked.updateProfile).not.toHaveBeenCalled();
  });

  it('tolerates a failed display-name update', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked.updateProfile.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    await expect(
      signUpWithEmail({ email: 'ana@example.com', password: 'abcdef', name: 'Ana' }),
    ).resolves.toMatchObject({ id: 'u1' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Google sign-in', () => {
  it('uses the popup with a Google provider', async () => {
    await signInWithGoogle();
    expect(mocked.signInWithPopup).toHaveBeenCalledWith(auth, { providerId: 'google.com' });
  });

  it('signs in from an id token and an access token', async () => {
    await signInWithGoogleTokens('id-tok', 'access-tok');
    expect(mocked.GoogleAuthProvider.credential).toHaveBeenCalledWith('id-tok', 'access-tok');
    expect(mocked.signInWithCredential).toHaveBeenCalledWith(auth, 'google-credential');
  });
});

describe('sendPasswordReset', () => {
  it('sends the reset email to the trimmed address', async () => {
    await sendPasswordReset(' ana@example.com ');
    expect(mocked.sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'ana@example.com');
  });

  it('reports an unknown address as success', async () => {
    mocked.sendPasswordResetEmail.mockRejectedValue(firebaseError('auth/user-not-found'));
    await expect(sendPasswordReset('nadie@example.com')).resolves.toBeUndefined();
  });

  it.each(['auth/network-request-failed', 'auth/too-many-requests', 'auth/invalid-email'])(
    'throws %s',
    async (code) => {
      mocked.sendPasswordResetEmail.mockRejectedValue(firebaseError(code));
      await expect(sendPasswordReset('ana@example.com')).rejects.toMatchObject({ code });
    },
  );
});

describe('changePassword', () => {
  it('re-authenticates with the current password, then updates it', async () => {
    await changePassword('vieja', 'nueva-clave');
    expect(mocked.EmailAuthProvider.credential).toHaveBeenCalledWith('ana@example.com', 'vieja');
    expect(mocked.reauthenticateWithCredential).toHaveBeenCalledWith(
      firebaseUser,
      'email-credential',
    );
    expect(mocked.updatePassword).toHaveBeenCalledWith(firebaseUser, 'nueva-clave');
  });

  it('does not update when re-authentication fails', async () => {
    mocked.reauthenticateWithCredential.mockRejectedValue(firebaseError('auth/wrong-password'));
    await expect(changePassword('mala', 'nueva-clave')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    expect(mocked.updatePassword).not.toHaveBeenCalled();
  });

  it('fails without a signed-in user', async () => {
    auth.currentUser = null;
    await expect(changePassword('a', 'b')).rejects.toThrow();
  });
});

describe('signOutUser', () => {
  it('signs out and clears the session keys and persisted caches', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('vigia:query-cache', '{}');
    await signOutUser();
    expect(mocked.signOut).toHaveBeenCalledWith(auth);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('vigia:query-cache')).toBeNull();
  });

  it('clears them without downloading Firebase when it never signed anyone in here', async () => {
    jest.mocked(loadedFirebase).mockReturnValue(null);
    jest.mocked(mayHaveStoredUser).mockReturnValue(false);
    localStorage.setItem('accessToken', 'tok');
    await signOutUser();
    expect(loadFirebase).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('getIdToken', () => {
  it("returns the SDK's cached token once the auth state is known", async () => {
    await expect(getIdToken()).resolves.toBe('cached-token');
    expect(auth.authStateReady).toHaveBeenCalled();
  });

  it('forces a refresh when asked', async () => {
    await expect(getIdToken(true)).resolves.toBe('fresh-token');
  });

  it('is null when signed out', async () => {
    auth.currentUser = null;
    await expect(getIdToken()).resolves.toBeNull();
  });

  it('is null without downloading Firebase when it never signed anyone in here', async () => {
    jest.mocked(loadedFirebase).mockReturnValue(null);
    jest.mocked(mayHaveStoredUser).mockReturnValue(false);
    await expect(getIdToken()).resolves.toBeNull();
    expect(loadFirebase).not.toHaveBeenCalled();
  });

  it('downloads Firebase for a user it persisted on an earlier visit', async () => {
    jest.mocked(loadedFirebase).mockReturnValue(null);
    await expect(getIdToken()).resolves.toBe('cached-token');
    expect(loadFirebase).toHaveBeenCalled();
  });
});
