import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the links in emails (`<uid, base64url>.<expiry, unix seconds>.<signature>`): they name
 * an account and an expiry, and are signed together with what they are `bound` to (the address,
 * a version), which is not in the token: the server checks it against the account as it is now,
 * so a link stops working when the address or version changes, or when it expires.
 */
export interface LinkToken {
  uid: string;
  expiresAt: Date;
  signature: string;
}

function sign(secret: string, purpose: string, uid: string, expiry: number, bound: string[]) {
  return createHmac('sha256', secret)
    .update([purpose, uid, String(expiry), ...bound].join('\n'))
    .digest('base64url');
}

export function makeLinkToken(
  secret: string,
  purpose: string,
  uid: string,
  bound: string[],
  expiresAt: Date,
): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const encodedUid = Buffer.from(uid, 'utf8').toString('base64url');
  return `${encodedUid}.${expiry}.${sign(secret, purpose, uid, expiry, bound)}`;
}

/** The token's parts, or null when it is not shaped like one. Nothing is verified yet. */
export function readLinkToken(token: string): LinkToken | null {
  const [encodedUid, expiry, signature, ...rest] = token.split('.');
  if (!encodedUid || !expiry || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiry)) {
    return null;
  }
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (uid === '' || Buffer.from(uid, 'utf8').toString('base64url') !== encodedUid) return null;
  return { uid, expiresAt: new Date(Number(expiry) * 1000), signature };
}

/** Whether `token` was made with `secret` for `purpose` and what it is bound to now. */
export function linkTokenMatches(
  secret: string,
  purpose: string,
  token: LinkToken,
  bound: string[],
): boolean {
  const expiry = Math.floor(token.expiresAt.getTime() / 1000);
  const expected = Buffer.from(sign(secret, purpose, token.uid, expiry, bound));
  const actual = Buffer.from(token.signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
