import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite admits one process per data directory, and a second one corrupts it. The database
 * process that opens it keeps `<dir>.lock` (pid, start time, and the port it serves the directory
 * on) until it closes; another process that tries to open it is refused with DatabaseLockedError
 * naming the holder. Clients (the api, the CLI) read the port there.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by process ${holderPid} (lock ${lockPath}). ` +
        'Stop that process (the database process of pnpm start?) or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

export interface PgliteLock {
  path: string;
  /** Records the port this process serves the directory on, for clients to find it. */
  announce(port: number): void;
  release(): void;
}

interface LockContent {
  pid: number;
  startedAt: string;
  port?: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): Partial<LockContent> | null {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
  } catch {
    return null;
  }
}

function readHolder(lockPath: string): number | null {
  const content = readLock(lockPath);
  return typeof content?.pid === 'number' ? content.pid : null;
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The pid holding the directory, or null when it is free (a stale lock counts as free). */
export function pgliteLockHolder(dataDir: string): number | null {
  const holder = readHolder(lockPathFor(dataDir));
  return holder !== null && isAlive(holder) ? holder : null;
}

/** The live process serving the directory and its port (null until it listens), or null. */
export function pgliteServerOf(dataDir: string): { pid: number; port: number | null } | null {
  const content = readLock(lockPathFor(dataDir));
  if (typeof content?.pid !== 'number' || !isAlive(content.pid)) return null;
  return { pid: content.pid, port: typeof content.port === 'number' ? content.port : null };
}

export function acquirePgliteLock(dataDir: string): PgliteLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      const content: LockContent = { pid: process.pid, startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        announce(port) {
          // Written beside and renamed, so that a reader never sees half a file.
          const next = `${lockPath}.${process.pid}`;
          writeFileSync(next, JSON.stringify({ ...content, port }));
          renameSync(next, lockPath);
        },
        release() {
          if (released) return;
          released = true;
          if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== null && isAlive(holder)) throw new DatabaseLockedError(lockPath, holder);
      unlinkSync(lockPath);
    }
  }
  throw new DatabaseLockedError(lockPath, readHolder(lockPath) ?? -1);
}
