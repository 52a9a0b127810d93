import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite admits one process per data directory, and a second one corrupts it. The process that
 * opens it keeps `<dir>.lock` (pid and start time) until it closes; anyone else (the api, a CLI
 * command) is refused with DatabaseLockedError naming the holder, so a CLI can tell the user to
 * stop the running server or go through its HTTP API instead.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by process ${holderPid} (lock ${lockPath}). ` +
        'Stop that process (the api server?) or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

export interface PgliteLock {
  path: string;
  release(): void;
}

interface LockContent {
  pid: number;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const content = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' ? content.pid : null;
  } catch {
    return null;
  }
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The pid holding the directory, or null when it is free (a stale lock counts as free). */
export function pgliteLockHolder(dataDir: string): number | null {
  const holder = readHolder(lockPathFor(dataDir));
  return holder !== null && isAlive(holder) ? holder : null;
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
