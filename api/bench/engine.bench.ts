// `pnpm bench:engine`: how fast the engine parses a BOE day and matches it against many
// subscriptions on PostgreSQL. Prints figures; asserts nothing. Sizes: BENCH_SIZES=1000,10000,100000
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../src/db/client';
import { subscriptions, users } from '../src/db/schema';
import { matchPublications } from '../src/features/matching/match-publications';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';

const REAL_DAY = path.resolve(__dirname, '../../../shared/fixtures/boe/sumario-20260930.json');
const SAMPLE_DAY = path.join(__dirname, '../src/features/publications/samples/boe-two-issues.json');
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Prompts as people write them: one to three everyday words, a few phrases and OR. */
function promptsFor(index: number, words: string[]): string[] {
  const pick = (salt: number) => words[(index * 7919 + salt * 104_729) % words.length] ?? 'ayudas';
  return [
    pick(1),
    `${pick(2)} ${pick(3)}`,
    index % 10 === 0 ? `"${pick(4)} ${pick(5)}"` : `${pick(6)} OR ${pick(7)}`,
  ];
}

async function main(): Promise<void> {
  const file = fs.existsSync(REAL_DAY) ? REAL_DAY : SAMPLE_DAY;
  const raw = fs.readFileSync(file, 'utf8');
  const times: number[] = [];
  let parsed = parseBoeSummary(raw);
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    parsed = parseBoeSummary(raw);
    times.push(performance.now() - start);
  }
  console.log(
    `parse  ${path.basename(file)} (${(raw.length / 1024).toFixed(0)} KB, ${parsed.publications.length} items): ` +
      `median ${median(times).toFixed(1)} ms over 20 runs`,
  );

  const { startTempPostgres } = await import('../../scripts/lib/services.mjs');
  const postgres = await startTempPostgres({ port: 54390 });
  const database = await createDatabase({ kind: 'postgres', url: postgres.url });
  try {
    await database.migrate();
    const { db } = database;
    const today = new Date().toISOString().slice(0, 10);
    await storePublications(
      db,
      parsed.publications.map((item) => ({ ...item, publishedOn: today })),
    );
    const words = [
      ...new Set(
        parsed.publications
          .flatMap((item) => item.title.toLowerCase().split(/[^a-záéíóúñü]+/))
          .filter((word) => word.length > 5),
      ),
    ];
    let created = 0;
    for (const size of sizes) {
      for (; created < size; created += 1_000) {
        const batch = Array.from(
          { length: Math.min(1_000, size - created) },
          (_, offset) => created + offset,
        );
        await db
          .insert(users)
          .values(
            batch.map((index) => ({ id: `bench-${index}`, email: `bench-${index}@example.com` })),
          );
        await db.insert(subscriptions).values(
          batch.map((index) => ({
            userId: `bench-${index}`,
            typeId: 'boe',
            name: `Bench ${index}`,
            description: 'Benchmark subscription',
            prompts: promptsFor(index, words),
          })),
        );
      }
      created = size;
      const start = performance.now();
      const result = await matchPublications(db, { source: 'boe', since: today });
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `match  ${parsed.publications.length} publications × ${size} subscriptions (3 prompts): ` +
          `${seconds.toFixed(1)} s, ${result.matches} matches, ${result.notificationsCreated} new ` +
          `notifications, rss ${mb(process.memoryUsage().rss)}`,
      );
    }
  } finally {
    await database.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
