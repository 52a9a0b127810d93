import { PROMPT_KINDS, type PromptKind } from './labels';

/** What one matcher found for one prompt, beside what the labels say is relevant. */
export interface PromptRun {
  prompt: string;
  kind: PromptKind;
  relevant: ReadonlySet<string>;
  found: ReadonlySet<string>;
  /**
   * For a prompt of kind 'absent': the publications of the days on which it has no relevant item,
   * where it is an absent topic. Left out, it is absent from every day.
   */
  absentOn?: ReadonlySet<string>;
}

export interface PromptScore {
  prompt: string;
  kind: PromptKind;
  /** Found and relevant. */
  truePositives: string[];
  /** Found, not relevant. */
  falsePositives: string[];
  /** Relevant, not found. */
  falseNegatives: string[];
}

/** Sums over (prompt, publication) pairs of a group of prompts. */
export interface Totals {
  prompts: number;
  relevant: number;
  found: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** null when nothing was relevant. */
  recall: number | null;
  /** null when nothing was found. */
  precision: number | null;
}

export interface QualityReport {
  overall: Totals;
  /** The kinds that have prompts, in PROMPT_KINDS order. */
  byKind: { kind: PromptKind; totals: Totals }[];
  perPrompt: PromptScore[];
  /**
   * Prompts of kind 'absent' on the days where their topic is absent (nothing relevant): every item
   * they find on those days is a false alarm.
   */
  absent: { prompts: number; falseAlarms: number; promptsWithAlarms: number };
}

export function scorePrompt(run: PromptRun): PromptScore {
  const sorted = (ids: Iterable<string>) => [...ids].sort();
  return {
    prompt: run.prompt,
    kind: run.kind,
    truePositives: sorted([...run.found].filter((id) => run.relevant.has(id))),
    falsePositives: sorted([...run.found].filter((id) => !run.relevant.has(id))),
    falseNegatives: sorted([...run.relevant].filter((id) => !run.found.has(id))),
  };
}

/** Micro-averaged: every (prompt, publication) pair weighs the same, whatever its prompt. */
export function totals(scores: readonly PromptScore[]): Totals {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const score of scores) {
    truePositives += score.truePositives.length;
    falsePositives += score.falsePositives.length;
    falseNegatives += score.falseNegatives.length;
  }
  const relevant = truePositives + falseNegatives;
  const found = truePositives + falsePositives;
  return {
    prompts: scores.length,
    relevant,
    found,
    truePositives,
    falsePositives,
    falseNegatives,
    recall: relevant === 0 ? null : truePositives / relevant,
    precision: found === 0 ? null : truePositives / found,
  };
}

/** What an absent topic found on the days where it is absent; null when it is absent from none. */
function falseAlarms(run: PromptRun): string[] | null {
  if (run.kind !== 'absent' || run.absentOn?.size === 0) return null;
  return [...run.found].filter((id) => !run.relevant.has(id) && (run.absentOn?.has(id) ?? true));
}

export function evaluate(runs: readonly PromptRun[]): QualityReport {
  const perPrompt = runs.map(scorePrompt);
  const alarms = runs.map(falseAlarms).filter((ids) => ids !== null);
  return {
    overall: totals(perPrompt),
    byKind: PROMPT_KINDS.map((kind) => ({
      kind,
      totals: totals(perPrompt.filter((score) => score.kind === kind)),
    })).filter((group) => group.totals.prompts > 0),
    perPrompt,
    absent: {
      prompts: alarms.length,
      falseAlarms: alarms.reduce((sum, ids) => sum + ids.length, 0),
      promptsWithAlarms: alarms.filter((ids) => ids.length > 0).length,
    },
  };
}
