import { and, eq, getTableColumns, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  compiledPrompts,
  compiledTerms,
  subscriptionPrompts,
  subscriptions,
} from '../../../db/schema';
import type { Thesaurus } from '../thesaurus';
import { compilePrompt, wordsToStem, type Signal } from './compile';
import { conceptWords } from './highlight';
import { lookupStems, personnelFactor, termRow, type TermRow } from './sql';

/** Prompts compiled per statement: their stems are read at once. */
const COMPILE_BATCH_SIZE = 2_000;

/** Compiles `prompts` with `thesaurus` and stores them, replacing what another version made. */
export async function storeCompiledPrompts(
  db: Database,
  prompts: readonly string[],
  thesaurus: Thesaurus,
): Promise<void> {
  if (prompts.length === 0) return;
  const words = [...new Set(prompts.flatMap((prompt) => wordsToStem(prompt, thesaurus)))];
  const stems = await lookupStems(db, words);
  const terms = new Map<string, TermRow>();
  // Prompts compiled together share their terms' signals (`compilePrompt`): each hashed once.
  const rowsBySignals = new Map<readonly Signal[], Map<string, TermRow>>();
  const rowOf = (signals: readonly Signal[], weightWords: readonly string[]): TermRow => {
    let byWords = rowsBySignals.get(signals);
    if (!byWords) rowsBySignals.set(signals, (byWords = new Map()));
    const wordsKey = weightWords.join('|');
    let row = byWords.get(wordsKey);
    if (!row) byWords.set(wordsKey, (row = termRow(signals, weightWords)));
    terms.set(row.key, row);
    return row;
  };
  const rows = prompts.map((prompt) => {
    const compiled = compilePrompt(prompt, thesaurus, stems);
    const termRows = compiled.terms.map((term) => rowOf(term.signals, term.weightWords));
    return {
      prompt,
      thesaurusVersion: compiled.thesaurusVersion,
      anchors: compiled.anchors,
      termKeys: termRows.map((row) => row.key),
      termGroups: compiled.terms.map((term) => term.group),
      groupNames: compiled.groupNames,
      exclusions: compiled.exclusions,
      personnelFactor: personnelFactor(compiled),
      conceptLabels: compiled.concepts.map((concept) => concept.label),
      headlineWords: conceptWords(compiled.concepts),
    };
  });
  // Together: forgetting unused terms sees a prompt with its terms or neither.
  await db.transaction(async (tx) => {
    if (terms.size > 0) {
      await tx
        .insert(compiledTerms)
        .values([...terms.values()])
        .onConflictDoNothing();
    }
    await tx
      .insert(compiledPrompts)
      .values(rows)
      .onConflictDoUpdate({
        target: compiledPrompts.prompt,
        set: Object.fromEntries(
          Object.entries(getTableColumns(compiledPrompts))
            .filter(([key]) => key !== 'prompt')
            .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
        ),
      });
  });
}

/**
 * Compiles the prompts of the subscriptions `where` selects that have not been compiled with
 * `thesaurus` yet: new and edited prompts, and all of them after the thesaurus changes.
 * Returns how many it compiled.
 */
export async function compilePendingPrompts(
  db: Database,
  where: SQL | undefined,
  thesaurus: Thesaurus,
): Promise<number> {
  let compiled = 0;
  for (;;) {
    const pending = await db
      .selectDistinct({ prompt: subscriptionPrompts.prompt })
      .from(subscriptionPrompts)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPrompts.subscriptionId))
      .leftJoin(compiledPrompts, eq(compiledPrompts.prompt, subscriptionPrompts.prompt))
      .where(
        and(
          where,
          or(
            isNull(compiledPrompts.prompt),
            ne(compiledPrompts.thesaurusVersion, thesaurus.version),
          ),
        ),
      )
      .limit(COMPILE_BATCH_SIZE);
    if (pending.length === 0) return compiled;
    await storeCompiledPrompts(
      db,
      pending.map((row) => row.prompt),
      thesaurus,
    );
    compiled += pending.length;
  }
}

/** Forgets the compiled prompts no subscription has any more, and the terms no prompt has. */
export async function forgetUnusedPrompts(db: Database): Promise<void> {
  await db.delete(compiledPrompts).where(
    notExists(
      db
        .select({ found: sql`1` })
        .from(subscriptionPrompts)
        .where(eq(subscriptionPrompts.prompt, compiledPrompts.prompt)),
    ),
  );
  await db.execute(sql`
    DELETE FROM compiled_terms
    WHERE key NOT IN (SELECT DISTINCT unnest(term_keys) FROM compiled_prompts)
  `);
}
