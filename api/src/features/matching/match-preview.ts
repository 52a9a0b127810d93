import {
  MATCH_PREVIEW_SAMPLE_SIZE,
  MATCH_PREVIEW_STORED_DAYS,
  type MatchPreview,
} from '@vigia/shared/contracts';
import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications } from '../../db/schema';
import { markConcepts } from './smart/highlight';
import { SMART_THRESHOLD, compilePromptIn, scoreSql } from './smart/sql';
import { SPANISH_THESAURUS } from './thesaurus';

/** The oldest of the source's last MATCH_PREVIEW_STORED_DAYS days with stored publications. */
async function storedDays(
  db: Database,
  source: string,
): Promise<{ from: string | null; to: string | null; days: number }> {
  const rows = await db
    .selectDistinct({ day: publications.publishedOn })
    .from(publications)
    .where(eq(publications.source, source))
    .orderBy(desc(publications.publishedOn))
    .limit(MATCH_PREVIEW_STORED_DAYS);
  return { from: rows.at(-1)?.day ?? null, to: rows[0]?.day ?? null, days: rows.length };
}

/**
 * What `prompts` would have matched, as the engine matches them, among the source's publications
 * of its last stored days: how many, and the newest few with the matched words marked « ».
 */
export async function previewMatches(
  db: Database,
  source: string,
  prompts: string[],
): Promise<MatchPreview> {
  const span = await storedDays(db, source);
  const compiled = (
    await Promise.all(prompts.map((prompt) => compilePromptIn(db, prompt, SPANISH_THESAURUS)))
  ).filter((prompt) => prompt.tsquery !== '');
  if (span.from === null || compiled.length === 0) return { ...span, total: 0, items: [] };
  const where = and(
    eq(publications.source, source),
    gte(publications.publishedOn, span.from),
    or(
      ...compiled.map(
        (prompt) =>
          sql`(${publications.search} @@ ${prompt.tsquery}::tsquery and ${scoreSql(prompt, publications.search)} >= ${SMART_THRESHOLD})`,
      ),
    ),
  );
  const [counted, items] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(publications)
      .where(where),
    db
      .select({
        id: publications.id,
        title: publications.title,
        url: publications.urlHtml,
        publishedOn: publications.publishedOn,
      })
      .from(publications)
      .where(where)
      .orderBy(desc(publications.publishedOn), publications.externalId)
      .limit(MATCH_PREVIEW_SAMPLE_SIZE),
  ]);
  const concepts = compiled.flatMap((prompt) => prompt.concepts);
  return {
    ...span,
    total: counted[0]?.total ?? 0,
    items: items.map((item) => ({ ...item, snippet: markConcepts(item.title, concepts) })),
  };
}
