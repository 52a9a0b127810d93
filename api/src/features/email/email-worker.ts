import net from 'node:net';
import nodemailer from 'nodemailer';
import type { AppConfig, EmailConfig } from '../../config';
import type { Database } from '../../db/client';
import { queueDueDigests, queueImmediateEmails } from './compose-emails';
import {
  DELIVERY_CONCURRENCY,
  deliverDueEmails,
  recoverInterruptedDeliveries,
  type MailTransport,
} from './deliver-emails';
import { openDeliveryJournal, type DeliveryJournal } from './delivery-journal';

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

function flag(url: URL, name: string): boolean | undefined {
  const value = url.searchParams.get(name);
  return value === null ? undefined : value === 'true';
}

/**
 * The SMTP transport of `smtpUrl` (`smtp[s]://[user:pass@]host[:port][?pool=false&maxConnections=N
 * &requireTLS=true&ignoreTLS=true]`): pooled, on sockets without Nagle's delay, which otherwise
 * holds each message's final dot for a delayed ACK (about 40 ms a message).
 */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname;
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const connect = (
    _options: unknown,
    callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
  ) => {
    const socket = net.connect({ host, port, noDelay: true });
    const onError = (error: Error) => callback(error);
    socket.once('error', onError);
    socket.once('connect', () => {
      socket.off('error', onError);
      callback(null, { connection: socket });
    });
  };
  const options = {
    host,
    port,
    secure,
    pool: flag(url, 'pool') ?? true,
    maxConnections: Number(url.searchParams.get('maxConnections') ?? DELIVERY_CONCURRENCY),
    requireTLS: flag(url, 'requireTLS'),
    ignoreTLS: flag(url, 'ignoreTLS'),
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    getSocket: connect,
  };
  return nodemailer.createTransport(options);
}

export interface EmailCycleContext {
  db: Database;
  email: EmailConfig;
  instantAllowlist: readonly string[];
  transport: MailTransport;
  journal: DeliveryJournal;
  /** The name its claims and journal go by (unique per running process). */
  workerId: string;
  now?: () => Date;
}

export interface EmailCycleOutcome {
  recovered: { markedSent: number; requeued: number };
  immediate: number;
  digests: number;
  sent: number;
}

/**
 * One round of email: settles deliveries a crash interrupted, composes the immediate emails and
 * the digests due now, and sends whatever the outbox holds.
 */
export async function runEmailCycle(context: EmailCycleContext): Promise<EmailCycleOutcome> {
  const { db, journal, workerId } = context;
  const now = context.now ?? (() => new Date());
  const compose = { email: context.email, instantAllowlist: context.instantAllowlist };
  const recovered = await recoverInterruptedDeliveries({ db, journal, workerId, now });
  const immediate = await queueImmediateEmails(db, compose, now());
  const digests = await queueDueDigests(db, compose, now());
  const sent = await deliverDueEmails({
    db,
    transport: context.transport,
    journal,
    workerId,
    from: context.email.from,
    now,
  });
  return { recovered, immediate, digests, sent };
}

/**
 * Email in the background: a cycle on every tick and whenever asked (after a processing run, a
 * bulletin stored). Errors are logged and the next tick tries again. With `intervalMs` null,
 * cycles run only when asked (by the scheduled job).
 */
export async function startEmailWorker(
  options: EmailWorkerOptions,
  intervalMs: number | null = options.email.workerIntervalMs,
): Promise<EmailWorker> {
  const { email, logger } = options;
  const transport = smtpTransport(options.smtpUrl);
  const journal = await openDeliveryJournal(email.journalDir, email.workerId);
  const cycle = { ...options, transport, journal, workerId: email.workerId };

  const work = async () => {
    const { recovered, immediate, digests, sent } = await runEmailCycle(cycle);
    if (recovered.markedSent + recovered.requeued > 0) {
      logger.warn(recovered, 'Interrupted email deliveries settled');
    }
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
  const timer = intervalMs === null ? null : setInterval(() => void tick(), intervalMs);
  if (timer) {
    timer.unref();
    void tick();
  }
  return {
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      await queued;
      transport.close();
    },
  };
}

/**
 * One cycle outside the worker, for operators (`pnpm vigia send-emails`): under its own name, so
 * that it never settles a running worker's deliveries as interrupted.
 */
export async function sendEmailsNow(
  db: Database,
  config: Pick<AppConfig, 'email' | 'smtp' | 'instantNotificationsAllowlist'>,
  at?: Date,
): Promise<EmailCycleOutcome> {
  if (!config.smtp.url) throw new Error('No SMTP_URL: there is nowhere to send email to');
  const workerId = `${config.email.workerId}-once-${process.pid}`;
  const transport = smtpTransport(config.smtp.url);
  try {
    return await runEmailCycle({
      db,
      email: config.email,
      instantAllowlist: config.instantNotificationsAllowlist,
      transport,
      journal: await openDeliveryJournal(config.email.journalDir, workerId),
      workerId,
      ...(at ? { now: () => at } : {}),
    });
  } finally {
    transport.close();
  }
}
