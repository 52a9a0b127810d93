// `pnpm bench:quality`: recall and precision of each matcher on the labelled prompts of
// api/quality/labels.json, against real bulletin days loaded into a throw-away PGlite database.
// Options: --details (the ids behind every FP and FN), QUALITY_MATCHERS=full-text,any-word,
// VIGIA_FIXTURES_DIR (default ../shared/fixtures beside the repository).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../src/db/client';
import { findRepoRoot } from '../src/paths';
import { storePublications } from '../src/features/publications/repository';
import { dayFile, dayProblems, fixturesDir, loadDays } from '../quality/days';
import { parseLabels } from '../quality/labels';
import type { NamedMatcher } from '../quality/matcher';
import { MATCHERS } from '../quality/matchers';
import { evaluate, type PromptRun, type QualityReport, type Totals } from '../quality/scoring';

const LABELS = path.join(__dirname, '../quality/labels.json');
const details = process.argv.includes('--details');

function ratio(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

function row(name: string, totals: Totals): string {
  const counts = [
    totals.prompts,
    totals.relevant,
    totals.found,
    totals.truePositives,
    totals.falsePositives,
    totals.falseNegatives,
  ].map((value) => String(value).padStart(6));
  return `  ${name.padEnd(12)}${counts.join('')}${ratio(totals.recall).padStart(8)}${ratio(totals.precision).padStart(11)}`;
}

function print(matcher: NamedMatcher, report: QualityReport, seconds: number): void {
  console.log(`\n${matcher.name}: ${matcher.description} (${seconds.toFixed(1)} s)`);
  console.log(
    `  ${''.padEnd(12)}${['prompts', 'rel', 'found', 'TP', 'FP', 'FN'].map((h) => h.padStart(6)).join('')}` +
      `${'recall'.padStart(8)}${'precision'.padStart(11)}`,
  );
  console.log(row('overall', report.overall));
  for (const { kind, totals } of report.byKind) console.log(row(kind, totals));
  console.log(
    `  absent topics: ${report.absent.falseAlarms} false alarms from ` +
      `${report.absent.promptsWithAlarms} of ${report.absent.prompts} prompts`,
  );
  console.log('  per prompt:');
  for (const score of report.perPrompt) {
    const counts =
      `TP ${String(score.truePositives.length).padStart(3)}  ` +
      `FP ${String(score.falsePositives.length).padStart(3)}  ` +
      `FN ${String(score.falseNegatives.length).padStart(3)}`;
    console.log(`    ${score.kind.padEnd(11)} ${score.prompt.padEnd(34)} ${counts}`);
    if (details && score.falseNegatives.length > 0) {
      console.log(`      missed: ${score.falseNegatives.join(' ')}`);
    }
    if (details && score.falsePositives.length > 0) {
      console.log(`      wrong:  ${score.falsePositives.join(' ')}`);
    }
  }
}

async function main(): Promise<void> {
  const labels = parseLabels(fs.readFileSync(LABELS, 'utf8'));
  const repoRoot = findRepoRoot();
  const fixtures = fixturesDir(repoRoot);
  const missing = labels.days
    .map((day) => dayFile(day, repoRoot, fixtures))
    .filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.error(
      `The labelled bulletin days are not here:\n  ${missing.join('\n  ')}\n` +
        'They are the real BOE summaries of the shared fixtures folder, which is not part of the ' +
        `repository: put it at ${fixtures} or set VIGIA_FIXTURES_DIR to where it is.`,
    );
    process.exit(2);
  }
  const days = loadDays(labels, repoRoot, fixtures);
  const problems = dayProblems(labels, days);
  if (problems.length > 0) {
    console.error(`Labels and bulletin days disagree:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }

  const wanted = process.env.QUALITY_MATCHERS?.split(',').map((name) => name.trim());
  const matchers = wanted ? MATCHERS.filter((matcher) => wanted.includes(matcher.name)) : MATCHERS;
  if (matchers.length === 0) {
    console.error(`QUALITY_MATCHERS names none of: ${MATCHERS.map((m) => m.name).join(', ')}`);
    process.exit(1);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-quality-'));
  const database = await createDatabase({ kind: 'pglite', dir });
  try {
    await database.migrate();
    const { db } = database;
    for (const { publications } of days) await storePublications(db, publications);
    const total = days.reduce((sum, { publications }) => sum + publications.length, 0);
    console.log(
      `Matching quality: ${labels.prompts.length} labelled prompts × ${total} publications ` +
        `(${days.map(({ day, publications }) => `${day.id}: ${publications.length}`).join(', ')})`,
    );

    const summary: string[] = [];
    for (const matcher of matchers) {
      const start = performance.now();
      const runs: PromptRun[] = [];
      for (const entry of labels.prompts) {
        runs.push({
          prompt: entry.prompt,
          kind: entry.kind,
          relevant: new Set(Object.values(entry.relevant).flat()),
          found: await matcher.match(db, entry.prompt),
        });
      }
      const report = evaluate(runs);
      print(matcher, report, (performance.now() - start) / 1000);
      summary.push(
        `  ${matcher.name.padEnd(12)}${ratio(report.overall.recall).padStart(8)}` +
          `${ratio(report.overall.precision).padStart(11)}${String(report.absent.falseAlarms).padStart(8)}`,
      );
    }
    console.log(
      `\nsummary${'recall'.padStart(13)}${'precision'.padStart(11)}  absent false alarms`,
    );
    console.log(summary.join('\n'));
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
