import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A worker's local, synced record of the emails the SMTP server accepted. It is written right
 * after the server's acceptance and before the outbox row is marked sent, so that a worker that
 * dies in between learns on restart that the email went out and does not send it again.
 */
export interface DeliveryJournal {
  /** Records an accepted email; resolves once it is on disk. */
  record(outboxId: string): Promise<void>;
  /** The ids recorded since the journal was last cleared. */
  recorded(): Promise<Set<string>>;
  /** Forgets everything: called once every recorded email is marked sent in the outbox. */
  clear(): Promise<void>;
}

export async function openDeliveryJournal(dir: string, workerId: string): Promise<DeliveryJournal> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${workerId}.log`);
  return {
    async record(outboxId) {
      const handle = await open(file, 'a');
      try {
        // The leading newline ends any line a crash cut short, so that this one stays whole.
        await handle.write(`\n${outboxId}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
    async recorded() {
      try {
        const lines = (await readFile(file, 'utf8')).split('\n');
        // A line cut short by a crash is not a whole id: it was never confirmed.
        return new Set(lines.filter((line) => /^[0-9a-f-]{36}$/.test(line)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
        throw error;
      }
    },
    async clear() {
      await writeFile(file, '');
    },
  };
}
