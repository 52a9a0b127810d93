// `pnpm bench:quality`: recall and precision of each matcher on the labelled prompts of
// api/quality/labels.json, against real bulletin days loaded into a throw-away PGlite database.
// Options: --details (the ids behind every FP and FN), QUALITY_MATCHERS=full-text,any-word.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findRepoRoot } from '../src/paths';
import { storePublications } from '../src/features/publications/repository';
import { withThrowawayPglite } from './throwaway-pglite';
import { dayProblems, loadDays, promptRun, type LoadedDay } from '../quality/days';
import { parseLabels, type LabelledPrompt } from '../quality/labels';
import type { NamedMatcher } from '../quality/matcher';
import {
  Calibration,
  candidateModels,
  matchedIds,
  precisionOf,
  recallOf,
  type Counts,
  type EvidencedPrompt,
} from '../quality/calibration';
import { QUALITY_FLOOR, evidenceFor, floorProblems } from '../quality/floor';
import { MATCHERS, product } from '../quality/matchers';
import { RANKING, type RankingModel } from '../src/features/matching/smart/ranking';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
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

function printFigures(report: QualityReport, indent: string): void {
  console.log(
    `${indent}${''.padEnd(12)}${['prompts', 'rel', 'found', 'TP', 'FP', 'FN'].map((h) => h.padStart(6)).join('')}` +
      `${'recall'.padStart(8)}${'precision'.padStart(11)}`,
  );
  console.log(indent + row('overall', report.overall));
  for (const { kind, totals } of report.byKind) console.log(indent + row(kind, totals));
  console.log(
    `${indent}  absent topics: ${report.absent.falseAlarms} false alarms from ` +
      `${report.absent.promptsWithAlarms} of ${report.absent.prompts} prompts`,
  );
}

function printPrompts(report: QualityReport, indent: string, onlyErrors = false): void {
  for (const score of report.perPrompt) {
    if (onlyErrors && score.falsePositives.length + score.falseNegatives.length === 0) continue;
    const counts =
      `TP ${String(score.truePositives.length).padStart(3)}  ` +
      `FP ${String(score.falsePositives.length).padStart(3)}  ` +
      `FN ${String(score.falseNegatives.length).padStart(3)}`;
    console.log(`${indent}    ${score.kind.padEnd(11)} ${score.prompt.padEnd(34)} ${counts}`);
    if (details && score.falseNegatives.length > 0) {
      console.log(`${indent}      missed: ${score.falseNegatives.join(' ')}`);
    }
    if (details && score.falsePositives.length > 0) {
      console.log(`${indent}      wrong:  ${score.falsePositives.join(' ')}`);
    }
  }
}

function print(matcher: NamedMatcher, report: QualityReport, seconds: number): void {
  console.log(`\n${matcher.name}: ${matcher.description} (${seconds.toFixed(1)} s)`);
  printFigures(report, '');
  console.log('  per prompt:');
  printPrompts(report, '');
}

/** The held-out pairs alone: labelled after the matcher was tuned, never used to tune it. */
function printHeldOut(report: QualityReport, what: string): void {
  console.log(`  held out only (${what}):`);
  printFigures(report, '  ');
  if (details) {
    console.log('    per prompt, where it erred:');
    printPrompts(report, '  ', true);
  }
}

function summaryRow(report: QualityReport): string {
  return (
    `${ratio(report.overall.recall).padStart(8)}${ratio(report.overall.precision).padStart(11)}` +
    `${String(report.absent.falseAlarms).padStart(8)}`
  );
}

function countsRow(name: string, counts: Counts): string {
  const ratio = (value: number) => value.toFixed(3);
  const cells = [
    counts.truePositives + counts.falseNegatives,
    counts.truePositives + counts.falsePositives,
    counts.truePositives,
    counts.falsePositives,
    counts.falseNegatives,
  ].map((value) => String(value).padStart(6));
  return (
    `  ${name.padEnd(16)}${cells.join('')}${ratio(recallOf(counts)).padStart(8)}` +
    `${ratio(precisionOf(counts)).padStart(11)}${String(counts.falseAlarms).padStart(8)}`
  );
}

function modelName(model: RankingModel): string {
  return `idf^${model.idfExponent}, coverage ≥ ${model.minCoverage.toFixed(2)}`;
}

/**
 * Leave one day out: the ranking model calibrated on all days but one, measured on that one. The
 * figure the README reports; then the model calibrated on every day, which the product must use.
 */
