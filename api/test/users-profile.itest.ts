import {
  errorEnvelopeSchema,
  NOTIFICATION_SETTINGS_DEFAULTS,
  profileResponseSchema,
  type Profile,
} from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { signUp, uniqueEmail, type EmulatorUser } from './helpers/firebase-emulator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const allowlisted = uniqueEmail('instant');
const alsoAllowlisted = uniqueEmail('insider');
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({
    INSTANT_NOTIFICATIONS_ALLOWLIST: `${allowlisted},${alsoAllowlisted}`.toUpperCase(),
  });
});
afterAll(() => subject?.close());

async function getProfile(user: EmulatorUser): Promise<Profile> {
  const response = await subject.request('GET', '/api/v1/users/profile', {
    headers: bearer(user.idToken),
  });
  expect(response.status).toBe(200);
  return profileResponseSchema.parse(response.json()).data.profile;
}

const patch = (user: EmulatorUser, body: unknown) =>
  subject.request('PATCH', '/api/v1/users/profile', { headers: bearer(user.idToken), body });

async function patched(user: EmulatorUser, body: unknown): Promise<Profile> {
  const response = await patch(user, body);
  expect(response.status).toBe(200);
  return profileResponseSchema.parse(response.json()).data.profile;
}

async function refused(user: EmulatorUser, body: unknown) {
  const response = await patch(user, body);
  expect(response.status).toBe(400);
  const { error } = errorEnvelopeSchema.parse(response.json());
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(Array.isArray(error.details) && error.details.length > 0).toBe(true);
  return error;
}

describe('GET /api/v1/users/profile', () => {
  it('creates the profile from the token when sync was never called, with the defaults', async () => {
    const user = await signUp({ displayName: 'Desde el token' });
    expect(await subject.database.db.select().from(users).where(eq(users.id, user.uid))).toEqual(
      [],
    );
    expect(await getProfile(user)).toEqual({
      id: user.uid,
      email: user.email,
      name: 'Desde el token',
      first_name: '',
      last_name: '',
      avatar: null,
      bio: '',
      theme: 'light',
      language: 'es',
      notification_settings: {
        emailNotifications: true,
        notificationEmail: null,
        useCustomEmail: false,
        emailFrequency: 'daily',
        instantNotifications: false,
        digestTime: '08:00',
      },
      lastLogin: null,
      emailVerified: false,
      subscriptionCount: 0,
      notificationCount: 0,
      lastNotification: null,
      instantNotificationsAvailable: false,
      notificationEmailVerified: false,
    });
    expect(
      await subject.database.db.select().from(users).where(eq(users.id, user.uid)),
    ).toHaveLength(1);
    await getProfile(user);
    expect(
      await subject.database.db.select().from(users).where(eq(users.id, user.uid)),
    ).toHaveLength(1);
  });
});

