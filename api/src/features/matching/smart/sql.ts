import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Thesaurus } from '../thesaurus';
import {
  PERSONNEL_PENALTY,
  PERSONNEL_SECTION,
  compilePrompt,
  wordsToStem,
  type CompiledPrompt,
} from './compile';

/**
 * The score under which a match does not notify. Every signal a concept can give is at least
 * 0.648 (an equivalent's stem in a heading); the personnel penalty brings a topic prompt's match
 * on a call or an appointment to 0.4 at most. Calibrated on the quality bench
 * (`SMART_THRESHOLD` overrides it there): see api/quality/README.md.
 */
export const SMART_THRESHOLD = 0.5;

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

/**
 * The score of the publication whose search vector is `search`: each AND-group scores its best
 * signal, the item its weakest group, times the personnel penalty; 0 when the tsquery does not
 * match. Compare with `SMART_THRESHOLD`.
 */
export function scoreSql(compiled: CompiledPrompt, search: SQLWrapper): SQL<number> {
  if (compiled.tsquery === '') return sql<number>`0`;
  const groups = compiled.groups.map(
    (signals) =>
      sql`greatest(${sql.join(
        signals.map(
          (signal) =>
            sql`case when ${search} @@ ${signal.tsquery}::tsquery then ${signal.weight}::real else 0 end`,
        ),
        sql`, `,
      )})`,
  );
  const penalty = compiled.penalisePersonnel
    ? sql`case when ${search} @@ ${PERSONNEL_SECTION}::tsquery then ${PERSONNEL_PENALTY}::real else 1 end`
    : sql`1`;
  return sql<number>`(case when ${search} @@ ${compiled.tsquery}::tsquery then least(${sql.join(groups, sql`, `)}) * ${penalty} else 0 end)`;
}
