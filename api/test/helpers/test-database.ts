import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPrivateDatabaseProcess } from '../../src/db/pglite-process';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment variables pointing loadConfig at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh PGlite folder served by a database process
 * of its own until `drop()` (the way `pnpm start` runs the product's), or a fresh database on
 * the PostgreSQL server of TEST_DATABASE_URL (project api-postgres).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `vigia_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const base = await mkdtemp(path.join(os.tmpdir(), 'vigia-pglite-'));
  const dir = path.join(base, 'db');
  const server = await startPrivateDatabaseProcess(dir);
  return {
    kind: 'pglite',
    env: { DATABASE_URL: '', PGLITE_DIR: dir },
    async drop() {
      await server.stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}
