import { and, eq, getTableColumns, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { compiledPrompts, subscriptionPrompts, subscriptions } from '../../../db/schema';
import type { Thesaurus } from '../thesaurus';
import { compilePrompt, wordsToStem } from './compile';
import { conceptWords } from './highlight';
import { lookupStems, personnelFactor, signalArrays } from './sql';

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
  const rows = prompts.map((prompt) => {
    const compiled = compilePrompt(prompt, thesaurus, stems);
    const signals = signalArrays(compiled);
    return {
      prompt,
      thesaurusVersion: compiled.thesaurusVersion,
      anchors: compiled.anchors,
      groupGates: compiled.gates,
      signalQueries: signals.queries,
      signalWeights: signals.weights,
      signalGroups: signals.groups,
      exclusions: compiled.exclusions,
      personnelFactor: personnelFactor(compiled),
      conceptLabels: compiled.concepts.map((concept) => concept.label),
      conceptQueries: compiled.concepts.map((concept) => concept.tsquery),
      headlineWords: conceptWords(compiled.concepts),
    };
  });
  await db
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

/** Forgets the compiled prompts no subscription has any more. */
export async function forgetUnusedPrompts(db: Database): Promise<void> {
  await db.delete(compiledPrompts).where(
    notExists(
      db
        .select({ found: sql`1` })
        .from(subscriptionPrompts)
        .where(eq(subscriptionPrompts.prompt, compiledPrompts.prompt)),
    ),
  );
}
