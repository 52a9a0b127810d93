import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/paths';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations whose journal can end at one of them, to build a database as it was. */
export interface EarlierMigrations {
  folder: string;
  /** Keeps the migrations before the one whose tag ends with `suffix` (and it, if `including`). */
  endAt(suffix: string, options?: { including?: boolean }): Promise<void>;
  remove(): Promise<void>;
}

export async function copyMigrations(): Promise<EarlierMigrations> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vigia-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  return {
    folder,
    async endAt(suffix, { including = false } = {}) {
      const own = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
      if (own <= 0) throw new Error(`No migration after the first ends with '${suffix}'`);
      const entries = journal.entries.slice(0, including ? own + 1 : own);
      await writeFile(journalFile, JSON.stringify({ ...journal, entries }));
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
