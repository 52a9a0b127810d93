import { linkTokenMatches, makeLinkToken, readLinkToken } from './link-token';

const PURPOSE = 'vigia:unsubscribe:v2';
/** An unsubscribe link works this long after its email was composed. */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

/**
 * What an unsubscribe link is bound to: the address its email went to, and the account's
 * email-link version, raised when email notifications are turned back on.
 */
export interface UnsubscribeBinding {
  uid: string;
  address: string;
  version: number;
}

function bound({ address, version }: Omit<UnsubscribeBinding, 'uid'>): string[] {
  return [address.toLowerCase(), String(version)];
}

export function unsubscribeToken(
  secret: string,
  binding: UnsubscribeBinding,
  now = new Date(),
): string {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS);
  return makeLinkToken(secret, PURPOSE, binding.uid, bound(binding), expiresAt);
}

/** The account a token names (to look up what it must be bound to), or null if malformed. */
export function unsubscribeTokenAccount(token: string): string | null {
  return readLinkToken(token)?.uid ?? null;
}

/** 'valid', 'expired' (signed for this account as it is, but too old), or 'invalid'. */
export function checkUnsubscribeToken(
  secret: string,
  token: string,
  current: UnsubscribeBinding,
  now = new Date(),
): 'valid' | 'expired' | 'invalid' {
  const read = readLinkToken(token);
  if (!read || read.uid !== current.uid) return 'invalid';
  if (!linkTokenMatches(secret, PURPOSE, read, bound(current))) return 'invalid';
  return read.expiresAt.getTime() < now.getTime() ? 'expired' : 'valid';
}

/** The link in every email's List-Unsubscribe header and footer. */
export function unsubscribeUrl(
  apiUrl: string,
  secret: string,
  binding: UnsubscribeBinding,
  now = new Date(),
): string {
  const token = unsubscribeToken(secret, binding, now);
  return `${apiUrl}/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`;
}
