export { initAuth, preloadFirebase, type FirebaseSettings } from './firebase-app';
export {
  AuthProvider,
  AuthContext,
  useAuth,
  type AuthContextValue,
  type AuthProviderProps,
  type AuthStatus,
} from './AuthProvider';
export type { AuthUser } from './auth-user';
export { loadedQueryClient, setPageQueryClient } from './page-query-client';
export {
  signInWithEmail,
  signUpWithEmail,
  signInWithGoogle,
  signInWithGoogleTokens,
  sendPasswordReset,
  changePassword,
  signOutUser,
  getIdToken,
  type SignUpInput,
} from './auth-actions';
export {
  SESSION_KEYS,
  PERSISTED_CACHE_PREFIX,
  readSessionValue,
  sessionStore,
  type SessionKey,
} from './session-storage';
export { loginErrorMessage, firebaseErrorCode } from './auth-errors';
export { DEFAULT_API_BASE_URL } from './backend-sync';
export { RETURN_PARAM, returnPathFrom, signInPathFor } from './return-path';
