import {
  checkUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
  unsubscribeToken,
  unsubscribeTokenAccount,
  unsubscribeUrl,
} from './unsubscribe-link';

const SECRET = 'test-secret-of-enough-length';
const ANA = { uid: 'uid-Ana_1', address: 'ana@example.com', version: 0 };
const NOW = new Date('2026-11-01T10:00:00Z');
const DAY = 24 * 60 * 60_000;

describe('unsubscribe links', () => {
  it('name the account they were made for, and work for it as it is', () => {
    const token = unsubscribeToken(SECRET, ANA, NOW);
    expect(unsubscribeTokenAccount(token)).toBe('uid-Ana_1');
    expect(checkUnsubscribeToken(SECRET, token, ANA, NOW)).toBe('valid');
    expect(checkUnsubscribeToken(SECRET, token, { ...ANA, address: 'ANA@example.com' }, NOW)).toBe(
      'valid',
    );
  });

  it('stop working when the address changes or email is turned back on (a new version)', () => {
    const token = unsubscribeToken(SECRET, ANA, NOW);
    expect(checkUnsubscribeToken(SECRET, token, { ...ANA, address: 'otra@example.com' }, NOW)).toBe(
      'invalid',
    );
    expect(checkUnsubscribeToken(SECRET, token, { ...ANA, version: 1 }, NOW)).toBe('invalid');
  });

  it(`expire ${UNSUBSCRIBE_LINK_DAYS} days after their email was composed`, () => {
    const token = unsubscribeToken(SECRET, ANA, NOW);
    const later = (days: number) => new Date(NOW.getTime() + days * DAY);
    expect(checkUnsubscribeToken(SECRET, token, ANA, later(UNSUBSCRIBE_LINK_DAYS - 1))).toBe(
      'valid',
    );
    expect(checkUnsubscribeToken(SECRET, token, ANA, later(UNSUBSCRIBE_LINK_DAYS + 1))).toBe(
      'expired',
    );
  });

  it('are refused when made with another secret, for another account, changed, or cut', () => {
    const token = unsubscribeToken(SECRET, ANA, NOW);
    const [uid, expiry, signature] = token.split('.') as [string, string, string];
    expect(checkUnsubscribeToken('another-secret-entirely', token, ANA, NOW)).toBe('invalid');
    const luis = Buffer.from('uid-luis').toString('base64url');
    expect(
      checkUnsubscribeToken(
        SECRET,
        `${luis}.${expiry}.${signature}`,
        { ...ANA, uid: 'uid-luis' },
        NOW,
      ),
    ).toBe('invalid');
    const longer = String(Number(expiry) + 10 * 365 * 86_400);
    expect(checkUnsubscribeToken(SECRET, `${uid}.${longer}.${signature}`, ANA, NOW)).toBe(
      'invalid',
    );
    expect(checkUnsubscribeToken(SECRET, `${uid}.${expiry}.${signature.slice(1)}`, ANA, NOW)).toBe(
      'invalid',
    );
    expect(checkUnsubscribeToken(SECRET, `${uid}.${expiry}`, ANA, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, `${token}.extra`, ANA, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, '', ANA, NOW)).toBe('invalid');
    expect(unsubscribeTokenAccount('not a token')).toBeNull();
  });

  it('point at the api', () => {
    expect(unsubscribeUrl('https://api.example.org', SECRET, ANA, NOW)).toBe(
      `https://api.example.org/api/v1/email/unsubscribe?token=${unsubscribeToken(SECRET, ANA, NOW)}`,
    );
  });
});
