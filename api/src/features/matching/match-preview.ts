import {
  MATCH_PREVIEW_SAMPLE_SIZE,
  MATCH_PREVIEW_STORED_DAYS,
  type MatchPreview,
  type MatchPreviewItem,
} from '@vigia/shared/contracts';
import { desc, eq, sql } from 'drizzle-orm';
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
  // Only a publication with an anchor of each AND-group of some prompt can score: the GIN index
  // finds those, and only they are scored, once (the count is taken before the limit).
  const anchored = sql.join(
    compiled.map(
      (prompt) =>
        sql`(${sql.join(
          prompt.gates.map((gate) => sql`${gate}::tsquery`),
          sql` && `,
        )})`,
    ),
    sql` || `,
  );
  const scores = compiled.map(
    (prompt) => sql`${scoreSql(prompt, sql.raw('publication.search'))} >= ${SMART_THRESHOLD}`,
  );
  const result = await db.execute(sql`
    WITH candidates AS MATERIALIZED (
      SELECT id, title, url_html, published_on, external_id, source, search
      FROM publications WHERE search @@ (${anchored})
    )
    SELECT id, title, url_html AS url, published_on::text AS "publishedOn",
      count(*) OVER () AS total
    FROM candidates AS publication
    WHERE source = ${source} AND published_on >= ${span.from} AND (${sql.join(scores, sql` OR `)})
    ORDER BY published_on DESC, external_id
    LIMIT ${MATCH_PREVIEW_SAMPLE_SIZE}
  `);
  const items = (result as { rows: (Omit<MatchPreviewItem, 'snippet'> & { total: string })[] })
    .rows;
  const concepts = compiled.flatMap((prompt) => prompt.concepts);
  return {
    ...span,
    total: Number(items[0]?.total ?? 0),
    items: items.map(({ total: _total, ...item }) => ({
      ...item,
      snippet: markConcepts(item.title, concepts),
    })),
  };
}
