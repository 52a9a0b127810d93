import {
  MATCH_PREVIEW_SAMPLE_SIZE,
  MATCH_PREVIEW_STORED_DAYS,
  type MatchPreview,
} from '@vigia/shared/contracts';
import { and, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications } from '../../db/schema';

function matchesAny(prompts: string[]): SQL | undefined {
  return or(
    ...prompts.map(
      (prompt) =>
        sql`${publications.search} @@ websearch_to_tsquery('spanish_unaccent', ${prompt})`,
    ),
  );
}

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
 * What `prompts` would have matched among the source's publications of its last stored days:
 * how many, and the newest few with the matched words of the title marked « ».
 */
export async function previewMatches(
  db: Database,
  source: string,
  prompts: string[],
): Promise<MatchPreview> {
  const span = await storedDays(db, source);
  if (span.from === null) return { ...span, total: 0, items: [] };
  const where = and(
    eq(publications.source, source),
    gte(publications.publishedOn, span.from),
    matchesAny(prompts),
  );
  const anyQuery = sql.join(
    prompts.map((prompt) => sql`websearch_to_tsquery('spanish_unaccent', ${prompt})`),
    sql` || `,
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
        snippet: sql<string>`ts_headline('spanish_unaccent', ${publications.title}, ${anyQuery}, 'StartSel=«, StopSel=», HighlightAll=true')`,
        url: publications.urlHtml,
        publishedOn: publications.publishedOn,
      })
      .from(publications)
      .where(where)
      .orderBy(desc(publications.publishedOn), publications.externalId)
      .limit(MATCH_PREVIEW_SAMPLE_SIZE),
  ]);
  return { ...span, total: counted[0]?.total ?? 0, items };
}
