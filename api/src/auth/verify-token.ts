import type { ApiErrorCode } from '@vigia/shared/contracts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { BoundedMap } from '../lib/bounded-map';

export type AuthErrorCode = Extract<
  ApiErrorCode,
  'MISSING_HEADERS' | 'TOKEN_EXPIRED' | 'UNAUTHORIZED'
>;

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The claims of a verified Firebase ID token that the api uses. Times in seconds since epoch. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  authTime: number;
  issuedAt: number;
  expiresAt: number;
}

/** The fields of firebase-admin's DecodedIdToken read here. */
export interface DecodedIdTokenLike {
  uid: string;
  email?: string;
  email_verified?: boolean;
  name?: unknown;
  picture?: string;
  auth_time?: number;
  iat: number;
  exp: number;
}

export type IdTokenDecoder = (token: string) => Promise<DecodedIdTokenLike>;

/**
 * firebase-admin's Auth for a project, from one app instance per project. With
 * FIREBASE_AUTH_EMULATOR_HOST set in the environment, it talks to the Auth emulator and accepts
 * the emulator's unsigned tokens instead of Google-signed ones.
 */
function firebaseAuth(projectId: string): Auth {
  const appName = `vigia-api:${projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === appName) ??
    initializeApp({ projectId }, appName);
  return getAuth(app);
}

/** firebase-admin's verifyIdToken for a project. */
export function firebaseIdTokenDecoder(projectId: string): IdTokenDecoder {
  const auth = firebaseAuth(projectId);
  return (token) => auth.verifyIdToken(token);
}

/** Ends every session of a user at the identity provider (its refresh tokens stop working). */
export type RefreshTokenRevoker = (uid: string) => Promise<void>;

/** firebase-admin's revokeRefreshTokens for a project. */
export function firebaseRefreshTokenRevoker(projectId: string): RefreshTokenRevoker {
  const auth = firebaseAuth(projectId);
  return (uid) => auth.revokeRefreshTokens(uid);
}

/** An email-and-password account of the identity provider. */
export interface DemoAccountProvider {
  /** The account's uid: found by email (its password set to this one), or created. */
  ensureAccount(email: string, password: string, displayName: string): Promise<string>;
}

/** firebase-admin's user management for a project (the emulator in development). */
export function firebaseAccountProvider(projectId: string): DemoAccountProvider {
  const auth = firebaseAuth(projectId);
  const uidOf = async (email: string): Promise<string | null> => {
    try {
      return (await auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
  return {
    async ensureAccount(email, password, displayName) {
      const existing = await uidOf(email);
      if (existing === null) {
        try {
          return (await auth.createUser({ email, password, displayName })).uid;
        } catch (raced) {
          // Created meanwhile by another process seeding the same account.
          if ((raced as { code?: unknown }).code !== 'auth/email-already-exists') throw raced;
        }
      }
      const uid = existing ?? (await uidOf(email));
      if (uid === null) throw new Error(`The account ${email} vanished while being prepared`);
      await auth.updateUser(uid, { password });
      return uid;
    },
  };
}

export interface TokenVerifierOptions {
  decode: IdTokenDecoder;
  /**
   * The user's "tokens valid after" time (set by sign-out everywhere), asked on every request
   * (the app answers from a revocation cache: `createRevocationCache`).
   */
  tokensValidAfter?: (uid: string) => Promise<Date | null>;
  /** Most verified tokens kept in memory; 0 turns the cache off. */
  cacheSize?: number;
  now?: () => number;
}

export interface TokenVerifier {
  /** Verifies the value of an Authorization header (`Bearer <token>`). */
  verifyAuthorization(header: string | undefined): Promise<VerifiedToken>;
  verify(token: string): Promise<VerifiedToken>;
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;
/** What buggy clients send when they have no token. */
const NOT_A_TOKEN = new Set(['undefined', 'null']);

export function bearerToken(header: string | undefined): string {
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token || NOT_A_TOKEN.has(token)) {
    throw new AuthError('MISSING_HEADERS', 'Missing or malformed Authorization header');
  }
  return token;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Firebase's refusals of a well-formed token whose session is over. */
const SESSION_ENDED = new Set([
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** Failures of our side (key fetch, configuration) are not the caller's fault: they stay errors. */
function isServerSideFailure(code: string): boolean {
  return code.startsWith('app/') || code === 'auth/internal-error';
}

function toVerifiedToken(decoded: DecodedIdTokenLike): VerifiedToken {
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    picture: decoded.picture ?? null,
    authTime: decoded.auth_time ?? decoded.iat,
    issuedAt: decoded.iat,
    expiresAt: decoded.exp,
  };
}

/**
 * The one place Firebase ID tokens are verified. Verified tokens are cached until they expire
 * (bounded, least recently used out first); the per-user "tokens valid after" time is checked on
 * every call (from the revocation cache the app gives it) so that signing out everywhere takes
 * effect at once on this process.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const capacity = options.cacheSize ?? 10_000;
  const cache = new BoundedMap<string, VerifiedToken>(capacity);

  function cached(token: string): VerifiedToken | undefined {
    const hit = cache.get(token);
    if (!hit) return undefined;
    cache.delete(token);
    if (hit.expiresAt * 1000 <= now()) return undefined;
    cache.set(token, hit);
    return hit;
  }

  async function decode(token: string): Promise<VerifiedToken> {
    const hit = cached(token);
    if (hit) return hit;
    let verified: VerifiedToken;
    try {
      verified = toVerifiedToken(await options.decode(token));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/id-token-expired') throw new AuthError('TOKEN_EXPIRED', 'Token expired');
      // The session was ended (sign-out everywhere, password change, disabled account): the
      // client must sign in again, which TOKEN_EXPIRED tells it (decisions 2).
      if (SESSION_ENDED.has(code))
        throw new AuthError('TOKEN_EXPIRED', 'Token revoked; sign in again');
      if (isServerSideFailure(code)) throw error;
      throw new AuthError('UNAUTHORIZED', 'Invalid token');
    }
    if (verified.expiresAt * 1000 <= now()) throw new AuthError('TOKEN_EXPIRED', 'Token expired');
    cache.set(token, verified);
    return verified;
  }

  async function verify(token: string): Promise<VerifiedToken> {
    const verified = await decode(token);
    const validAfter = await options.tokensValidAfter?.(verified.uid);
    if (validAfter && verified.authTime < Math.floor(validAfter.getTime() / 1000)) {
      throw new AuthError('TOKEN_EXPIRED', 'Token revoked; sign in again');
    }
    return verified;
  }

  return {
    verify,
    verifyAuthorization: (header) => verify(bearerToken(header)),
  };
}
