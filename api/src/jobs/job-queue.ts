// Background jobs behind one interface. The in-process queue runs each job after the request that
// enqueued it has been answered; the Engine issue replaces it with pg-boss on the same database.

export type JobHandler<P> = (payload: P) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of one job name (once). */
  handle<P>(name: string, handler: JobHandler<P>): void;
  /** Starts a job; resolves once it is queued, not when it is done. */
  enqueue<P>(name: string, payload: P): Promise<void>;
  /** Resolves when every job started so far has finished. */
  drain(): Promise<void>;
}

export interface JobLogger {
  error(details: object, message: string): void;
}

export function createInProcessJobQueue(logger: JobLogger): JobQueue {
  const handlers = new Map<string, JobHandler<unknown>>();
  const running = new Set<Promise<void>>();

  return {
    handle<P>(name: string, handler: JobHandler<P>) {
      if (handlers.has(name)) throw new Error(`Job ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async enqueue<P>(name: string, payload: P) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No handler for job ${name}`);
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(payload))
        .catch((error: unknown) => logger.error({ err: error, job: name }, 'Job failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
