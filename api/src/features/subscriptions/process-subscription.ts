import type { Database } from '../../db/client';
import type { ProcessingRow } from '../../db/schema';
import { defineJob, type JobLogger, type JobQueue } from '../../jobs/job-queue';
import { matchPublications, type MatchOptions } from '../matching/match-publications';
import { addDays, madridClock } from '../publications/calendar';
import { finishRun, markRunProcessing } from './repository';

export interface ProcessSubscriptionPayload {
  runId: string;
}

/** 'Procesar Ahora': a run of one subscription, retried if it fails or its process dies. */
export const PROCESS_SUBSCRIPTION_JOB = defineJob<ProcessSubscriptionPayload>({
  name: 'process-now',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 5 * 60,
});

/** A run looks back this many days of stored publications (a new subscription's first run too). */
export const LOOKBACK_DAYS = 7;

/** The bulletins' calendar day (Europe/Madrid) of an instant, as YYYY-MM-DD. */
export function madridDay(instant = new Date()): string {
  return madridClock(instant).day;
}

/** The first day a run looks at: `LOOKBACK_DAYS` back from today in Madrid, today included. */
export function lookbackStart(now = new Date()): string {
  return addDays(madridDay(now), -(LOOKBACK_DAYS - 1));
}

/**
 * A run that has not finished this long after it was asked for never will: every attempt of its
 * job has had the time to run, expire and be retried (a job whose process died is expired by
 * the queue's maintenance, every 2 minutes), so no worker runs or each attempt crashes it.
 */
export const RUN_TIMEOUT_MS = 30 * 60_000;
export const RUN_TIMED_OUT_ERROR =
  'El procesamiento no terminó: se interrumpió antes de acabar. Vuelve a procesarla.';
/** What a user reads of a run that failed; why it failed goes to the log, never to them. */
export const RUN_FAILED_ERROR =
  'No se pudo completar el procesamiento por un error interno. Vuelve a intentarlo más tarde.';

/** The run as it stands: a lost one is recorded as failed, so that nobody waits for it. */
export async function settleLostRun(
  db: Database,
  run: ProcessingRow | undefined,
  now = Date.now(),
): Promise<ProcessingRow | undefined> {
  if (!run || (run.status !== 'pending' && run.status !== 'processing')) return run;
  if (now - run.createdAt.getTime() < RUN_TIMEOUT_MS) return run;
  return finishRun(db, run, { status: 'failed', error: RUN_TIMED_OUT_ERROR });
}

export interface ProcessSubscriptionJobOptions {
  /** Called after every run, finished or failed. */
  afterRun?: () => void;
  matching?: MatchOptions;
  logger: JobLogger;
}

export function registerProcessSubscriptionJob(
  queue: JobQueue,
  db: Database,
  { afterRun, matching = {}, logger }: ProcessSubscriptionJobOptions,
): Promise<void> {
  return queue.handle(PROCESS_SUBSCRIPTION_JOB, async ({ runId }) => {
    const run = await markRunProcessing(db, runId);
    if (!run) return; // the subscription was deleted meanwhile, or the run already settled
    try {
      const since = lookbackStart();
      const result = await matchPublications(
        db,
        { subscriptionId: run.subscriptionId, since },
        matching,
      );
      await finishRun(db, run, { status: 'completed', metadata: { ...result, since } });
    } catch (error) {
      // The error may quote SQL ('Failed query: insert into match_scores …'): only the log says it.
      logger.error(
        { err: error, runId, subscriptionId: run.subscriptionId },
        'Processing run failed',
      );
      await finishRun(db, run, { status: 'failed', error: RUN_FAILED_ERROR });
    }
    afterRun?.();
  });
}
