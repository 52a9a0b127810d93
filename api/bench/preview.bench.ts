// `pnpm bench:preview`: how fast the create screen's match preview answers over 30 stored days of
// BOE publications (the real 2026-09-30 day, or the sample, repeated on 30 days under new ids),
// on a throw-away PGlite database. Prints figures; asserts nothing. Budget: under 300 ms.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { previewMatches } from '../src/features/matching/match-preview';
import { addDays } from '../src/features/publications/calendar';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { withThrowawayPglite } from './throwaway-pglite';

const REAL_DAY = path.resolve(__dirname, '../quality/days/sumario-20260930.json');
const SAMPLE_DAY = path.join(__dirname, '../src/features/publications/samples/boe-two-issues.json');
const PROMPTS = [
  ['impuestos'],
  ['oposiciones galicia'],
  ['subvenciones -formacion'],
  ['"seguridad social"'],
  ['licitaciones obras', 'carreteras', 'vivienda OR alquiler'],
  ['medio ambiente'],
  ['nombramientos universidad'],
];
const RUNS = 5;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main(): Promise<void> {
  const file = fs.existsSync(REAL_DAY) ? REAL_DAY : SAMPLE_DAY;
  const day = parseBoeSummary(fs.readFileSync(file, 'utf8'));
  await withThrowawayPglite('preview-bench', async (db) => {
    const last = '2026-11-20';
    for (let offset = 0; offset < 30; offset += 1) {
      await storePublications(
        db,
        day.publications.map((item) => ({
          ...item,
          externalId: `${item.externalId}-D${offset}`,
          publishedOn: addDays(last, -offset),
        })),
      );
    }
    console.log(
      `preview  30 days × ${day.publications.length} publications (${path.basename(file)}) on PGlite`,
    );
    const all: number[] = [];
    for (const prompts of PROMPTS) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        total = (await previewMatches(db, 'boe', prompts)).total;
        times.push(performance.now() - start);
      }
      all.push(...times);
      console.log(
        `  ${prompts.join(' | ').padEnd(55)} ${String(total).padStart(5)} matches, ` +
          `median ${percentile(times, 0.5).toFixed(0)} ms`,
      );
    }
    console.log(
      `  all prompts: median ${percentile(all, 0.5).toFixed(0)} ms, p95 ${percentile(all, 0.95).toFixed(0)} ms (budget 300 ms)`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
