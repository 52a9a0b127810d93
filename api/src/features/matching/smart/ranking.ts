import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { CompiledPrompt } from './compile';

/**
 * How a prompt's concepts add up to a match (issue 21). Every name it gives (a place, a body)
 * must be found. The weakest signal found is the match's quality (exact above expanded above
 * stemmed; title above heading above department), weighed down on a personnel item for a topic
 * prompt. The topics found, each weighing how informative its words are in the stored bulletins
 * (inverse document frequency, raised to `idfExponent`), are its coverage: a missing generic
 * word ('públicas') costs little, a missing distinctive one a lot. An item matches when both
 * reach their minimum; it scores quality times coverage. Calibrated with `pnpm bench:quality`:
 * the values below are those tuning on every labelled day chooses (api/quality/README.md).
 */
export interface RankingModel {
  idfExponent: number;
  /** The least quality that notifies: every allowed signal is at least 0.648, a penalised one 0.4. */
  minQuality: number;
  /** The least share of the topics' weight found. */
  minCoverage: number;
}

export const RANKING: RankingModel = { idfExponent: 4, minQuality: 0.5, minCoverage: 0.94 };

/** A term's weight words in one text, split by '|' (forms never hold one). */
function packedWords(words: readonly string[]): string {
  return words.join('|');
}

/**
 * Per AND-group, its weight in the stored bulletins now (`vigia_concept_weight` of the group's
 * commonest term): an OR-group says no more than its broadest alternative.
 */
export async function groupWeights(
  db: Database,
  compiled: CompiledPrompt,
  model: RankingModel = RANKING,
): Promise<number[]> {
  if (compiled.terms.length === 0) return [];
  const terms = sql.join(
    compiled.terms.map(
      (term) => sql`(${term.group}::integer, ${packedWords(term.weightWords)}::text)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT term.grp AS "group", vigia_concept_weight(
      max(vigia_term_documents(string_to_array(term.words, '|'))),
      (SELECT coalesce(max(documents), 0) FROM lexeme_documents WHERE lexeme = ''),
      ${model.idfExponent}::real) AS weight
    FROM (VALUES ${terms}) AS term(grp, words)
    GROUP BY term.grp
  `);
  const weights = compiled.groups.map(() => 0);
  for (const row of (result as { rows: { group: number; weight: number }[] }).rows) {
    weights[Number(row.group)] = Number(row.weight);
  }
  return weights;
}
