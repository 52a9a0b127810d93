import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { acquirePgliteLock } from './pglite-lock';
import { schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database, and how else to reach it (the job queue goes through it too). */
export type DatabaseHandle = DatabaseHandleBase &
  ({ kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string });

interface DatabaseHandleBase {
  db: Database;
  /** Applies the SQL migrations of `api/drizzle` not yet applied. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  migrationsFolder?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

/** Arbitrary constant: serialises migrations of api processes starting together on PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_203_114;

async function createPglite(dir: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  const lock = inMemory ? null : acquirePgliteLock(dir);
  try {
    if (!inMemory) mkdirSync(dir, { recursive: true });
    const client = await PGlite.create({ dataDir: dir, extensions: { unaccent } });
    const db = drizzlePglite(client, { schema });
    return {
      kind: 'pglite',
      pglite: client,
      db,
      migrate: () =>
        migratePglite(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function createPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error('PostgreSQL pool error', error)),
  );
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    kind: 'postgres',
    url,
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }), {
            migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * The one way to open the database: PGlite on disk by default (`dir` may be `memory://`), or
 * PostgreSQL when configured. The PGlite directory is locked for this process until `close()`.
 */
export async function createDatabase(
  config: DatabaseConfig,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? createPostgres(config.url, options)
    : createPglite(config.dir, options);
}
