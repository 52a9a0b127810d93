// Background jobs behind one interface; the implementation is pg-boss on the app's database.

export type JobHandler<P> = (payload: P) => Promise<void>;

/** A kind of job: its queue's name and how its jobs are run, whoever creates the queue first. */
export interface JobDefinition<P extends object> {
  readonly name: string;
  /**
   * One job at a time across every process, and at most one more waiting: asking again while
   * one waits changes nothing (a tick, a cycle that looks at everything due).
   */
  readonly singleton?: boolean;
  /** Further attempts after a failure. */
  readonly retryLimit: number;
  readonly retryDelaySeconds?: number;
  /**
   * A job still active this long is failed (and retried while attempts are left): also how a
   * job lost with the process running it comes back.
   */
  readonly expireInSeconds: number;
  /** Only carries the payload's type. */
  readonly payload?: P;
}

export function defineJob<P extends object>(
  definition: Omit<JobDefinition<P>, 'payload'>,
): JobDefinition<P> {
  return definition;
}

export interface EnqueueOptions {
  /** At most one job of this kind is created per slot of this many seconds, across processes. */
  throttleSeconds?: number;
}

export interface JobQueue {
  /** Runs this kind of job in this process (once per kind); resolves once it is listening. */
  handle<P extends object>(job: JobDefinition<P>, handler: JobHandler<P>): Promise<void>;
  /** Stores a job; resolves once it is stored (it survives a restart), not when it is done. */
  enqueue<P extends object>(
    job: JobDefinition<P>,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<void>;
}

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
