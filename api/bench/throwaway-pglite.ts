import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../src/db/client';

/**
 * Runs `work` on a migrated PGlite database in a temporary folder (served by a database process
 * of its own, as the product's is), removed afterwards.
 */
export async function withThrowawayPglite<T>(
  name: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vigia-${name}-`));
  const database = await createDatabase({ kind: 'pglite', dir, port: 0, whenNotServed: 'start' });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
