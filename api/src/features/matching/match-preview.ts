import {
  MATCH_PREVIEW_SAMPLE_SIZE,
  MATCH_PREVIEW_STORED_DAYS,
  type MatchPreview,
  type MatchPreviewItem,
} from '@vigia/shared/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications } from '../../db/schema';
import { markConcepts } from './smart/highlight';
import type { CompiledPrompt, Concept } from './smart/compile';
import { groupWeights, RANKING, type RankingModel } from './smart/ranking';
import { compilePromptIn, pgArray, scoreSql } from './smart/sql';
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
 * The topic groups an item cannot lack and still match: those weighing more than the share of
 * the topics' weight a match may miss (`RankingModel.minCoverage`).
 */
export function requiredTopics(
  groupNames: readonly boolean[],
  weights: readonly number[],
  model: RankingModel = RANKING,
): boolean[] {
  const topicWeight = groupNames.reduce(
    (sum, named, group) => (named ? sum : sum + (weights[group] ?? 0)),
    0,
  );
  // A little under the exact bound, so that rounding never drops an item that matches.
  const missable = (1 - model.minCoverage) * topicWeight * (1 + 1e-6);
  return groupNames.map((named, group) => !named && (weights[group] ?? 0) > missable);
}

/**
 * The publications a prompt can match, as the search index finds them: those holding an anchor
 * of each name group, of each topic group too heavy to miss, and of some topic group
 * (`CompiledPrompt.gates`; a group is never found in an item that lacks its anchors).
 */
function candidates(prompt: CompiledPrompt, weights: readonly number[]): SQL {
  const required = requiredTopics(prompt.groupNames, weights);
  const gate = (group: number) => sql`${prompt.gates[group]}::tsquery`;
  const groups = prompt.gates.map((_, group) => group);
  const topics = groups.filter((group) => !prompt.groupNames[group]).map(gate);
  const mustHave = groups.filter((group) => prompt.groupNames[group] || required[group]).map(gate);
  return sql`(${sql.join(
    [...mustHave, ...(topics.length > 0 ? [sql`(${sql.join(topics, sql` || `)})`] : [])],
    sql` && `,
  )})`;
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
  const weights = await Promise.all(compiled.map((prompt) => groupWeights(db, prompt)));
  const scores = compiled.map((prompt, at) =>
    scoreSql(prompt, sql.raw('publication.search'), weights[at] ?? []),
  );
  const result = await db.execute(sql`
    WITH candidates AS MATERIALIZED (
      SELECT id, title, url_html, published_on, external_id, source, search
      FROM publications WHERE search @@ (${sql.join(
        compiled.map((prompt, at) => candidates(prompt, weights[at] ?? [])),
        sql` || `,
      )})
    ),
    scored AS (
      SELECT publication.*, greatest(${sql.join(scores, sql`, `)}) AS score
      FROM candidates AS publication
      WHERE source = ${source} AND published_on >= ${span.from}
    )
    SELECT id, title, url_html AS url, published_on::text AS "publishedOn", score,
      count(*) OVER () AS total
    FROM scored
    WHERE score > 0
    ORDER BY published_on DESC, external_id
    LIMIT ${MATCH_PREVIEW_SAMPLE_SIZE}
  `);
  const rows = (
    result as { rows: (Omit<MatchPreviewItem, 'snippet' | 'concepts'> & { total: string })[] }
  ).rows;
  const concepts = compiled.flatMap((prompt) => prompt.concepts);
  const found = await conceptsFound(
    db,
    rows.map((row) => row.id),
    concepts,
  );
  return {
    ...span,
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(({ total: _total, score, ...item }) => {
      const present = concepts.filter((_, at) => found.get(item.id)?.[at]);
      return {
        ...item,
        score: Math.round(Number(score) * 1000) / 1000,
        concepts: [...new Set(present.map((concept) => concept.label))],
        snippet: markConcepts(item.title, present),
      };
    }),
  };
}

/** Per publication, which of the concepts are found in it (in their order). */
async function conceptsFound(
  db: Database,
  ids: readonly string[],
  concepts: readonly Concept[],
): Promise<Map<string, boolean[]>> {
  if (ids.length === 0 || concepts.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT id, ARRAY[${sql.join(
      concepts.map((concept) => sql`search @@ ${concept.tsquery}::tsquery`),
      sql`, `,
    )}] AS found
    FROM publications WHERE id = ANY (${pgArray(ids)}::uuid[])
  `);
  return new Map(
    (result as { rows: { id: string; found: boolean[] }[] }).rows.map((row) => [row.id, row.found]),
  );
}
