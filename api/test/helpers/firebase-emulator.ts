import { randomBytes } from 'node:crypto';

const API_KEY = 'demo-api-key';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return `http://${host}${path}`;
}

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
}

interface SignInResponse {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

async function identityToolkit(
  method: string,
  body: Record<string, unknown>,
): Promise<SignInResponse> {
  const response = await fetch(
    emulatorUrl(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`),
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as SignInResponse & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`Emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** A unique address, so that test files sharing one emulator never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function signUp(
  options: { email?: string; displayName?: string } = {},
): Promise<EmulatorUser> {
  const email = options.email ?? uniqueEmail();
  const password = 'secret-123';
  const result = await identityToolkit('signUp', {
    email,
    password,
    returnSecureToken: true,
    ...(options.displayName ? { displayName: options.displayName } : {}),
  });
  return {
    uid: result.localId,
    email: result.email,
    password,
    idToken: result.idToken,
    refreshToken: result.refreshToken,
  };
}

/** An anonymous account: a uid and a token that carries no email at all. */
export async function signUpAnonymously(): Promise<Pick<EmulatorUser, 'uid' | 'idToken'>> {
  const result = await identityToolkit('signUp', { returnSecureToken: true });
  return { uid: result.localId, idToken: result.idToken };
}

export async function signIn(email: string, password: string): Promise<string> {
  const result = await identityToolkit('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** The Firebase client's token refresh: the emulator's securetoken endpoint, as it answers. */
export async function refreshIdToken(
  refreshToken: string,
): Promise<{ status: number; idToken: string | null }> {
  const response = await fetch(emulatorUrl(`/securetoken.googleapis.com/v1/token?key=${API_KEY}`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const json = (await response.json()) as { id_token?: string };
  return { status: response.status, idToken: json.id_token ?? null };
}

/** Firebase's "valid since" of the user (seconds): sign-ins before it are revoked. */
export async function validSinceOf(idToken: string): Promise<number> {
  const response = await fetch(
    emulatorUrl(`/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${API_KEY}`),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  const json = (await response.json()) as { users?: { validSince?: string }[] };
  const validSince = Number(json.users?.[0]?.validSince);
  if (!response.ok || !Number.isInteger(validSince)) {
    throw new Error(`Emulator lookup failed: ${response.status}`);
  }
  return validSince;
}

export type TokenClaims = Record<string, unknown> & { auth_time: number; iat: number; exp: number };

export function claimsOf(idToken: string): TokenClaims {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

/**
 * An emulator token (unsigned, as the emulator issues them) with changed claims: the emulator
 * mode of firebase-admin checks these claims exactly as it would a signed token's.
 */
export function forgeEmulatorToken(idToken: string, changes: Partial<TokenClaims>): string {
  const [header] = idToken.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(idToken), ...changes })).toString(
    'base64url',
  );
  return `${header}.${payload}.`;
}
