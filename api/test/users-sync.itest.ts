import { errorEnvelopeSchema, profileResponseSchema } from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  claimsOf,
  signUp,
  signUpAnonymously,
  type EmulatorUser,
} from './helpers/firebase-emulator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

const sync = (user: EmulatorUser, body: unknown) =>
  subject.request('POST', '/api/v1/auth/users/sync', { headers: bearer(user.idToken), body });

const rowsOf = (uid: string) => subject.database.db.select().from(users).where(eq(users.id, uid));

describe('POST /api/v1/auth/users/sync', () => {
  it('creates the user, then updates it: one row, last login moved on', async () => {
    const user = await signUp();
    const first = await sync(user, {
      uid: user.uid,
      email: user.email,
      displayName: 'Ana García',
      photoURL: 'https://example.com/ana.png',
    });
    expect(first.status).toBe(200);
    const created = profileResponseSchema.parse(first.json()).data.profile;
    expect(created).toMatchObject({
      id: user.uid,
      email: user.email,
      name: 'Ana García',
      theme: 'light',
      language: 'es',
      emailVerified: false,
    });
    expect(created.lastLogin).not.toBeNull();
    const [row] = await rowsOf(user.uid);
    expect(row).toMatchObject({ photoUrl: 'https://example.com/ana.png', name: 'Ana García' });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await sync(user, {
      uid: user.uid,
      email: user.email,
      displayName: 'Ana García',
    });
    expect(second.status).toBe(200);
    const updated = profileResponseSchema.parse(second.json()).data.profile;
    expect(updated).toEqual({ ...created, lastLogin: updated.lastLogin });
    expect(Date.parse(updated.lastLogin ?? '')).toBeGreaterThan(
      Date.parse(created.lastLogin ?? ''),
    );
    expect(await rowsOf(user.uid)).toHaveLength(1);
    expect((await rowsOf(user.uid))[0]?.photoUrl).toBe('https://example.com/ana.png');
  });

  it('takes the name from displayName only while the user has none', async () => {
    const user = await signUp();
    await sync(user, { uid: user.uid, email: user.email, displayName: null, photoURL: null });
    expect((await rowsOf(user.uid))[0]?.name).toBe('');
    await sync(user, { uid: user.uid, email: user.email, displayName: 'Primera' });
    expect((await rowsOf(user.uid))[0]?.name).toBe('Primera');
    await subject.request('PATCH', '/api/v1/users/profile', {
      headers: bearer(user.idToken),
      body: { name: 'Elegido' },
    });
    const again = await sync(user, { uid: user.uid, email: user.email, displayName: 'Otra' });
    expect(profileResponseSchema.parse(again.json()).data.profile.name).toBe('Elegido');
  });

  it('answers a bad body 400 VALIDATION_ERROR with the issues, and writes nothing', async () => {
    const user = await signUp();
    const response = await sync(user, { uid: user.uid, email: 'not-an-email', displayName: 7 });
    expect(response.status).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['email'] }),
        expect.objectContaining({ path: ['displayName'] }),
      ]),
    );
    expect(await rowsOf(user.uid)).toHaveLength(0);

    const noBody = await subject.request('POST', '/api/v1/auth/users/sync', {
      headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
      body: '{"uid":',
    });
    expect(noBody.status).toBe(400);
    expect(errorEnvelopeSchema.parse(noBody.json()).error.code).toBe('VALIDATION_ERROR');
    expect(await rowsOf(user.uid)).toHaveLength(0);
  });

  it("refuses 403 UNAUTHORIZED to sync someone else's uid or email, and writes nothing", async () => {
    const user = await signUp();
    const victim = await signUp();
    const otherUid = await sync(user, { uid: victim.uid, email: victim.email });
    expect(otherUid.status).toBe(403);
    expect(errorEnvelopeSchema.parse(otherUid.json()).error.code).toBe('UNAUTHORIZED');
    const otherEmail = await sync(user, { uid: user.uid, email: victim.email });
    expect(otherEmail.status).toBe(403);
    expect(await rowsOf(victim.uid)).toHaveLength(0);
    expect(await rowsOf(user.uid)).toHaveLength(0);
  });

  // Issue 22, problem 6: an anonymous account could sync any email, another user's included.
  it('refuses an email the token does not carry: an anonymous account claims none', async () => {
    const anonymous = await signUpAnonymously();
    const victim = await signUp();
    expect(claimsOf(anonymous.idToken).email).toBeUndefined();
    for (const email of [victim.email, 'cualquiera@example.com']) {
      const response = await subject.request('POST', '/api/v1/auth/users/sync', {
        headers: bearer(anonymous.idToken),
        body: { uid: anonymous.uid, email },
      });
      expect(response.status).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
    }
    expect(await rowsOf(anonymous.uid)).toHaveLength(0);
  });

  it('stores the address as the token carries it', async () => {
    const user = await signUp();
    const response = await sync(user, { uid: user.uid, email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(profileResponseSchema.parse(response.json()).data.profile.email).toBe(user.email);
  });

  it('needs a token', async () => {
    const response = await subject.request('POST', '/api/v1/auth/users/sync', {
      body: { uid: 'x', email: 'x@example.com' },
    });
    expect(response.status).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('MISSING_HEADERS');
  });

  it('answers a body over 1 MB 413 in the envelope, without reading it for strangers', async () => {
    const user = await signUp();
    const huge = { uid: user.uid, email: user.email, displayName: 'x'.repeat(1024 * 1024) };
    const response = await sync(user, huge);
    expect(response.status).toBe(413);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Request body is too large',
      details: [expect.objectContaining({ code: 'too_big', maximum: 1024 * 1024 })],
    });
    const anonymous = await subject.request('POST', '/api/v1/auth/users/sync', { body: huge });
    expect(anonymous.status).toBe(401);
    expect(await rowsOf(user.uid)).toHaveLength(0);
  });
});
