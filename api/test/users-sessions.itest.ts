import { sessionsRevokeResponseSchema } from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  claimsOf,
  refreshIdToken,
  signIn,
  signUp,
  validSinceOf,
  type EmulatorUser,
} from './helpers/firebase-emulator';
import { errorOf } from './helpers/subscriptions';
import { bearer, createTestApp, startApi, type TestApp } from './helpers/test-app';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

const profileWith = (idToken: string) =>
  subject.request('GET', '/api/v1/users/profile', { headers: bearer(idToken) });

const revokeWith = (idToken: string) =>
  subject.request('POST', '/api/v1/users/sessions/revoke', { headers: bearer(idToken) });

async function expectRefused(idToken: string): Promise<void> {
  const response = await profileWith(idToken);
  expect(response.status).toBe(401);
  expect(errorOf(response).code).toBe('TOKEN_EXPIRED');
}

const storedValidAfter = async (uid: string) =>
  (
    await subject.database.db
      .select({ tokensValidAfter: users.tokensValidAfter })
      .from(users)
      .where(eq(users.id, uid))
  )[0]?.tokensValidAfter ?? null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two sessions of one user, signed in different seconds. */
async function signedInTwice(): Promise<{ user: EmulatorUser; second: string }> {
  const user = await signUp();
  await sleep(1100);
  const second = await signIn(user.email, user.password);
  expect((await profileWith(user.idToken)).status).toBe(200);
  expect((await profileWith(second)).status).toBe(200);
  return { user, second };
}

describe('POST /api/v1/users/sessions/revoke', () => {
  it('signs the user out of every session, the calling one included; a new sign-in works', async () => {
    const { user, second } = await signedInTwice();
    const edited = await subject.request('PATCH', '/api/v1/users/profile', {
      headers: bearer(second),
      body: { bio: 'sigue aquí' },
    });
    expect(edited.status).toBe(200);

    const response = await revokeWith(second);
    expect(response.status).toBe(200);
    const { data } = sessionsRevokeResponseSchema.parse(response.json());
    expect(data.revoked).toBe(true);
    const cut = Date.parse(data.tokensValidAfter);
    expect(cut % 1000).toBe(0);
    expect(cut).toBeGreaterThan(claimsOf(second).auth_time * 1000);
    expect(cut).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await storedValidAfter(user.uid))?.toISOString()).toBe(data.tokensValidAfter);

    await expectRefused(user.idToken);
    await expectRefused(second);
    const again = await revokeWith(second);
    expect(again.status).toBe(401);
    expect(errorOf(again).code).toBe('TOKEN_EXPIRED');

    await sleep(Math.max(0, cut - Date.now()) + 100);
    const fresh = await signIn(user.email, user.password);
    const profile = await profileWith(fresh);
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({
      data: { profile: { id: user.uid, bio: 'sigue aquí' } },
    });
    await expectRefused(second);

    // Firebase itself was told: its "valid since" moved past both earlier sign-ins.
    expect(await validSinceOf(fresh)).toBeGreaterThanOrEqual(claimsOf(second).auth_time);
  });

  it('refuses a session signed in this very second, and a refreshed one', async () => {
    const user = await signUp();
    expect((await revokeWith(user.idToken)).status).toBe(200);

    // The emulator still refreshes a revoked session (real Firebase answers TOKEN_EXPIRED), but
    // the new ID token keeps the old sign-in time, so the api refuses it all the same.
    const refreshed = await refreshIdToken(user.refreshToken);
    expect(refreshed.status).toBe(200);
    const idToken = refreshed.idToken ?? '';
    expect(claimsOf(idToken).auth_time).toBe(claimsOf(user.idToken).auth_time);
    await expectRefused(idToken);
    await expectRefused(user.idToken);
  });

  it('does not touch the sessions of another user', async () => {
    const ana = await signUp();
    const luis = await signUp();
    expect((await profileWith(ana.idToken)).status).toBe(200);
    expect((await revokeWith(luis.idToken)).status).toBe(200);
    await expectRefused(luis.idToken);
    expect((await profileWith(ana.idToken)).status).toBe(200);
    expect(await storedValidAfter(ana.uid)).toBeNull();
  });

  it('needs a token', async () => {
    const response = await subject.request('POST', '/api/v1/users/sessions/revoke');
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('MISSING_HEADERS');
  });

  it('changes nothing when Firebase fails to revoke, and says so', async () => {
    const user = await signUp();
    expect((await profileWith(user.idToken)).status).toBe(200);
    const failing = await startApi(
      subject.database,
      {},
      {
        revokeRefreshTokens: () => Promise.reject(new Error('Firebase is down')),
      },
    );
    try {
      const response = await failing.request('POST', '/api/v1/users/sessions/revoke', {
        headers: bearer(user.idToken),
      });
      expect(response.status).toBe(500);
      expect(errorOf(response).code).toBe('INTERNAL');
    } finally {
      await failing.close();
    }
    expect(await storedValidAfter(user.uid)).toBeNull();
    expect((await profileWith(user.idToken)).status).toBe(200);
  });
});

describe('sign-out everywhere seen by another api process', () => {
  it('takes effect there within REVOCATION_CACHE_MS: the time is kept, not read on every request', async () => {
    const keptMs = 4000;
    const other = await startApi(subject.database, { REVOCATION_CACHE_MS: String(keptMs) });
    try {
      const user = await signUp();
      const readAt = Date.now();
      expect(
        (await other.request('GET', '/api/v1/users/profile', { headers: bearer(user.idToken) }))
          .status,
      ).toBe(200);

      expect((await revokeWith(user.idToken)).status).toBe(200);
      await expectRefused(user.idToken);
      // The other process still trusts the time it read: the revocation is not read per request…
      const meanwhile = await other.request('GET', '/api/v1/users/profile', {
        headers: bearer(user.idToken),
      });
      expect(Date.now() - readAt).toBeLessThan(keptMs);
      expect(meanwhile.status).toBe(200);

      // …and is seen once that time is older than the bound.
      await sleep(keptMs - (Date.now() - readAt) + 50);
      const after = await other.request('GET', '/api/v1/users/profile', {
        headers: bearer(user.idToken),
      });
      expect(after.status).toBe(401);
      expect(errorOf(after).code).toBe('TOKEN_EXPIRED');
    } finally {
      await other.close();
    }
  });
});
