import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { EnqueueOptions, JobDefinition, JobHandler, JobLogger, JobQueue } from './job-queue';

export interface PgBossJobQueue extends JobQueue {
  /** Stops fetching, waits for the jobs running here (up to `timeoutMs`), and lets go. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface PgBossJobQueueOptions {
  database: DatabaseHandle;
  logger: JobLogger;
  /** Run pg-boss's maintenance here (expiring lost jobs, archiving): in processes that work. */
  supervise: boolean;
  /** How often an idle worker looks for jobs created by another process. */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue on pg-boss 10, in the app's own database (PostgreSQL, or the embedded database's
 * process), through a small pool of its own. Jobs are rows in the `pgboss` schema, so a job
 * stored and not finished is run by whichever process works its queue next.
 */
export async function startPgBossJobQueue({
  database,
  logger,
  supervise,
  pollingIntervalSeconds = 2,
}: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
  const boss = new PgBoss({
    connectionString: database.url,
    max: 4,
    application_name: 'vigia-jobs',
    schedule: false,
    supervise,
    pollingIntervalSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (job: JobDefinition<object>): Promise<void> => {
    let created = queues.get(job.name);
    if (!created) {
      created = boss.createQueue(job.name, {
        name: job.name,
        // stately: one job active and one waiting at most, across every process.
        policy: job.singleton ? 'stately' : 'standard',
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds ?? 0,
        expireInSeconds: job.expireInSeconds,
      });
      queues.set(job.name, created);
      created.catch(() => queues.delete(job.name));
    }
    return created;
  };
  const workers = new Map<string, string>();

  return {
    async handle<P extends object>(job: JobDefinition<P>, handler: JobHandler<P>) {
      if (workers.has(job.name)) throw new Error(`Job ${job.name} already has a handler`);
      workers.set(job.name, '');
      try {
        await ensureQueue(job);
        const id = await boss.work<P>(job.name, { batchSize: 1 }, async ([pending]) => {
          if (!pending) return;
          try {
            await handler(pending.data);
          } catch (error) {
            logger.error({ err: error, job: job.name, id: pending.id }, 'Job failed');
            throw error;
          } finally {
            // More may be waiting: look at once, not after the rest of the polling interval
            // (a queue of 'Procesar Ahora' runs would otherwise run one per interval).
            const worker = workers.get(job.name);
            if (worker) boss.notifyWorker(worker);
          }
        });
        workers.set(job.name, id);
      } catch (error) {
        workers.delete(job.name);
        throw error;
      }
    },
    async enqueue<P extends object>(
      job: JobDefinition<P>,
      payload: P,
      options: EnqueueOptions = {},
    ) {
      await ensureQueue(job);
      await boss.send(
        job.name,
        payload,
        options.throttleSeconds ? { singletonSeconds: options.throttleSeconds } : {},
      );
      const worker = workers.get(job.name);
      if (worker) boss.notifyWorker(worker);
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
