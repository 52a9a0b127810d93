import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'vigia:unsubscribe:v1';

function signature(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${uid}`).digest('base64url');
}

/** A token that names the account and proves Vigía made it: `<uid, base64url>.<signature>`. */
export function unsubscribeToken(secret: string, uid: string): string {
  return `${Buffer.from(uid, 'utf8').toString('base64url')}.${signature(secret, uid)}`;
}

/** The account a token was made for, or null when it was not made with `secret`. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedUid, given, ...rest] = token.split('.');
  if (!encodedUid || !given || rest.length > 0) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (uid === '' || Buffer.from(uid, 'utf8').toString('base64url') !== encodedUid) return null;
  const expected = Buffer.from(signature(secret, uid));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? uid : null;
}

/** The link in every email's List-Unsubscribe header and footer. */
export function unsubscribeUrl(apiUrl: string, secret: string, uid: string): string {
  return `${apiUrl}/api/v1/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, uid))}`;
}
