import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { ProcessingRow } from '../../db/schema';
import { finishRun, markRunProcessing } from './repository';

export const PROCESS_SUBSCRIPTION_JOB = 'process-subscription';

export interface ProcessSubscriptionPayload {
  runId: string;
}

/** What a run reports while no matching engine exists: it looked at nothing, and says so. */
export const NO_ENGINE_RESULT = {
  publicationsScanned: 0,
  matches: 0,
  engine: 'unavailable',
  message:
    'El motor de coincidencias aún no está disponible: no se ha revisado ninguna publicación.',
};

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

export function registerProcessSubscriptionJob(queue: JobQueue, db: Database): void {
  queue.handle<ProcessSubscriptionPayload>(PROCESS_SUBSCRIPTION_JOB, async ({ runId }) => {
    const run = await markRunProcessing(db, runId);
    if (!run) return; // the subscription was deleted meanwhile
    try {
      await finishRun(db, run, { status: 'completed', metadata: NO_ENGINE_RESULT });
    } catch (error) {
      await finishRun(db, run, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