describe('PATCH /api/v1/users/profile', () => {
  let user: EmulatorUser;
  beforeAll(async () => {
    user = await signUp();
    await getProfile(user);
  });

  it('changes each allowed field', async () => {
    expect((await patched(user, { name: 'ana' })).name).toBe('ana');
    expect((await patched(user, { first_name: 'Ana' })).first_name).toBe('Ana');
    expect((await patched(user, { last_name: 'García Núñez' })).last_name).toBe('García Núñez');
    expect((await patched(user, { bio: 'Sigo el BOE.' })).bio).toBe('Sigo el BOE.');
    expect((await patched(user, { avatar: PNG_1PX })).avatar).toBe(PNG_1PX);
    expect((await getProfile(user)).avatar).toBe(PNG_1PX);
    expect((await patched(user, { avatar: null })).avatar).toBeNull();
    expect(await getProfile(user)).toMatchObject({
      name: 'ana',
      first_name: 'Ana',
      last_name: 'García Núñez',
      bio: 'Sigo el BOE.',
      email: user.email,
    });
  });

  it('merges notification_settings field by field', async () => {
    const first = await patched(user, { notification_settings: { digestTime: '21:45' } });
    expect(first.notification_settings).toEqual({
      ...NOTIFICATION_SETTINGS_DEFAULTS,
      digestTime: '21:45',
    });
    const second = await patched(user, {
      notification_settings: {
        useCustomEmail: true,
        notificationEmail: 'alertas@example.com',
        emailNotifications: false,
      },
    });
    expect(second.notification_settings).toEqual({
      emailNotifications: false,
      notificationEmail: 'alertas@example.com',
      useCustomEmail: true,
      emailFrequency: 'daily',
      instantNotifications: false,
      digestTime: '21:45',
    });
    const cleared = await patched(user, { notification_settings: { notificationEmail: '' } });
    expect(cleared.notification_settings.notificationEmail).toBeNull();
    expect(cleared.notification_settings.digestTime).toBe('21:45');
  });

  it('takes names of 255 characters and a bio of 500', async () => {
    const long = 'n'.repeat(255);
    expect(
      await patched(user, { name: long, first_name: long, last_name: long, bio: 'b'.repeat(500) }),
    ).toMatchObject({
      name: long,
      first_name: long,
      last_name: long,
      bio: 'b'.repeat(500),
    });
  });

  describe('refuses, writing nothing at all,', () => {
    let before: Profile;
    beforeAll(async () => {
      before = await patched(user, {
        name: 'antes',
        bio: 'antes',
        notification_settings: { digestTime: '07:30' },
      });
    });
    afterEach(async () => {
      expect(await getProfile(user)).toEqual(before);
    });

    it.each([
      ['a name of 256 characters', { name: 'n'.repeat(256), bio: 'cambiada' }, ['name']],
      ['a first_name of 256 characters', { first_name: 'n'.repeat(256) }, ['first_name']],
      ['a last_name of 256 characters', { last_name: 'n'.repeat(256) }, ['last_name']],
      ['a bio of 501 characters', { name: 'cambiado', bio: 'b'.repeat(501) }, ['bio']],
      ['an email', { email: 'nuevo@example.com' }, []],
      ['an unknown field', { name: 'cambiado', theme: 'dark' }, []],
      [
        'a digestTime of 25:00',
        { name: 'cambiado', notification_settings: { digestTime: '25:00' } },
        ['notification_settings', 'digestTime'],
      ],
      [
        'a digestTime of 24:00',
        { name: 'cambiado', notification_settings: { digestTime: '24:00' } },
        ['notification_settings', 'digestTime'],
      ],
      [
        'a digestTime of 8:00',
        { name: 'cambiado', notification_settings: { digestTime: '8:00' } },
        ['notification_settings', 'digestTime'],
      ],
      [
        'an emailFrequency other than daily',
        { notification_settings: { emailFrequency: 'weekly' } },
        ['notification_settings', 'emailFrequency'],
      ],
      [
        'an invalid notificationEmail',
        { notification_settings: { notificationEmail: 'no-arroba' } },
        ['notification_settings', 'notificationEmail'],
      ],
      [
        'an unknown notification setting',
        { notification_settings: { sms: true } },
        ['notification_settings'],
      ],
      [
        'instantNotifications for an account not on the allowlist',
        { notification_settings: { instantNotifications: true } },
        ['notification_settings', 'instantNotifications'],
      ],
      ['a body that is not an object', ['name'], []],
    ])('%s', async (_case, body, path) => {
      const error = await refused(user, body);
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    });

    const base64 = (bytes: string | number[]) => Buffer.from(bytes).toString('base64');
    const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
    it.each([
      ['that is not a data URL', 'https://example.com/a.png'],
      ['of text declared as PNG', `data:image/png;base64,${base64('Hola, soy texto.\n')}`],
      ['of a PDF declared as JPEG', `data:image/jpeg;base64,${base64('%PDF-1.7 hola')}`],
      ['of a JPEG declared as PNG', `data:image/png;base64,${base64(jpegHead)}`],
    ])('an avatar %s', async (_case, avatar) => {
      const error = await refused(user, { avatar });
      expect(error.details).toEqual([
        expect.objectContaining({ path: ['avatar'], message: 'El archivo debe ser una imagen' }),
      ]);
    });

    it('an avatar over 2 MB', async () => {
      const bytes = Buffer.alloc(2 * 1024 * 1024 + 3, 7);
      bytes.set([0xff, 0xd8, 0xff]);
      const error = await refused(user, {
        avatar: `data:image/jpeg;base64,${bytes.toString('base64')}`,
      });
      expect(error.details).toEqual([
        expect.objectContaining({
          path: ['avatar'],
          message: 'La imagen no puede superar los 2MB',
        }),
      ]);
    });

    it('a body over the limit, with 413 in the envelope', async () => {
      const response = await patch(user, { bio: 'x'.repeat(4 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    });
  });

  it('lets an allowlisted account turn instantNotifications on', async () => {
    const insider = await signUp({ email: allowlisted });
    const profile = await patched(insider, {
      notification_settings: { instantNotifications: true },
    });
    expect(profile.notification_settings.instantNotifications).toBe(true);
    expect(
      (await patched(user, { notification_settings: { instantNotifications: false } }))
        .notification_settings.instantNotifications,
    ).toBe(false);
  });

  it('creates the profile first when the user has none yet', async () => {
    const newcomer = await signUp();
    expect((await patched(newcomer, { bio: 'primera vez' })).bio).toBe('primera vez');
    expect((await getProfile(newcomer)).email).toBe(newcomer.email);
  });
});

describe('instantNotificationsAvailable', () => {
  async function availableIn(user: EmulatorUser): Promise<boolean[]> {
    const sync = await subject.request('POST', '/api/v1/auth/users/sync', {
      headers: bearer(user.idToken),
      body: { uid: user.uid, email: user.email },
    });
    expect(sync.status).toBe(200);
    const profiles = [
      profileResponseSchema.parse(sync.json()).data.profile,
      await getProfile(user),
      await patched(user, { bio: 'hola' }),
    ];
    return profiles.map((profile) => profile.instantNotificationsAvailable);
  }

  it('is true in every profile answer for an account on the allowlist, ignoring case', async () => {
    expect(await availableIn(await signUp({ email: alsoAllowlisted }))).toEqual([true, true, true]);
  });

  it('is false in every profile answer for any other account', async () => {
    expect(await availableIn(await signUp())).toEqual([false, false, false]);
  });
});

describe('isolation between users', () => {
  it("never shows or changes another user's profile", async () => {
    const ana = await signUp();
    const luis = await signUp();
    await patched(ana, {
      name: 'ana',
      bio: 'privada',
      notification_settings: { digestTime: '06:00' },
    });

    const seenByLuis = await getProfile(luis);
    expect(seenByLuis).toMatchObject({ id: luis.uid, email: luis.email, name: '', bio: '' });
    expect(seenByLuis.notification_settings.digestTime).toBe('08:00');

    await patched(luis, { bio: 'de luis' });
    expect(await getProfile(ana)).toMatchObject({ id: ana.uid, name: 'ana', bio: 'privada' });

    const sync = await subject.request('POST', '/api/v1/auth/users/sync', {
      headers: bearer(luis.idToken),
      body: { uid: ana.uid, email: ana.email, displayName: 'robada' },
    });
    expect(sync.status).toBe(403);
    expect((await getProfile(ana)).name).toBe('ana');
  });
});
