import type { JobDefinition, JobLogger, JobQueue } from './job-queue';

export interface Schedule {
  /** No more asking; resolves once the last ask has been stored. */
  stop(): Promise<void>;
}

/**
 * Asks for `job` now and every `intervalMs`. Every working process keeps such a timer; the ask is
 * throttled in the database to one job per interval, so however many processes ask, one job
 * runs each interval (a singleton job never overlaps another either).
 */
export function every<P extends object>(
  queue: JobQueue,
  job: JobDefinition<P>,
  payload: P,
  intervalMs: number,
  logger: JobLogger,
): Schedule {
  const throttleSeconds = Math.max(1, Math.floor(intervalMs / 1000));
  let asking: Promise<void> = Promise.resolve();
  const ask = () => {
    asking = queue
      .enqueue(job, payload, { throttleSeconds })
      .catch((error: unknown) => logger.warn({ err: error, job: job.name }, 'Job not scheduled'));
  };
  const timer = setInterval(ask, intervalMs);
  timer.unref();
  ask();
  return {
    async stop() {
      clearInterval(timer);
      await asking;
    },
  };
}