function printCalibration(prompts: EvidencedPrompt[], days: LoadedDay[], seconds: number): void {
  const calibration = new Calibration(prompts, days, candidateModels(RANKING.minQuality));
  const { folds, pooled } = calibration.leaveOneDayOut();
  console.log(
    `\nleave one day out: the ranking calibrated on the other days, measured on each ` +
      `(${seconds.toFixed(1)} s of evidence)`,
  );
  console.log(
    `  ${'held-out day'.padEnd(16)}${['rel', 'found', 'TP', 'FP', 'FN'].map((h) => h.padStart(6)).join('')}` +
      `${'recall'.padStart(8)}${'precision'.padStart(11)}${'alarms'.padStart(8)}   chosen on the others`,
  );
  for (const fold of folds) {
    console.log(`${countsRow(fold.day, fold.heldOut)}   ${modelName(fold.model)}`);
  }
  console.log(countsRow('pooled', pooled));
  const model = calibration.chooseOnEveryDay();
  const same =
    model.idfExponent === RANKING.idfExponent && model.minCoverage === RANKING.minCoverage;
  console.log(
    `  calibrated on every day: ${modelName(model)}; the product uses ${modelName(RANKING)}` +
      (same ? '' : '  <- differs: update RANKING in smart/ranking.ts'),
  );
  const problems = floorProblems(calibration);
  console.log(
    `  CI floor (recall ≥ ${QUALITY_FLOOR.recall}, precision ≥ ${QUALITY_FLOOR.precision}, no alarm): ` +
      (problems.length === 0 ? 'holds' : problems.join('; ')),
  );
}

/** The product's notifications against the ranking model's decisions, prompt by prompt. */
function printAgreement(prompts: EvidencedPrompt[], productFound: Map<string, Set<string>>): void {
  const differing = prompts.filter(({ entry, evidence }) => {
    const product = productFound.get(entry.prompt) ?? new Set<string>();
    const model = matchedIds(evidence, RANKING);
    return product.size !== model.size || [...model].some((id) => !product.has(id));
  });
  console.log(
    `  the product notifies what the model decides on ${prompts.length - differing.length} of ${prompts.length} prompts` +
      (differing.length > 0
        ? `; differs on: ${differing.map(({ entry }) => entry.prompt).join(', ')}`
        : ''),
  );
}

async function main(): Promise<void> {
  const labels = parseLabels(fs.readFileSync(LABELS, 'utf8'));
  const days = loadDays(labels, findRepoRoot());
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

  await withThrowawayPglite('quality', async (db) => {
    for (const { publications } of days) await storePublications(db, publications);
    const total = days.reduce((sum, { publications }) => sum + publications.length, 0);
    console.log(
      `Matching quality: ${labels.prompts.length} labelled prompts × ${total} publications ` +
        `(${days.map(({ day, publications }) => `${day.id}: ${publications.length}`).join(', ')})`,
    );

    const heldOutDays = days.filter(({ day }) => day.heldOut);
    const heldOutPrompts = labels.prompts.filter((entry) => entry.heldOut).length;
    // A held-out prompt counts on every day; any other prompt on the held-out days only.
    const heldOutOf = (entry: LabelledPrompt) => (entry.heldOut ? days : heldOutDays);
    const held = heldOutPrompts > 0 || heldOutDays.length > 0;
    const heldOutWhat = [
      ...(heldOutPrompts > 0 ? [`${heldOutPrompts} prompts on every day`] : []),
      ...(heldOutDays.length > 0
        ? [`every prompt on ${heldOutDays.map(({ day }) => day.id).join(', ')}`]
        : []),
    ].join('; ');
    const summary: string[] = [];
    const productFound = new Map<string, Set<string>>();
    for (const matcher of matchers) {
      const start = performance.now();
      const runs: PromptRun[] = [];
      const heldOutRuns: PromptRun[] = [];
      for (const entry of labels.prompts) {
        const found = await matcher.match(db, entry.prompt);
        if (matcher === product) productFound.set(entry.prompt, found);
        runs.push(promptRun(entry, found, days));
        if (heldOutOf(entry).length > 0)
          heldOutRuns.push(promptRun(entry, found, heldOutOf(entry)));
      }
      const report = evaluate(runs);
      print(matcher, report, (performance.now() - start) / 1000);
      const heldOutReport = held ? evaluate(heldOutRuns) : null;
      if (heldOutReport) printHeldOut(heldOutReport, heldOutWhat);
      summary.push(
        `  ${matcher.name.padEnd(12)}${summaryRow(report)}` +
          (heldOutReport ? `    ${summaryRow(heldOutReport)}` : ''),
      );
    }
    console.log(`\nsummary${''.padEnd(7)}${'all'.padEnd(31)}${held ? 'held out' : ''}`);
    const header = `${'recall'.padStart(8)}${'precision'.padStart(11)}${'alarms'.padStart(8)}`;
    console.log(`  ${''.padEnd(12)}${header}${held ? `    ${header}` : ''}`);
    console.log(summary.join('\n'));
    console.log('  (alarms: what absent topics found on the days where they are absent)');

    const start = performance.now();
    const evidenced = await evidenceFor(db, labels, SPANISH_THESAURUS);
    printCalibration(evidenced, days, (performance.now() - start) / 1000);
    if (productFound.size > 0) printAgreement(evidenced, productFound);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
