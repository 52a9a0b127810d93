import type { RankingModel } from '../src/features/matching/smart/ranking';
import type { LoadedDay } from './days';
import type { ItemEvidence, PromptEvidence } from './evidence';
import type { LabelledPrompt } from './labels';

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

/** Pairs counted over the labelled prompts of a set of days, and the absent topics' alarms. */
export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  falseAlarms: number;
}

const NO_COUNTS: Counts = {
  truePositives: 0,
  falsePositives: 0,
  falseNegatives: 0,
  falseAlarms: 0,
};

function add(one: Counts, other: Counts): Counts {
  return {
    truePositives: one.truePositives + other.truePositives,
    falsePositives: one.falsePositives + other.falsePositives,
    falseNegatives: one.falseNegatives + other.falseNegatives,
    falseAlarms: one.falseAlarms + other.falseAlarms,
  };
}

export function recallOf(counts: Counts): number {
  const relevant = counts.truePositives + counts.falseNegatives;
  return relevant === 0 ? 0 : counts.truePositives / relevant;
}

export function precisionOf(counts: Counts): number {
  const found = counts.truePositives + counts.falsePositives;
  return found === 0 ? 0 : counts.truePositives / found;
}

/** Per day id, what `model` gets right and wrong there (as `evaluate` counts it). */
function countsByDay(
  prompts: readonly EvidencedPrompt[],
  days: readonly LoadedDay[],
  model: RankingModel,
): Map<string, Counts> {
  const dayOf = new Map(
    days.flatMap(({ day, publications }) => publications.map((item) => [item.externalId, day.id])),
  );
  const byDay = new Map(days.map(({ day }) => [day.id, { ...NO_COUNTS }]));
  for (const { entry, evidence } of prompts) {
    const foundByDay = new Map<string, Set<string>>();
    for (const id of matchedIds(evidence, model)) {
      const day = dayOf.get(id);
      if (day !== undefined) foundByDay.set(day, (foundByDay.get(day) ?? new Set()).add(id));
    }
    for (const [day, counts] of byDay) {
      const labelled = entry.relevant[day];
      if (labelled === undefined) continue;
      const relevant = new Set(labelled);
      const found = foundByDay.get(day) ?? new Set<string>();
      const hits = [...found].filter((id) => relevant.has(id)).length;
      counts.truePositives += hits;
      counts.falsePositives += found.size - hits;
      counts.falseNegatives += relevant.size - hits;
      if (entry.kind === 'absent' && relevant.size === 0) counts.falseAlarms += found.size;
    }
  }
  return byDay;
}

/**
 * How calibration ranks a model by its figures: no absent-topic alarm first; then, at precision
 * 0.90 or more, the highest recall (the product's goal is recall at that precision); below it,
 * the best F1. Ties go to the strictest coverage, then the lowest exponent.
 */
function preference(counts: Counts, model: RankingModel): number[] {
  const r = recallOf(counts);
  const p = precisionOf(counts);
  const reachesPrecision = p >= 0.9;
  const f1 = r + p === 0 ? 0 : (2 * r * p) / (r + p);
  return [
    counts.falseAlarms === 0 ? 1 : 0,
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

/** Each candidate model's counts per day, worked out once for every choice made from them. */
export class Calibration {
  private readonly counts: { model: RankingModel; byDay: Map<string, Counts> }[];

  constructor(
    prompts: readonly EvidencedPrompt[],
    private readonly days: readonly LoadedDay[],
    models: readonly RankingModel[],
  ) {
    this.counts = models.map((model) => ({ model, byDay: countsByDay(prompts, days, model) }));
  }

  /** The candidate with the best figures on the days `dayIds` names. */
  choose(dayIds: readonly string[]): { model: RankingModel; counts: Counts } {
    let best: { model: RankingModel; counts: Counts; rank: number[] } | null = null;
    for (const { model, byDay } of this.counts) {
      const counts = dayIds.reduce((sum, id) => add(sum, byDay.get(id) ?? NO_COUNTS), NO_COUNTS);
      const rank = preference(counts, model);
      if (!best || better(rank, best.rank)) best = { model, counts, rank };
    }
    if (!best) throw new Error('No model to calibrate');
    return { model: best.model, counts: best.counts };
  }

  /** The figures of `model` (one of the candidates) on the day `dayId`. */
  countsOn(model: RankingModel, dayId: string): Counts {
    return this.counts.find((entry) => entry.model === model)?.byDay.get(dayId) ?? NO_COUNTS;
  }

  /**
   * Leave one day out: for each labelled day, the model chosen on every other day, measured on
   * that day alone, which it was not tuned on; and every fold's held-out pairs together.
   */
  leaveOneDayOut(): { folds: Fold[]; pooled: Counts } {
    const ids = this.days.map(({ day }) => day.id);
    const folds = ids.map((day): Fold => {
      const { model, counts } = this.choose(ids.filter((id) => id !== day));
      return { day, model, tuning: counts, heldOut: this.countsOn(model, day) };
    });
    return { folds, pooled: folds.reduce((sum, fold) => add(sum, fold.heldOut), NO_COUNTS) };
  }

  /** The model chosen on every labelled day: the one the product must use. */
  chooseOnEveryDay(): RankingModel {
    return this.choose(this.days.map(({ day }) => day.id)).model;
  }
}

export interface Fold {
  day: string;
  /** Chosen on every other day. */
  model: RankingModel;
  /** On the other days, with that model. */
  tuning: Counts;
  /** On this day alone, with that model. */
  heldOut: Counts;
}
