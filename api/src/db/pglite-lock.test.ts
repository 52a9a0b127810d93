import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  acquirePgliteLock,
  DatabaseLockedError,
  lockPathFor,
  pgliteLockHolder,
  pgliteServerOf,
} from './pglite-lock';

describe('PGlite directory lock', () => {
  let base: string;
  let dir: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), 'vigia-lock-'));
    dir = path.join(base, 'pglite');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('is held beside the folder with this pid until released', () => {
    const lock = acquirePgliteLock(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(pgliteLockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    expect(pgliteLockHolder(dir)).toBeNull();
  });

  it('refuses a second holder, naming the process that has it', () => {
    const lock = acquirePgliteLock(dir);
    try {
      expect(() => acquirePgliteLock(dir)).toThrow(DatabaseLockedError);
      expect(() => acquirePgliteLock(dir)).toThrow(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
    acquirePgliteLock(dir).release();
  });

  it('tells clients the port its holder serves the folder on, once announced', () => {
    expect(pgliteServerOf(dir)).toBeNull();
    const lock = acquirePgliteLock(dir);
    try {
      expect(pgliteServerOf(dir)).toEqual({ pid: process.pid, port: null });
      lock.announce(5433);
      expect(pgliteServerOf(dir)).toEqual({ pid: process.pid, port: 5433 });
      expect(pgliteLockHolder(dir)).toBe(process.pid);
    } finally {
      lock.release();
    }
    expect(pgliteServerOf(dir)).toBeNull();
  });

  it('takes over the lock of a process that no longer exists', () => {
    writeFileSync(lockPathFor(dir), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: 'x' }));
    expect(pgliteLockHolder(dir)).toBeNull();
    const lock = acquirePgliteLock(dir);
    expect(pgliteLockHolder(dir)).toBe(process.pid);
    lock.release();
  });
});
