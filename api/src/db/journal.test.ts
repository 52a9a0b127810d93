import fs from 'node:fs';
import path from 'node:path';

interface Journal {
  entries: { tag: string; when: number }[];
}

const journal = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as Journal;

describe('the migrations journal', () => {
  // Drizzle applies to a database only the migrations whose journal time is later than the
  // latest applied one's: a new migration timed earlier is skipped where the others ran.
  it('times the newest migration after every earlier one', () => {
    const newest = journal.entries[journal.entries.length - 1]!;
    const earlier = journal.entries.slice(0, -1).map((entry) => entry.when);
    expect(newest.when).toBeGreaterThan(Math.max(...earlier));
  });
});
