import { and, count, eq, gte } from 'drizzle-orm';
import type { EmailConfig } from '../../config';
import type { Database } from '../../db/client';
import { emailOutbox, type UserRow } from '../../db/schema';
import { emailLinkSecret } from './link-secret';
import { linkTokenMatches, makeLinkToken, readLinkToken } from './link-token';
import { renderAddressVerificationEmail } from './render-email';

const PURPOSE = 'vigia:verify-address:v1';
/** A verification link works this long. */
export const VERIFICATION_LINK_DAYS = 7;
/** Verification emails one account may cause in an hour, however it asks (save or resend). */
export const VERIFICATION_EMAILS_PER_HOUR = 5;
const DAY_MS = 24 * 60 * 60_000;

export function verificationUrl(
  email: EmailConfig,
  uid: string,
  address: string,
  now = new Date(),
): string {
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_DAYS * DAY_MS);
  const token = makeLinkToken(
    emailLinkSecret(email),
    PURPOSE,
    uid,
    [address.toLowerCase()],
    expiresAt,
  );
  return `${email.apiUrl}/api/v1/email/verify?token=${encodeURIComponent(token)}`;
}

/** The account a token names, or null if malformed. */
export function verificationTokenAccount(token: string): string | null {
  return readLinkToken(token)?.uid ?? null;
}

/**
 * 'valid' when the token was made for this account and this address (the custom address it has
 * now: a link for an address since replaced is 'invalid'), 'expired' when too old.
 */
export function checkVerificationToken(
  secret: string,
  token: string,
  current: { uid: string; address: string },
  now = new Date(),
): 'valid' | 'expired' | 'invalid' {
  const read = readLinkToken(token);
  if (!read || read.uid !== current.uid) return 'invalid';
  if (!linkTokenMatches(secret, PURPOSE, read, [current.address.toLowerCase()])) return 'invalid';
  return read.expiresAt.getTime() < now.getTime() ? 'expired' : 'valid';
}

/** Whether the account may cause another verification email now (VERIFICATION_EMAILS_PER_HOUR). */
export async function mayQueueAddressVerification(
  db: Database,
  uid: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.userId, uid),
        eq(emailOutbox.kind, 'verification'),
        gte(emailOutbox.createdAt, new Date(now.getTime() - 60 * 60_000)),
      ),
    );
  return (row?.total ?? 0) < VERIFICATION_EMAILS_PER_HOUR;
}

/**
 * Queues the email with the verification link of `address` (the user's custom notification
 * address), sent by the email job like any other. It goes out whatever the notification
 * settings: the user asked for it.
 */
export async function queueAddressVerification(
  db: Database,
  email: EmailConfig,
  user: Pick<UserRow, 'id' | 'name' | 'firstName'>,
  address: string,
  now = new Date(),
): Promise<void> {
  const rendered = renderAddressVerificationEmail(
    user.firstName || user.name,
    address,
    verificationUrl(email, user.id, address, now),
    VERIFICATION_LINK_DAYS,
  );
  await db.insert(emailOutbox).values({
    userId: user.id,
    kind: 'verification',
    toAddress: address,
    status: 'pending',
    nextAttemptAt: now,
    ...rendered,
  });
}
