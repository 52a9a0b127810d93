import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  claimsOf,
  forgeEmulatorToken,
  signIn,
  signUp,
  type EmulatorUser,
} from './helpers/firebase-emulator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  // The check itself, read on every request: the revocation cache has its own tests.
  subject = await createTestApp({ REVOCATION_CACHE_MS: '0' });
  user = await signUp();
});
afterAll(() => subject?.close());

async function profileWith(headers: Record<string, string>) {
  const response = await subject.request('GET', '/api/v1/users/profile', { headers });
  return { status: response.status, body: response.json() };
}

function errorCode(body: unknown): string {
  return errorEnvelopeSchema.parse(body).error.code;
}

describe('authentication of /api/v1', () => {
  it('accepts a valid emulator token', async () => {
    const { status, body } = await profileWith(bearer(user.idToken));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { profile: { id: user.uid, email: user.email } } });
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty header', { authorization: '' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without a token', { authorization: 'Bearer ' }],
    ["the client's 'Bearer undefined'", { authorization: 'Bearer undefined' }],
  ])('answers %s 401 MISSING_HEADERS', async (_case, headers) => {
    const { status, body } = await profileWith(headers);
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('MISSING_HEADERS');
  });

  it('answers a garbage token 401 UNAUTHORIZED', async () => {
    const { status, body } = await profileWith(bearer('not.a.token'));
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('UNAUTHORIZED');
  });

  it('answers a token for another project 401 UNAUTHORIZED', async () => {
    const claims = claimsOf(user.idToken);
    const forged = forgeEmulatorToken(user.idToken, {
      aud: 'another-project',
      iss: 'https://securetoken.google.com/another-project',
      iat: claims.iat + 1,
    });
    const { status, body } = await profileWith(bearer(forged));
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('UNAUTHORIZED');
  });

  it('answers an expired token 401 TOKEN_EXPIRED', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = forgeEmulatorToken(user.idToken, {
      auth_time: now - 7200,
      iat: now - 7200,
      exp: now - 3600,
    });
    const { status, body } = await profileWith(bearer(expired));
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('TOKEN_EXPIRED');
  });

  it('answers 401 TOKEN_EXPIRED to a token signed in before the user\'s "tokens valid after" time', async () => {
    const other = await signUp();
    expect((await profileWith(bearer(other.idToken))).status).toBe(200);
    const authTime = claimsOf(other.idToken).auth_time;

    const setValidAfter = (seconds: number) =>
      subject.database.db
        .update(users)
        .set({ tokensValidAfter: new Date(seconds * 1000) })
        .where(eq(users.id, other.uid));

    await setValidAfter(authTime);
    expect((await profileWith(bearer(other.idToken))).status).toBe(200);

    await setValidAfter(authTime + 1);
    const refused = await profileWith(bearer(other.idToken));
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe('TOKEN_EXPIRED');

    // Refreshing the token does not help: the sign-in itself is older than the cut.
    const refreshed = forgeEmulatorToken(other.idToken, { iat: authTime + 5 });
    expect(errorCode((await profileWith(bearer(refreshed))).body)).toBe('TOKEN_EXPIRED');

    // The other user is not affected.
    expect((await profileWith(bearer(user.idToken))).status).toBe(200);
  });

  it('accepts a token from a sign-in after the "tokens valid after" time', async () => {
    const other = await signUp();
    expect((await profileWith(bearer(other.idToken))).status).toBe(200);
    await subject.database.db
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() - 60_000) })
      .where(eq(users.id, other.uid));
    const fresh = await signIn(other.email, other.password);
    expect((await profileWith(bearer(fresh))).status).toBe(200);
  });
});
