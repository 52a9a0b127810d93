import type { PGlite } from '@electric-sql/pglite';
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

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves once every statement started so far has finished. */
  settled(): Promise<void>;
}

/**
 * pg-boss's `db` over PGlite's one connection. A parameterised statement goes through `query`.
 * pg-boss's unparameterised SQL may be several statements with their own BEGIN … COMMIT: run
 * with `exec` inside a PGlite transaction, which holds the connection throughout and rolls back
 * on an error (a failed script would otherwise leave the connection in an aborted transaction
 * for the app's next query).
 */
export function pgliteSqlExecutor(client: PGlite): SqlExecutor {
  const running = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.transaction((tx) => tx.exec(text));
    return results.at(-1) ?? { rows: [] };
  };
  return {
    executeSql(text, values) {
      const statement = run(text, values);
      const tracked: Promise<void> = statement.then(
        () => void running.delete(tracked),
        () => void running.delete(tracked),
      );
      running.add(tracked);
      return statement;
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/**
 * The job queue on pg-boss 10, in the app's own database: PostgreSQL through a small pool of
 * its own, PGlite through the app's connection. Jobs are rows in the `pgboss` schema, so a job
 * stored and not finished is run by whichever process works its queue next.
 */
export async function startPgBossJobQueue({
  database,
  logger,
  supervise,
  pollingIntervalSeconds = 2,
}: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
  let executor: SqlExecutor | null = null;
  let connection: PgBoss.DatabaseOptions;
  if (database.kind === 'pglite') {
    executor = pgliteSqlExecutor(database.pglite);
    connection = { db: executor };
  } else {
    connection = { connectionString: database.url, max: 4, application_name: 'vigia-jobs' };
  }
  const boss = new PgBoss({
    ...connection,
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
      await executor?.settled();
    },
  };
}
