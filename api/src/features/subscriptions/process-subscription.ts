import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
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
