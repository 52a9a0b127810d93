import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquirePgliteLock } from './pglite-lock';
import { servePglite } from './pglite-server';

export interface ServedDirectory {
  port: number;
  close(): Promise<void>;
}

export interface ServeDirectoryOptions {
  /** A folder, or `memory://` for a database that lives as long as the process. */
  dir: string;
  /** 0: any free port. */
  port: number;
  host?: string;
  /** PGlite failed mid-message: its state is lost, the process must end (see servePglite). */
  onFatal(error: unknown): void;
}

/**
 * Opens the PGlite directory (holding its lock) and serves it on a PostgreSQL socket; the port
 * is recorded in the lock for clients to find.
 */
export async function serveDirectory({
  dir,
  port,
  host = '127.0.0.1',
  onFatal,
}: ServeDirectoryOptions): Promise<ServedDirectory> {
  const inMemory = dir.startsWith('memory://');
  const lock = inMemory ? null : acquirePgliteLock(dir);
  try {
    if (!inMemory) mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create({ dataDir: dir, extensions: { unaccent } });
    const server = await servePglite(pglite, { host, port, onFatal });
    lock?.announce(server.port);
    return {
      port: server.port,
      async close() {
        try {
          await server.close();
          if (!pglite.closed) await pglite.close();
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
