// The api validates with these @vigia/shared schemas; their rules are pinned here.
import {
  AVATAR_MAX_BYTES,
  errorEnvelopeSchema,
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
      { firstName: 'Ana' },
      { lastName: 'García' },
      { bio: 'b'.repeat(500) },
      { avatar: null },
      { avatar: `data:image/png;base64,${PNG_1PX}` },
      { avatar: `data:image/jpeg;base64,${JPEG_HEAD}` },
      { notificationSettings: { digestTime: '23:59' } },
    ]) {
      expect(issuesOf(change)).toEqual([]);
    }
  });

  it.each([
    [{ name: 'n'.repeat(256) }, ['name']],
    [{ firstName: 'n'.repeat(256) }, ['firstName']],
    [{ lastName: 'n'.repeat(256) }, ['lastName']],
    [{ bio: 'b'.repeat(501) }, ['bio']],
    [{ notificationSettings: { digestTime: '24:00' } }, ['notificationSettings', 'digestTime']],
    [{ notificationSettings: { digestTime: '8:00' } }, ['notificationSettings', 'digestTime']],
    [
      { notificationSettings: { emailFrequency: 'weekly' } },
      ['notificationSettings', 'emailFrequency'],
    ],
    [
      { notificationSettings: { notificationEmail: 'nope' } },
      ['notificationSettings', 'notificationEmail'],
    ],
    [
      { notificationSettings: { emailNotifications: 'yes' } },
      ['notificationSettings', 'emailNotifications'],
    ],
    [{ notificationSettings: { colour: 'red' } }, ['notificationSettings']],
    [{ email: 'other@example.com' }, []],
    [{ theme: 'dark' }, []],
  ])('refuses %p at %p', (change, path) => {
    const issues = issuesOf(change);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(path);
  });

  it('turns a blank custom notification address into null', () => {
    expect(
      profileUpdateRequestSchema.parse({ notificationSettings: { notificationEmail: '  ' } }),
    ).toEqual({ notificationSettings: { notificationEmail: null } });
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
