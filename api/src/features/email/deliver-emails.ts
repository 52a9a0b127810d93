import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema';
import type { DeliveryJournal } from './delivery-journal';

/** The part of a nodemailer transport delivery uses. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers: Record<string, string>;
  }): Promise<{ response?: string }>;
}

export interface DeliveryContext {
  db: Database;
  transport: MailTransport;
  journal: DeliveryJournal;
  workerId: string;
  from: string;
  now?: () => Date;
  /** Emails sent at the same time (default DELIVERY_CONCURRENCY). */
  concurrency?: number;
}

/** Waits before the attempt after the n-th failed one (minutes); then it gives up. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240, 720];
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** A 'sending' row claimed by another worker this long ago is taken back: that worker is gone. */
export const CLAIM_LEASE_MS = 15 * 60_000;
const BATCH_SIZE = 200;
/** Emails in flight at once, and the SMTP connections they use. */
export const DELIVERY_CONCURRENCY = 8;

/** Message-IDs are stable, so that a receiving server can tell a repeat from a new email. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vigia.local';
  return `<${outboxId}@${domain}>`;
}

/** The outbox row an email of `messageIdOf` was sent for, or null for any other Message-ID. */
export function outboxIdOfMessageId(messageId: string | null): string | null {
  return (
    /^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^>]+>$/i
      .exec(messageId ?? '')?.[1]
      ?.toLowerCase() ?? null
  );
}

/** SMTP 5xx answers are final; network errors and 4xx answers are worth another try. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function claimDue(context: DeliveryContext, now: Date): Promise<EmailOutboxRow[]> {
  const { db, workerId } = context;
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      claimedBy: workerId,
      claimedAt: now,
    })
    .where(
      inArray(
        emailOutbox.id,
        sql`(select ${emailOutbox.id} from ${emailOutbox} where ${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz order by ${emailOutbox.nextAttemptAt} limit ${BATCH_SIZE} for update skip locked)`,
      ),
    )
    .returning();
}

async function deliverOne(
  context: DeliveryContext,
  row: EmailOutboxRow,
  now: Date,
): Promise<boolean> {
  const { db, transport, journal, from } = context;
  let response: string | undefined;
  try {
    ({ response } = await transport.sendMail({
      from,
      to: row.toAddress ?? '',
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: messageIdOf(row.id, from),
      headers: row.headers,
    }));
  } catch (error) {
    const giveUp = isPermanent(error) || row.attempts >= MAX_ATTEMPTS;
    const delayMinutes = RETRY_DELAYS_MINUTES[row.attempts - 1] ?? 0;
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: errorText(error),
        nextAttemptAt: new Date(now.getTime() + delayMinutes * 60_000),
        claimedBy: null,
        claimedAt: null,
      })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
  // Accepted. From here on a failure must not lead to sending it again: if the journal cannot be
  // written, this throws and the row stays 'sending' until the worker recovers.
  await journal.record(row.id);
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: response ?? null })
    .where(eq(emailOutbox.id, row.id));
  return true;
}

/**
 * Sends every pending email whose time has come, a few at a time. Returns how many the SMTP
 * server accepted. Failures are retried with back-off up to MAX_ATTEMPTS; 5xx answers are final.
 */
export async function deliverDueEmails(context: DeliveryContext): Promise<number> {
  const now = context.now ?? (() => new Date());
  const concurrency = context.concurrency ?? DELIVERY_CONCURRENCY;
  let sent = 0;
  for (;;) {
    const at = now();
    const rows = await claimDue(context, at);
    if (rows.length === 0) return sent;
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        if (await deliverOne(context, row, at)) sent += 1;
      }
    });
    await Promise.all(lanes);
  }
}

/**
 * Settles what a crash left 'sending': this worker's rows in its journal were accepted and are
 * marked sent; its others were not and go back to pending. Another worker's rows claimed longer
 * than CLAIM_LEASE_MS ago go back to pending too (that worker's journal is out of reach, so such
 * an email may go out twice: at least once, never lost). Then the journal is cleared.
 */
export async function recoverInterruptedDeliveries(
  context: Pick<DeliveryContext, 'db' | 'journal' | 'workerId' | 'now'>,
): Promise<{ markedSent: number; requeued: number }> {
  const { db, journal, workerId } = context;
  const now = (context.now ?? (() => new Date()))();
  const accepted = [...(await journal.recorded())];
  const markedSent =
    accepted.length === 0
      ? []
      : await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: now })
          .where(
            and(
              eq(emailOutbox.status, 'sending'),
              eq(emailOutbox.claimedBy, workerId),
              inArray(emailOutbox.id, accepted),
            ),
          )
          .returning({ id: emailOutbox.id });
  const requeued = await db
    .update(emailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(emailOutbox.status, 'sending'),
        or(
          eq(emailOutbox.claimedBy, workerId),
          lt(emailOutbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .returning({ id: emailOutbox.id });
  await journal.clear();
  return { markedSent: markedSent.length, requeued: requeued.length };
}
