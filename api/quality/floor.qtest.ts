import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { RANKING } from '../src/features/matching/smart/ranking';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
import { storePublications } from '../src/features/publications/repository';
import { findRepoRoot } from '../src/paths';
import { Calibration, candidateModels, type EvidencedPrompt } from './calibration';
import { loadDays, type LoadedDay } from './days';
import { evidenceFor, floorProblems } from './floor';
import { parseLabels, type Labels } from './labels';

// CI's quality floor (issue 21): held-out figures on the labelled days, computed, not timed.

jest.setTimeout(300_000);

let dir: string;
let handle: DatabaseHandle;
let labels: Labels;
let days: LoadedDay[];
let product: EvidencedPrompt[];
let calibration: Calibration;
beforeAll(async () => {
  labels = parseLabels(fs.readFileSync(path.join(__dirname, 'labels.json'), 'utf8'));
  days = loadDays(labels, findRepoRoot());
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-quality-'));
  handle = await createDatabase({ kind: 'pglite', dir, port: 0, whenNotServed: 'start' });
  await handle.migrate();
  for (const { publications } of days) await storePublications(handle.db, publications);
  product = await evidenceFor(handle.db, labels, SPANISH_THESAURUS);
  calibration = new Calibration(product, days, candidateModels(RANKING.minQuality));
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the matching quality floor', () => {
  it('holds leave one day out: recall, precision and no alarm on days not tuned on', () => {
    expect(floorProblems(calibration)).toEqual([]);
  });

  it('is what the product runs: calibration on every day chooses its ranking model', () => {
    expect(calibration.chooseOnEveryDay()).toEqual(RANKING);
  });

  it('fails a deliberately weakened matcher: the same engine without its thesaurus', async () => {
    const weakened = await evidenceFor(handle.db, labels, { version: 'none', entries: [] });
    const weak = new Calibration(weakened, days, candidateModels(RANKING.minQuality));
    expect(floorProblems(weak)).toEqual([
      expect.stringMatching(/^held-out recall 0\.\d+ < 0\.92$/),
      expect.stringMatching(/^held-out precision 0\.\d+ < 0\.9$/),
      expect.stringMatching(/absent-topic alarms/),
    ]);
  });
});
