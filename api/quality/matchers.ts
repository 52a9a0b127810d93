import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { notifications, publications, subscriptions, users } from '../src/db/schema';
import { matchPublications } from '../src/features/matching/match-publications';
import { PUBLICATION_SOURCES } from '../src/features/publications/publication';
import type { NamedMatcher } from './matcher';

async function externalIdsWhere(db: Database, query: string): Promise<Set<string>> {
  const rows = await db
    .select({ externalId: publications.externalId })
    .from(publications)
    .where(sql`${publications.search} @@ websearch_to_tsquery('spanish_unaccent', ${query})`);
  return new Set(rows.map((row) => row.externalId));
}

/**
 * The prompt's words, joined by OR: quotes and the OR keyword dropped, and the words it excludes
 * (-word) left out rather than turned into alternatives.
 */
export function anyWordQuery(prompt: string): string {
  return prompt
    .split(/\s+/)
    .filter((token) => !token.startsWith('-'))
    .flatMap((token) => token.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word !== '' && word.toLowerCase() !== 'or')
    .join(' or ');
}

/** The prompt as the engine's full-text query: all words, stemmed, accents folded. */
export const fullText: NamedMatcher = {
  name: 'full-text',
  description: "search @@ websearch_to_tsquery('spanish_unaccent', prompt)",
  match: (db, prompt) => externalIdsWhere(db, prompt),
};

/** The flooding baseline: any one of the prompt's words. */
export const anyWord: NamedMatcher = {
  name: 'any-word',
  description: "search @@ websearch_to_tsquery('spanish_unaccent', 'w1 or w2 or …')",
  match: (db, prompt) => externalIdsWhere(db, anyWordQuery(prompt)),
};

const BENCH_USER = 'quality-bench';

/**
 * The product itself: one subscription per source with the prompt, matched by
 * `matchPublications`, read back from the notifications it made, then removed.
 */
export const product: NamedMatcher = {
  name: 'product',
  description: 'matchPublications over a subscription per source, read from its notifications',
  match: async (db, prompt) => {
    await db
      .insert(users)
      .values({ id: BENCH_USER, email: 'quality-bench@vigia.local' })
      .onConflictDoNothing();
    const created = await db
      .insert(subscriptions)
      .values(
        PUBLICATION_SOURCES.map((source) => ({
          userId: BENCH_USER,
          typeId: source,
          name: `Quality bench (${source})`,
          description: prompt,
          prompts: [prompt],
        })),
      )
      .returning({ id: subscriptions.id });
    const ids = created.map((row) => row.id);
    try {
      for (const subscriptionId of ids) {
        await matchPublications(db, { subscriptionId, since: '1900-01-01' });
      }
      const rows = await db
        .select({ externalId: publications.externalId })
        .from(notifications)
        .innerJoin(publications, eq(publications.id, notifications.publicationId))
        .where(inArray(notifications.subscriptionId, ids));
      return new Set(rows.map((row) => row.externalId));
    } finally {
      await db.delete(notifications).where(inArray(notifications.subscriptionId, ids));
      await db.delete(subscriptions).where(inArray(subscriptions.id, ids));
    }
  },
};

/** Every matcher the bench knows, in the order it reports them. */
export const MATCHERS: readonly NamedMatcher[] = [fullText, anyWord, product];
