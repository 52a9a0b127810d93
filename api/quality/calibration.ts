import type { RankingModel } from '../src/features/matching/smart/ranking';
import { promptRun, type LoadedDay } from './days';
import type { ItemEvidence, PromptEvidence } from './evidence';
import type { LabelledPrompt } from './labels';
import { evaluate, type QualityReport, type Totals } from './scoring';

/** A labelled prompt and what every stored publication shows for it. */
export interface EvidencedPrompt {
  entry: LabelledPrompt;
  evidence: PromptEvidence;
}

/** The weight of a group found in `documents` of `total` publications (`vigia_concept_weight`). */
function conceptWeight(documents: number, total: number, exponent: number): number {
  const idf = Math.log((total + 1) / (Math.min(documents, total) + 1));
  return Math.fround(Math.max(idf, 0.01) ** exponent);
}

/**
 * Whether an item matches as `vigia_prompt_score` decides it (migration 0014): every name found,
 * quality and coverage of the topics at the model's minimums, nothing excluded.
 */
export function matches(
  evidence: PromptEvidence,
  item: ItemEvidence,
  model: RankingModel,
): boolean {
  if (item.excluded) return false;
  let quality = 1;
  let topics = 0;
  let covered = 0;
  for (const [group, best] of item.groups.entries()) {
    const named = evidence.groupNames[group] ?? false;
    if (named && best === 0) return false;
    if (best > 0) quality = Math.min(quality, best);
    if (!named) {
      const weight = conceptWeight(
        evidence.groupDocuments[group] ?? 0,
        evidence.total,
        model.idfExponent,
      );
      // Single precision, as the database adds them up (real).
      topics = Math.fround(topics + weight);
      if (best > 0) covered = Math.fround(covered + weight);
    }
  }
  if (topics > 0 && covered === 0) return false;
  if (item.personnel) quality = Math.fround(quality * evidence.personnelFactor);
  const coverage = topics > 0 ? Math.fround(covered / topics) : 1;
  return quality >= Math.fround(model.minQuality) && coverage >= Math.fround(model.minCoverage);
}

/** The external ids a prompt matches under `model`. */
export function matchedIds(evidence: PromptEvidence, model: RankingModel): Set<string> {
  const found = new Set<string>();
  for (const [externalId, item] of evidence.items) {
    if (matches(evidence, item, model)) found.add(externalId);
  }
  return found;
}

/** The figures of `model` on `prompts`, counting only `days`. */
export function reportOn(
  prompts: readonly EvidencedPrompt[],
  days: readonly LoadedDay[],
  model: RankingModel,
): QualityReport {
  return evaluate(
    prompts
      .filter(({ entry }) => days.some(({ day }) => entry.relevant[day.id] !== undefined))
      .map(({ entry, evidence }) => promptRun(entry, matchedIds(evidence, model), days)),
  );
}

/** The models calibration chooses among: exponents and minimum coverages. */
export function candidateModels(minQuality: number): RankingModel[] {
  const models: RankingModel[] = [];
  for (const idfExponent of [1, 2, 3, 4]) {
    for (let percent = 50; percent <= 100; percent += 2) {
      models.push({ idfExponent, minQuality, minCoverage: percent / 100 });
    }
  }
  return models;
}

/**
 * How calibration ranks a model by its figures: no absent-topic alarm first; then, at precision
 * 0.90 or more, the highest recall (the product's goal is recall at that precision); below it,
 * the best F1. Ties go to the strictest coverage, then the lowest exponent.
 */
function preference(report: QualityReport, model: RankingModel): number[] {
  const { recall, precision } = report.overall;
  const r = recall ?? 0;
  const p = precision ?? 0;
  const reachesPrecision = p >= 0.9;
  const f1 = r + p === 0 ? 0 : (2 * r * p) / (r + p);
  return [
    report.absent.falseAlarms === 0 ? 1 : 0,
    reachesPrecision ? 1 : 0,
    Math.round((reachesPrecision ? r : f1) * 1e4),
    model.minCoverage,
    -model.idfExponent,
  ];
}

function better(one: number[], other: number[]): boolean {
  for (const [at, value] of one.entries()) {
    const against = other[at] ?? 0;
    if (value !== against) return value > against;
  }
  return false;
}

/** The candidate model with the best figures on `days`. */
export function calibrate(
  prompts: readonly EvidencedPrompt[],
  days: readonly LoadedDay[],
  models: readonly RankingModel[],
): { model: RankingModel; report: QualityReport } {
  let best: { model: RankingModel; report: QualityReport; rank: number[] } | null = null;
  for (const model of models) {
    const report = reportOn(prompts, days, model);
    const rank = preference(report, model);
    if (!best || better(rank, best.rank)) best = { model, report, rank };
  }
  if (!best) throw new Error('No model to calibrate');
  return { model: best.model, report: best.report };
}

export interface Fold {
  day: string;
  /** Chosen on every other day. */
  model: RankingModel;
  /** On the other days, with that model. */
  tuning: Totals;
  /** On this day alone, with that model. */
  heldOut: QualityReport;
}

export interface LeaveOneDayOut {
  folds: Fold[];
  /** Every fold's held-out pairs together. */
  pooled: { totals: Totals; falseAlarms: number };
}

function pool(reports: readonly QualityReport[]): LeaveOneDayOut['pooled'] {
  const sum = (pick: (totals: Totals) => number) =>
    reports.reduce((total, report) => total + pick(report.overall), 0);
  const truePositives = sum((totals) => totals.truePositives);
  const falsePositives = sum((totals) => totals.falsePositives);
  const falseNegatives = sum((totals) => totals.falseNegatives);
  const relevant = truePositives + falseNegatives;
  const found = truePositives + falsePositives;
  return {
    totals: {
      prompts: sum((totals) => totals.prompts),
      relevant,
      found,
      truePositives,
      falsePositives,
      falseNegatives,
      recall: relevant === 0 ? null : truePositives / relevant,
      precision: found === 0 ? null : truePositives / found,
    },
    falseAlarms: reports.reduce((total, report) => total + report.absent.falseAlarms, 0),
  };
}

/**
 * Leave one day out: for each labelled day, the model calibrated on every other day, measured on
 * that day alone, which it was not tuned on.
 */
export function leaveOneDayOut(
  prompts: readonly EvidencedPrompt[],
  days: readonly LoadedDay[],
  models: readonly RankingModel[],
): LeaveOneDayOut {
  const folds = days.map((held): Fold => {
    const others = days.filter((day) => day !== held);
    const { model, report } = calibrate(prompts, others, models);
    return {
      day: held.day.id,
      model,
      tuning: report.overall,
      heldOut: reportOn(prompts, [held], model),
    };
  });
  return { folds, pooled: pool(folds.map((fold) => fold.heldOut)) };
}
