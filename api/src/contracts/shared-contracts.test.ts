// The api validates with these @vigia/shared schemas; their rules are pinned here.
import {
  AVATAR_MAX_BYTES,
  errorEnvelopeSchema,
  NOTIFICATION_SETTINGS_DEFAULTS,
  normalizeProfile,
  profileSchema,
  profileUpdateRequestSchema,
  userSyncRequestSchema,
} from '@vigia/shared/contracts';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString(
  'base64',
);

function issuesOf(value: unknown) {
  const result = profileUpdateRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues;
}

describe('profileUpdateRequestSchema', () => {
  it('accepts each field alone and an empty change', () => {
    for (const change of [
      {},
      { name: 'Ana' },
      { first_name: 'Ana' },
      { last_name: 'García' },
      { bio: 'b'.repeat(500) },
      { avatar: null },
      { avatar: `data:image/png;base64,${PNG_1PX}` },
      { avatar: `data:image/jpeg;base64,${JPEG_HEAD}` },
      { notification_settings: { digestTime: '23:59' } },
    ]) {
      expect(issuesOf(change)).toEqual([]);
    }
  });

  it.each([
    [{ name: 'n'.repeat(256) }, ['name']],
    [{ first_name: 'n'.repeat(256) }, ['first_name']],
    [{ last_name: 'n'.repeat(256) }, ['last_name']],
    [{ bio: 'b'.repeat(501) }, ['bio']],
    [{ notification_settings: { digestTime: '24:00' } }, ['notification_settings', 'digestTime']],
    [{ notification_settings: { digestTime: '8:00' } }, ['notification_settings', 'digestTime']],
    [
      { notification_settings: { emailFrequency: 'weekly' } },
      ['notification_settings', 'emailFrequency'],
    ],
    [
      { notification_settings: { notificationEmail: 'nope' } },
      ['notification_settings', 'notificationEmail'],
    ],
    [
      { notification_settings: { emailNotifications: 'yes' } },
      ['notification_settings', 'emailNotifications'],
    ],
    [{ notification_settings: { colour: 'red' } }, ['notification_settings']],
    [{ email: 'other@example.com' }, []],
    [{ theme: 'dark' }, []],
  ])('refuses %p at %p', (change, path) => {
    const issues = issuesOf(change);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(path);
  });

  it('turns a blank custom notification address into null', () => {
    expect(
      profileUpdateRequestSchema.parse({ notification_settings: { notificationEmail: '  ' } }),
    ).toEqual({ notification_settings: { notificationEmail: null } });
  });

  describe('avatar', () => {
    const avatarIssue = (avatar: string) => issuesOf({ avatar })[0]?.message;

    it('must be a JPEG or PNG data URL whose bytes are of that type', () => {
      expect(avatarIssue('https://example.com/me.png')).toBe('El archivo debe ser una imagen');
      expect(avatarIssue(`data:image/gif;base64,${PNG_1PX}`)).toBe(
        'El archivo debe ser una imagen',
      );
      expect(avatarIssue(`data:image/jpeg;base64,${PNG_1PX}`)).toBe(
        'El archivo debe ser una imagen',
      );
      expect(avatarIssue(`data:image/png;base64,${JPEG_HEAD}`)).toBe(
        'El archivo debe ser una imagen',
      );
      expect(avatarIssue('data:image/png;base64,not base64!')).toBe(
        'El archivo debe ser una imagen',
      );
      expect(avatarIssue('data:image/png;base64,')).toBe('El archivo debe ser una imagen');
    });

    it('may hold at most 2 MB of image', () => {
      const bytes = (size: number) => {
        const buffer = Buffer.alloc(size, 1);
        buffer.set([0xff, 0xd8, 0xff]);
        return `data:image/jpeg;base64,${buffer.toString('base64')}`;
      };
      expect(avatarIssue(bytes(AVATAR_MAX_BYTES))).toBeUndefined();
      expect(avatarIssue(bytes(AVATAR_MAX_BYTES + 1))).toBe('La imagen no puede superar los 2MB');
      expect(avatarIssue(`${bytes(AVATAR_MAX_BYTES)}AAAA`)).toBe(
        'La imagen no puede superar los 2MB',
      );
    });
  });
});

