import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Thesaurus } from '../thesaurus';
import { RANKING, type RankingModel } from './ranking';
import {
  PERSONNEL_PENALTY,
  PERSONNEL_SECTION,
  compilePrompt,
  wordsToStem,
  type CompiledPrompt,
  type Signal,
} from './compile';

/**
 * Stems of words as the index makes them (migration 0009): stemmed from the word as written and
 * unaccented, and unaccented then stemmed. Stop words have none.
 */
export async function lookupStems(
  db: Database,
  words: readonly string[],
): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const list = `{${words.map((word) => `"${word.replace(/["\\]/g, '')}"`).join(',')}}`;
  const rows = await db
    .select({
      word: sql<string>`word`,
      stems: sql<string[]>`tsvector_to_array(
        vigia_unaccent(to_tsvector('pg_catalog.spanish', word)::text)::tsvector
          || to_tsvector('spanish_unaccent', word))`,
    })
    .from(sql`unnest(${list}::text[]) as word`);
  return new Map(rows.map((row) => [row.word, row.stems]));
}

/** `compilePrompt` with the stems of its words read from the database. */
export async function compilePromptIn(
  db: Database,
  prompt: string,
  thesaurus: Thesaurus,
): Promise<CompiledPrompt> {
  return compilePrompt(prompt, thesaurus, await lookupStems(db, wordsToStem(prompt, thesaurus)));
}

/** `values` as the text of a PostgreSQL array: cast it (`::text[]`, `::tsquery[]`). */
export function pgArray(values: readonly (string | number | boolean)[]): string {
  const items = values.map((value) =>
    typeof value === 'string' ? `"${value.replace(/[\\"]/g, '\\$&')}"` : String(value),
  );
  return `{${items.join(',')}}`;
}

/** The factor of a personnel item's score for this prompt (1: not weighed down). */
export function personnelFactor(compiled: CompiledPrompt): number {
  return compiled.penalisePersonnel ? PERSONNEL_PENALTY : 1;
}

/**
 * Signals as a term or a group is scored with them: strongest first, and signals of equal weight
 * one query (the first found gives the score): it tries a few weights, not every word of an
 * expansion.
 */
function byWeight(signals: readonly Signal[]): { tsquery: string; weight: number }[] {
  const queries = new Map<number, string[]>();
  for (const signal of signals) {
    queries.set(signal.weight, [...(queries.get(signal.weight) ?? []), signal.tsquery]);
  }
  return [...queries]
    .sort(([one], [other]) => other - one)
    .map(([weight, list]) => ({
      tsquery: list.length === 1 ? (list[0] as string) : `(${list.join(') | (')})`,
      weight,
    }));
}

/**
 * The signals of a compiled prompt as `vigia_prompt_score` takes them: parallel arrays, grouped,
 * each group's strongest signal first. A group scores the weight of its strongest signal found.
 */
export function signalArrays(compiled: CompiledPrompt): {
  queries: string[];
  weights: number[];
  groups: number[];
} {
  const signals = compiled.groups.flatMap((group, index) =>
    byWeight(group).map((signal) => ({ ...signal, group: index })),
  );
  return {
    queries: signals.map((signal) => signal.tsquery),
    weights: signals.map((signal) => signal.weight),
    groups: signals.map((signal) => signal.group),
  };
}

/** A term of a compiled prompt as `compiled_terms` keeps it, keyed by what it compiles to. */
export interface TermRow {
  key: string;
  signalQueries: string[];
  signalWeights: number[];
  anchors: string[];
  weightWords: string[];
}

export function termRow(signals: readonly Signal[], weightWords: readonly string[]): TermRow {
  const weighed = byWeight(signals);
  const signalQueries = weighed.map((signal) => signal.tsquery);
  const signalWeights = weighed.map((signal) => signal.weight);
  return {
    key: createHash('sha256')
      .update(JSON.stringify([signalQueries, signalWeights, weightWords]))
      .digest('base64url'),
    signalQueries,
    signalWeights,
    anchors: [...new Set(signals.flatMap((signal) => signal.anchors))],
    weightWords: [...weightWords],
  };
}

/**
 * The score of the publication whose search vector is `search` for a compiled prompt
 * (`vigia_prompt_score`, migration 0014; see `RankingModel`): its quality times its coverage of
 * the topics when both reach the model's minimums, else 0. `weights`: one per AND-group
 * (`groupWeights`).
 */
export function scoreSql(
  compiled: CompiledPrompt,
  search: SQLWrapper,
  weights: readonly number[],
  model: RankingModel = RANKING,
): SQL<number> {
  if (compiled.tsquery === '') return sql<number>`0`;
  const signals = signalArrays(compiled);
  return sql<number>`vigia_prompt_score(${search}, ${pgArray(compiled.gates)}::tsquery[],
    ${pgArray(signals.queries)}::tsquery[],
    ${pgArray(signals.weights)}::real[], ${pgArray(signals.groups)}::smallint[],
    ${pgArray(weights)}::real[], ${pgArray(compiled.groupNames)}::boolean[],
    ${pgArray(compiled.exclusions)}::tsquery[], ${personnelFactor(compiled)}::real,
    ${PERSONNEL_SECTION}::tsquery, ${model.minQuality}::real, ${model.minCoverage}::real)`;
}
