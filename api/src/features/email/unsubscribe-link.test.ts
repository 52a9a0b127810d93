import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-link';

const SECRET = 'test-secret-of-enough-length';

describe('unsubscribe links', () => {
  it('name the account they were made for', () => {
    const token = unsubscribeToken(SECRET, 'uid-Ana_1');
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('uid-Ana_1');
  });

  it('are refused when made with another secret, changed, or cut', () => {
    const token = unsubscribeToken(SECRET, 'uid-ana');
    const [uid, signature] = token.split('.') as [string, string];
    expect(verifyUnsubscribeToken('another-secret-entirely', token)).toBeNull();
    const otherUid = Buffer.from('uid-luis').toString('base64url');
    expect(verifyUnsubscribeToken(SECRET, `${otherUid}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${uid}.${signature.slice(1)}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, uid)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token}.extra`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('point at the api', () => {
    expect(unsubscribeUrl('https://api.example.org', SECRET, 'uid-ana')).toBe(
      `https://api.example.org/api/v1/email/unsubscribe?token=${unsubscribeToken(SECRET, 'uid-ana')}`,
    );
  });
});