describe('userSyncRequestSchema', () => {
  it('accepts what the Firebase user gives, nulls included', () => {
    expect(
      userSyncRequestSchema.parse({
        uid: 'u1',
        email: ' ana@example.com ',
        displayName: null,
        photoURL: null,
      }),
    ).toEqual({ uid: 'u1', email: 'ana@example.com', displayName: null, photoURL: null });
  });

  it('needs a uid and a valid email', () => {
    const result = userSyncRequestSchema.safeParse({ email: 'nope' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path[0])).toEqual([
      'email',
      'uid',
    ]);
  });
});

describe('errorEnvelopeSchema', () => {
  it('knows the api error codes only', () => {
    expect(
      errorEnvelopeSchema.safeParse({ error: { code: 'TOKEN_EXPIRED', message: 'x' } }).success,
    ).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ error: { code: 'TEAPOT', message: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('normalizeProfile', () => {
  const canonical = {
    id: 'u1',
    email: 'ana@example.com',
    name: 'ana',
    first_name: 'Ana',
    last_name: 'García',
    avatar: null,
    bio: 'Hola',
    theme: 'light',
    language: 'es',
    notification_settings: { ...NOTIFICATION_SETTINGS_DEFAULTS, digestTime: '09:15' },
    lastLogin: '2026-01-02T03:04:05.000Z',
    emailVerified: true,
    subscriptionCount: 2,
    notificationCount: 7,
    lastNotification: null,
    instantNotificationsAvailable: true,
    notificationEmailVerified: true,
  };

  it('reads every envelope the api has used', () => {
    for (const raw of [
      canonical,
      { profile: canonical },
      { data: { profile: canonical } },
      { data: canonical },
    ]) {
      expect(normalizeProfile(raw)).toEqual(canonical);
    }
  });

  it('reads camelCase and snake_case variants', () => {
    expect(
      normalizeProfile({
        data: {
          profile: {
            id: 'u1',
            email: 'ana@example.com',
            name: 'ana',
            firstName: 'Ana',
            lastName: 'García',
            bio: 'Hola',
            notificationSettings: { digest_time: '09:15' },
            last_login: '2026-01-02T03:04:05Z',
            email_verified: true,
            subscription_count: '2',
            notification_count: 7,
            instant_notifications_available: true,
            notification_email_verified: true,
          },
        },
      }),
    ).toEqual(canonical);
  });

  it('fills defaults for missing or invalid fields', () => {
    const profile = normalizeProfile({
      id: 'u2',
      notification_settings: {
        digestTime: '99:99',
        emailFrequency: 'hourly',
        notificationEmail: 'x',
      },
      lastLogin: 'not a date',
      instantNotificationsAvailable: 'yes',
    });
    expect(profileSchema.parse(profile)).toEqual({
      id: 'u2',
      email: '',
      name: '',
      first_name: '',
      last_name: '',
      avatar: null,
      bio: '',
      theme: 'light',
      language: 'es',
      notification_settings: NOTIFICATION_SETTINGS_DEFAULTS,
      lastLogin: null,
      emailVerified: false,
      subscriptionCount: 0,
      notificationCount: 0,
      lastNotification: null,
      instantNotificationsAvailable: false,
      notificationEmailVerified: false,
    });
  });

  it("throws 'Profile data not found' when there is no profile", () => {
    for (const raw of [null, undefined, 'x', [], {}, { data: {} }, { data: { profile: null } }]) {
      expect(() => normalizeProfile(raw)).toThrow('Profile data not found');
    }
  });
});
