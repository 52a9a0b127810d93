import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { PERSONNEL_SECTION, type CompiledPrompt } from '../src/features/matching/smart/compile';
import {
  compilePromptIn,
  pgArray,
  personnelFactor,
  signalArrays,
} from '../src/features/matching/smart/sql';
import type { Thesaurus } from '../src/features/matching/thesaurus';

/**
 * What the matcher sees of one publication for one prompt: the best signal of each AND-group found
 * in it (0 when none), whether it is a personnel item, whether an excluded term is in it.
 */
export interface ItemEvidence {
  groups: number[];
  personnel: boolean;
  excluded: boolean;
}

/** A prompt compiled, the documents holding each group's words, and what every item shows. */
export interface PromptEvidence {
  compiled: CompiledPrompt;
  /** Per AND-group, the publications holding its words (`groupDocuments`). */
  groupDocuments: number[];
  /** Publications stored in all. */
  total: number;
  /** Per AND-group: all its terms are names (a place, a body: `isNameTerm`). */
  groupNames: boolean[];
  personnelFactor: number;
  /** By external id: only the publications where some group was found. */
  items: Map<string, ItemEvidence>;
}

/**
 * Publications holding a term's words: per word the sum over its forms, the term as its rarest
 * word; an OR-group as its commonest term.
 */
async function groupDocuments(db: Database, compiled: CompiledPrompt): Promise<number[]> {
  const lexemes = [
    ...new Set(compiled.terms.flatMap((term) => term.weightWords.flatMap((w) => w.split(' ')))),
  ];
  const result = await db.execute(sql`
    SELECT lexeme, documents FROM lexeme_documents
    WHERE lexeme = ANY (${pgArray([...lexemes, ''])}::text[])
  `);
  const counts = new Map(
    (result as { rows: { lexeme: string; documents: number }[] }).rows.map((row) => [
      row.lexeme,
      Number(row.documents),
    ]),
  );
  const total = counts.get('') ?? 0;
  const groups = compiled.groups.map(() => 0);
  for (const term of compiled.terms) {
    const perWord = term.weightWords.map((word) =>
      Math.min(
        total,
        word.split(' ').reduce((sum, form) => sum + (counts.get(form) ?? 0), 0),
      ),
    );
    const documents = perWord.length === 0 ? total : Math.min(...perWord);
    groups[term.group] = Math.max(groups[term.group] ?? 0, documents);
  }
  return groups;
}

/** The evidence of every stored publication for `prompt` (see `ItemEvidence`). */
export async function promptEvidence(
  db: Database,
  prompt: string,
  thesaurus: Thesaurus,
): Promise<PromptEvidence> {
  const compiled = await compilePromptIn(db, prompt, thesaurus);
  const documents = await groupDocuments(db, compiled);
  const totalRow = await db.execute(sql`SELECT documents FROM lexeme_documents WHERE lexeme = ''`);
  const total = Number((totalRow as { rows: { documents: number }[] }).rows[0]?.documents ?? 0);
  const evidence: PromptEvidence = {
    compiled,
    groupDocuments: documents,
    total,
    groupNames: compiled.groupNames,
    personnelFactor: personnelFactor(compiled),
    items: new Map(),
  };
  if (compiled.groups.length === 0) return evidence;
  const signals = signalArrays(compiled);
  const groupColumns = compiled.groups.map((_, group) => {
    const at = signals.groups.flatMap((g, index) => (g === group ? [index] : []));
    return sql`vigia_term_score(search,
      ${pgArray(at.map((index) => signals.queries[index] as string))}::tsquery[],
      ${pgArray(at.map((index) => signals.weights[index] as number))}::real[])`;
  });
  const anyGate = sql.join(
    compiled.gates.map((gate) => sql`search @@ ${gate}::tsquery`),
    sql` OR `,
  );
  const excluded =
    compiled.exclusions.length === 0
      ? sql`false`
      : sql.join(
          compiled.exclusions.map((query) => sql`search @@ ${query}::tsquery`),
          sql` OR `,
        );
  const result = await db.execute(sql`
    SELECT external_id AS "externalId", ARRAY[${sql.join(groupColumns, sql`, `)}]::real[] AS groups,
      search @@ ${PERSONNEL_SECTION}::tsquery AS personnel, (${excluded}) AS excluded
    FROM publications WHERE ${anyGate}
  `);
  for (const row of (result as { rows: (ItemEvidence & { externalId: string })[] }).rows) {
    const groups = row.groups.map(Number);
    if (groups.every((score) => score === 0)) continue;
    evidence.items.set(row.externalId, {
      groups,
      personnel: row.personnel,
      excluded: row.excluded,
    });
  }
  return evidence;
}
