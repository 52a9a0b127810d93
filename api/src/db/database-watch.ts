import pg from 'pg';

export interface DatabaseWatch {
  /**
   * Resolves while the database is up: its watch connection is open and answered, and no check
   * has been waiting longer than `stuckAfterMs`. A database busy with other work is up; one
   * whose process is gone is not. Never waits behind that other work (but for the first check).
   */
  ping(): Promise<void>;
  stop(): Promise<void>;
}

export interface DatabaseWatchOptions {
  intervalMs?: number;
  stuckAfterMs?: number;
}

/**
 * Checks the database in the background, over a connection of its own, so that `/health`
 * answers at once from the last check instead of queueing a query behind the database's work
 * (PGlite runs one statement at a time).
 */
export function watchDatabase(
  url: string,
  { intervalMs = 1000, stuckAfterMs = 30_000 }: DatabaseWatchOptions = {},
): DatabaseWatch {
  let client: pg.Client | null = null;
  let answered = false;
  let lastError: unknown = null;
  let checkingSince: number | null = null;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const drop = (broken: pg.Client) => {
    if (client === broken) client = null;
    broken.end().catch(() => undefined);
  };

  const check = async () => {
    checkingSince = Date.now();
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, application_name: 'vigia-health' });
        fresh.on('error', (error) => {
          lastError = error;
          drop(fresh);
        });
        fresh.on('end', () => {
          if (client !== fresh) return;
          lastError = new Error('The database closed the connection');
          drop(fresh);
        });
        client = fresh;
        await fresh.connect();
      }
      await client.query('select 1');
      answered = true;
      lastError = null;
    } catch (error) {
      lastError = error;
      if (client) drop(client);
    } finally {
      checkingSince = null;
    }
  };

  const loop = () => {
    current = check().finally(() => {
      if (stopped) return;
      timer = setTimeout(loop, intervalMs);
      timer.unref();
    });
  };

  const state = () => {
    if (lastError) throw lastError;
    if (checkingSince !== null && Date.now() - checkingSince > stuckAfterMs) {
      throw new Error(`The database has not answered for ${Date.now() - checkingSince} ms`);
    }
  };

  return {
    async ping() {
      if (!current) loop();
      if (!answered && !lastError) await current;
      state();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      if (client) await client.end().catch(() => undefined);
      client = null;
    },
  };
}
