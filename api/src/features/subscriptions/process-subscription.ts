import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { ProcessingRow } from '../../db/schema';
import { matchPublications } from '../matching/match-publications';
import { addDays, madridClock } from '../publications/calendar';
import { finishRun, markRunProcessing } from './repository';

export const PROCESS_SUBSCRIPTION_JOB = 'process-subscription';

export interface ProcessSubscriptionPayload {
  runId: string;
}

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
 * A run that has not finished this long after it was asked for never will: its job was lost (the
 * in-process queue does not survive a restart of the api).
 */
export const RUN_TIMEOUT_MS = 10 * 60_000;
export const RUN_TIMED_OUT_ERROR =
  'El procesamiento no terminó: se interrumpió antes de acabar. Vuelve a procesarla.';

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

export function registerProcessSubscriptionJob(
  queue: JobQueue,
  db: Database,
  afterRun?: () => void,
): void {
  queue.handle<ProcessSubscriptionPayload>(PROCESS_SUBSCRIPTION_JOB, async ({ runId }) => {
    const run = await markRunProcessing(db, runId);
    if (!run) return; // the subscription was deleted meanwhile
    try {
      const since = lookbackStart();
      const result = await matchPublications(db, { subscriptionId: run.subscriptionId, since });
      await finishRun(db, run, { status: 'completed', metadata: { ...result, since } });
    } catch (error) {
      await finishRun(db, run, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
    afterRun?.();
  });
}
