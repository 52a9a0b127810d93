import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDeliveryJournal } from './delivery-journal';

const ID_A = '0f6c3c1e-5d1a-4a57-9b0e-2f3c4d5e6f70';
const ID_B = '1f6c3c1e-5d1a-4a57-9b0e-2f3c4d5e6f71';
const ID_C = '2f6c3c1e-5d1a-4a57-9b0e-2f3c4d5e6f72';

describe('the delivery journal', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vigia-journal-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps what was recorded across reopening, until cleared', async () => {
    const journal = await openDeliveryJournal(dir, 'w1');
    expect(await journal.recorded()).toEqual(new Set());
    await journal.record(ID_A);
    await journal.record(ID_B);
    expect(await (await openDeliveryJournal(dir, 'w1')).recorded()).toEqual(new Set([ID_A, ID_B]));
    expect(await (await openDeliveryJournal(dir, 'w2')).recorded()).toEqual(new Set());
    await journal.clear();
    expect(await journal.recorded()).toEqual(new Set());
  });

  it('ignores a line a crash cut short, and keeps the next one whole', async () => {
    const journal = await openDeliveryJournal(dir, 'w1');
    await journal.record(ID_A);
    await appendFile(path.join(dir, 'w1.log'), ID_B.slice(0, 20));
    expect(await journal.recorded()).toEqual(new Set([ID_A]));
    await journal.record(ID_C);
    expect(await journal.recorded()).toEqual(new Set([ID_A, ID_C]));
  });
});
