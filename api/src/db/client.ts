import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { watchDatabase, type DatabaseWatch } from './database-watch';
import { acquirePgliteLock, DatabaseLockedError, pgliteServerOf } from './pglite-lock';
import { startPrivateDatabaseProcess, type PrivateDatabaseProcess } from './pglite-process';
import { schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The open database: PostgreSQL, or the embedded PGlite reached the same way, through the
 * PostgreSQL socket of its database process. `url` is where (the job queue connects there too).
 */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  url: string;
  db: Database;
  /** Applies the SQL migrations of `api/drizzle` not yet applied. */
  migrate(): Promise<void>;
  /** Resolves while the database is up (see watchDatabase): answers at once, even when busy. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  migrationsFolder?: string;
  /** Connection pool size (default 10). */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

/** Arbitrary constant: serialises migrations of api processes starting together on PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_203_114;
/** How long a client waits for the database process of a PGlite directory to listen. */
const SERVER_WAIT_MS = 60_000;
/** How long a client tries to start its own while the directory's last holder lets go. */
const LOCK_RETRY_MS = 15_000;

function pgliteUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function servedPort(dir: string, waitForServer: boolean): Promise<number | null> {
  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    const server = pgliteServerOf(dir);
    if (server?.port) return server.port;
    // A holder without a port is still opening the directory.
    if (!server && !waitForServer) return null;
    if (Date.now() > deadline) {
      throw new Error(
        `No database process serves ${dir}: start it with \`pnpm --filter @vigia/api db\` ` +
          '(pnpm start runs it), or set DATABASE_URL to use PostgreSQL.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The URL of the process serving the PGlite directory. When nobody does, one of this process's
 * own is started, ending with it (the CLI, tests, an api run alone), unless the configuration
 * says to wait for the one a supervisor runs (`pnpm start`).
 */
async function reachPglite(
  config: Extract<DatabaseConfig, { kind: 'pglite' }>,
): Promise<{ url: string; own: PrivateDatabaseProcess | null }> {
  const port = config.dir.startsWith('memory://')
    ? null
    : await servedPort(config.dir, config.whenNotServed === 'wait');
  if (port !== null) return { url: pgliteUrl(port), own: null };
  const deadline = Date.now() + LOCK_RETRY_MS;
  for (;;) {
    try {
      const own = await startPrivateDatabaseProcess(config.dir);
      return { url: pgliteUrl(own.port), own };
    } catch (error) {
      // The previous holder (a process restarting, as `tsx watch` does) is still letting go.
      if (!String(error).includes('in use by process') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
      const served = await servedPort(config.dir, false);
      if (served !== null) return { url: pgliteUrl(served), own: null };
    }
  }
}

/**
 * Runs `work` while holding `<dir>.migrations.lock`. On the embedded database every connection
 * shares PGlite's one session, in which an advisory lock never excludes anybody: processes
 * migrating the same directory at once (an api and a CLI command) take turns by this file.
 */
async function withMigrationLock(dir: string | null, work: () => Promise<void>): Promise<void> {
  if (dir === null) return work();
  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    let lock: ReturnType<typeof acquirePgliteLock>;
    try {
      lock = acquirePgliteLock(`${dir}.migrations`);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      return await work();
    } finally {
      lock.release();
    }
  }
}

/**
 * How long a pooled connection may sit idle before it is closed. pg's default (10 s) closed the
 * connections a burst had opened before the next burst, which then paid for new ones (a backend
 * to start, the statements to prepare again) just when requests were queueing.
 */
const IDLE_CONNECTION_MS = 60_000;

function openPool(
  kind: DatabaseHandle['kind'],
  url: string,
  options: DatabaseOptions,
  onClose: () => Promise<void>,
  migrationLockDir: string | null = null,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Idle connections do not keep a process alive (a CLI command ends when its work does).
    allowExitOnIdle: true,
  });
  const onError =
    options.onPoolError ??
    ((error: Error) => console.error(`Database connection lost: ${error.message}`));
  pool.on('error', onError);
  // A connection lent out (a transaction between statements) when the database goes away would
  // otherwise throw its 'error' event at the process: its caller's next query fails instead.
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzle(pool, { schema });
  let watch: DatabaseWatch | null = null;
  let closed = false;
  return {
    kind,
    url,
    db,
    migrate: () =>
      withMigrationLock(migrationLockDir, async () => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migrateNodePg(drizzle(client, { schema }), {
              migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR,
            });
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      }),
    ping: () => {
      watch ??= watchDatabase(url);
      return watch.ping();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await watch?.stop();
        await pool.end();
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * The one way to open the database: PostgreSQL when configured, else the embedded PGlite
 * directory through its database process (see reachPglite).
 */
export async function createDatabase(
  config: DatabaseConfig,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    return openPool('postgres', config.url, options, async () => undefined);
  }
  const { url, own } = await reachPglite(config);
  const lockDir = config.dir.startsWith('memory://') ? null : config.dir;
  return openPool(
    'pglite',
    url,
    options,
    async () => {
      await own?.stop();
    },
    lockDir,
  );
}
