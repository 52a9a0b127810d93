import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { startEmailWorker, type EmailWorker } from '../features/email/email-worker';
import {
  BULLETIN_WATCH_INTERVAL_MS,
  startBulletinWatcher,
  type BulletinWatcher,
} from '../features/publications/watcher';
import type { MatchOptions } from '../features/matching/match-publications';
import { openAiCompatibleReranker } from '../features/matching/reranker';
import { registerProcessSubscriptionJob } from '../features/subscriptions/process-subscription';
import { defineJob, type JobLogger, type JobQueue } from './job-queue';
import { startPgBossJobQueue } from './pg-boss-queue';
import { every, type Schedule } from './schedule';

type NoPayload = Record<string, never>;

/** The bulletin watch's tick: fetch, store and match the due days of every source. */
export const INGEST_JOB = defineJob<NoPayload>({
  name: 'ingest',
  singleton: true,
  retryLimit: 0,
  expireInSeconds: 30 * 60,
});

/** One email cycle: compose the immediate emails and due digests, send the outbox. */
export const EMAIL_JOB = defineJob<NoPayload>({
  name: 'email',
  singleton: true,
  retryLimit: 0,
  expireInSeconds: 15 * 60,
});

export interface StartJobsOptions {
  database: DatabaseHandle;
  config: AppConfig;
  env: NodeJS.ProcessEnv;
  logger: JobLogger;
  /** Run jobs in this process (handlers, schedules), not only store them. */
  work: boolean;
  /** How often an idle worker looks for jobs stored by another process. */
  pollingIntervalSeconds?: number;
}

export interface RunningJobs {
  queue: JobQueue;
  /**
   * Stops scheduling and fetching, and waits for the jobs running here; one still running after
   * `timeoutMs` is failed, to be retried (by another process) while it has attempts left.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The job queue on the app's database and, in a process that works, the handlers of every job
 * ('Procesar Ahora' runs; the bulletin watch and email cycles when configured) and the schedules
 * of the periodic ones.
 */
export async function startJobs({
  database,
  config,
  env,
  logger,
  work,
  pollingIntervalSeconds,
}: StartJobsOptions): Promise<RunningJobs> {
  const queue = await startPgBossJobQueue({
    database,
    logger,
    supervise: work,
    ...(pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds }),
  });
  const schedules: Schedule[] = [];
  let emailWorker: EmailWorker | null = null;
  let watcher: BulletinWatcher | null = null;
  const stop = async (timeoutMs?: number) => {
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await queue.stop(timeoutMs);
    await emailWorker?.stop();
    await watcher?.stop();
  };
  if (!work) return { queue, stop };

  try {
    const askForEmail = () => {
      if (!emailWorker) return;
      queue
        .enqueue(EMAIL_JOB, {})
        .catch((error: unknown) => logger.warn({ err: error }, 'Email cycle not requested'));
    };
    const matching: MatchOptions = {
      reranker: config.reranker && openAiCompatibleReranker(config.reranker, logger),
    };
    if (config.reranker) logger.info({ url: config.reranker.url }, 'Borderline matches re-ranked');
    await registerProcessSubscriptionJob(queue, database.db, {
      afterRun: askForEmail,
      matching,
      logger,
    });

    const smtpUrl = config.smtp.url;
    if (config.email.worker && smtpUrl) {
      const worker = await startEmailWorker(
        {
          db: database.db,
          email: config.email,
          smtpUrl,
          instantAllowlist: config.instantNotificationsAllowlist,
          logger,
        },
        null,
      );
      emailWorker = worker;
      await queue.handle(EMAIL_JOB, () => worker.tick());
      schedules.push(every(queue, EMAIL_JOB, {}, config.email.workerIntervalMs, logger));
      logger.info(
        { smtp: new URL(smtpUrl).host, from: config.email.from },
        'Sending email notifications',
      );
    } else if (config.email.worker) {
      logger.warn({}, 'No SMTP_URL: email notifications are not sent');
    }

    if (config.bulletinWatch) {
      const bulletins = startBulletinWatcher({
        db: database.db,
        env,
        logger,
        intervalMs: null,
        afterMatching: askForEmail,
        matching,
      });
      watcher = bulletins;
      await queue.handle(INGEST_JOB, () => bulletins.tick());
      schedules.push(every(queue, INGEST_JOB, {}, BULLETIN_WATCH_INTERVAL_MS, logger));
      logger.info({}, 'Watching BOE and DOGA for new bulletins');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { queue, stop };
}
