import nodemailer from 'nodemailer';
import type { EmailConfig } from '../../config';
import type { Database } from '../../db/client';
import { queueDueDigests, queueImmediateEmails } from './compose-emails';
import {
  deliverDueEmails,
  recoverInterruptedDeliveries,
  type MailTransport,
} from './deliver-emails';
import { openDeliveryJournal } from './delivery-journal';

export interface EmailWorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface EmailWorkerOptions {
  db: Database;
  email: EmailConfig;
  smtpUrl: string;
  instantAllowlist: readonly string[];
  logger: EmailWorkerLogger;
  now?: () => Date;
}

export interface EmailWorker {
  /** Composes and sends what is due now; resolves when done (ticks never overlap; one asked for
   * during a tick runs after it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** A pooled SMTP transport for `smtpUrl` (its query may set nodemailer options). */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '4');
  return nodemailer.createTransport(url.toString());
}

/**
 * Email in the background: on every tick it settles deliveries a crash interrupted, composes the
 * immediate emails and the digests now due, and sends whatever the outbox holds. Errors are
 * logged and the next tick tries again.
 */
export async function startEmailWorker(
  options: EmailWorkerOptions,
  intervalMs = options.email.workerIntervalMs,
): Promise<EmailWorker> {
  const { db, email, logger } = options;
  const now = options.now ?? (() => new Date());
  const transport = smtpTransport(options.smtpUrl);
  const journal = await openDeliveryJournal(email.journalDir, email.workerId);
  const context = { email, instantAllowlist: options.instantAllowlist };

  const work = async () => {
    const recovered = await recoverInterruptedDeliveries({
      db,
      journal,
      workerId: email.workerId,
      now,
    });
    if (recovered.markedSent + recovered.requeued > 0) {
      logger.warn(recovered, 'Interrupted email deliveries settled');
    }
    const immediate = await queueImmediateEmails(db, context, now());
    const digests = await queueDueDigests(db, context, now());
    const sent = await deliverDueEmails({
      db,
      transport,
      journal,
      workerId: email.workerId,
      from: email.from,
      now,
    });
    if (immediate + digests + sent > 0) logger.info({ immediate, digests, sent }, 'Email');
  };

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (running) {
      // Asked while busy: once more afterwards, for what arrived meanwhile.
      queued ??= running.then(() => {
        queued = null;
        return tick();
      });
      return queued;
    }
    running = work()
      .catch((error: unknown) => logger.warn({ err: error }, 'Email worker failed; will try again'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
