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
import { indexLexemes } from './smart/index-lexemes';
import type { CompiledPrompt } from './smart/compile';
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

/** The least a publication must hold to score above 0 for a prompt (`RankingModel`). */
export interface MatchFloor {
  /** Its name groups: every one must be found. */
  names: number;
  /** The least weight of the topic groups found (the coverage's minimum, a hair lower). */
  covered: number;
}

/**
 * What a publication must hold to score above 0 for a prompt of these groups (`groupNames`)
 * and weights: a bound of `vigia_prompt_score`, a little loose, so that rounding never drops
 * an item that matches.
 */
export function matchFloor(
  groupNames: readonly boolean[],
  weights: readonly number[],
  model: RankingModel = RANKING,
): MatchFloor {
  const topicWeight = groupNames.reduce(
    (sum, named, group) => (named ? sum : sum + (weights[group] ?? 0)),
    0,
  );
  return {
    names: groupNames.filter(Boolean).length,
    covered: model.minCoverage * topicWeight * (1 - 1e-6),
  };
}

/**
 * Per AND-group of the prompts, the lexemes of its signals as the search index finds them
 * (`indexLexemes`, each distinct once), with the group's prompt, whether it is a name group and
 * its weight: as parallel arrays, a row per lookup.
 */
function groupLookups(compiled: readonly CompiledPrompt[], weights: readonly number[][]) {
  const rows = compiled.flatMap((prompt, at) =>
    prompt.groups.flatMap((signals, group) => {
      const lexemes = new Set(
        signals.map((signal) => indexLexemes(signal.tsquery) ?? signal.tsquery),
      );
      return [...lexemes].map((query) => ({
        query,
        prompt: at,
        group,
        named: prompt.groupNames[group] ?? false,
        weight: prompt.groupNames[group] ? 0 : (weights[at]?.[group] ?? 0),
      }));
    }),
  );
  return {
    queries: rows.map((row) => row.query),
    prompt: rows.map((row) => row.prompt),
    group: rows.map((row) => row.group),
    named: rows.map((row) => row.named),
    weight: rows.map((row) => row.weight),
  };
}

/**
 * What `prompts` would have matched, as the engine matches them, among the source's publications
 * of its last stored days: how many, and the newest few with the matched words marked « ».
 *
 * The search index finds the items holding the lexemes of each signal of the prompts
 * (`indexLexemes`: small queries it answers alone, where testing every signal on every item
 * costs far more); the items that may then hold every name and enough of the topics of a prompt
 * (`matchFloor`) are scored as the engine decides (`vigia_prompt_score`), and those scoring
 * above 0 are the matches.
 */
export async function previewMatches(
  db: Database,
  source: string,
  prompts: string[],
): Promise<MatchPreview> {
  const [span, read] = await Promise.all([
    storedDays(db, source),
    Promise.all(prompts.map((prompt) => compilePromptIn(db, prompt, SPANISH_THESAURUS))),
  ]);
  const compiled = read.filter((prompt) => prompt.tsquery !== '');
  if (span.from === null || compiled.length === 0) return { ...span, total: 0, items: [] };
  const weights = await Promise.all(compiled.map((prompt) => groupWeights(db, prompt)));
  const floors = compiled.map((prompt, at) => matchFloor(prompt.groupNames, weights[at] ?? []));
  const lookups = groupLookups(compiled, weights);
  const concepts = compiled.flatMap((prompt) => prompt.concepts);
  // The prompt's own tsquery first (every name, a topic, no excluded term: one test, where the
  // score tries its signals one by one), then its score.
  const scores = compiled.map(
    (prompt, at) =>
      sql`WHEN ${sql.raw(String(at))} THEN CASE WHEN publication.search @@ ${prompt.tsquery}::tsquery
        THEN ${scoreSql(prompt, sql.raw('publication.search'), weights[at] ?? [])} END`,
  );
  const result = await db.execute(sql`
    WITH lookup AS (
      SELECT prompt, grp, named, weight, array_agg(lexemes) AS lexemes
      FROM unnest(${pgArray(lookups.queries)}::tsquery[], ${pgArray(lookups.prompt)}::integer[],
        ${pgArray(lookups.group)}::integer[], ${pgArray(lookups.named)}::boolean[],
        ${pgArray(lookups.weight)}::float8[]) AS lookup(lexemes, prompt, grp, named, weight)
      GROUP BY prompt, grp, named, weight
    ),
    found AS MATERIALIZED (
      SELECT hit.id, lookup.prompt, lookup.named, lookup.weight
      FROM lookup
      -- OFFSET 0: the index alone finds the items holding the lexemes; the source and the days
      -- are checked on those (a bitmap of every item of the days, per lookup, costs more).
      CROSS JOIN LATERAL (
        SELECT id, source, published_on FROM publications
        WHERE search @@ ANY (lookup.lexemes) OFFSET 0
      ) AS hit
      WHERE hit.source = ${source} AND hit.published_on >= ${span.from}
    ),
    possible AS MATERIALIZED (
      SELECT found.id, found.prompt
      FROM found
      JOIN unnest(${pgArray(floors.map((floor) => floor.names))}::integer[],
        ${pgArray(floors.map((floor) => floor.covered))}::float8[]) WITH ORDINALITY
        AS floor(names, covered, at) ON floor.at = found.prompt + 1
      GROUP BY found.id, found.prompt, floor.names, floor.covered
      HAVING count(*) FILTER (WHERE found.named) = floor.names
        AND coalesce(sum(found.weight) FILTER (WHERE NOT found.named), 0) >= floor.covered
    ),
    scored AS (
      SELECT publication.id, publication.title, publication.url_html, publication.published_on,
        publication.external_id, publication.search, max(CASE possible.prompt ${sql.join(scores, sql` `)} END) AS score
      FROM possible JOIN publications AS publication ON publication.id = possible.id
      GROUP BY publication.id
    )
    -- Why the newest matched: which of the prompts' concepts each holds.
    SELECT sample.*, ${
      concepts.length === 0
        ? sql`ARRAY[]::boolean[]`
        : sql`ARRAY[${sql.join(
            concepts.map((concept) => sql`search @@ ${concept.tsquery}::tsquery`),
            sql`, `,
          )}]`
    } AS found
    FROM (
      SELECT id, title, url_html AS url, published_on::text AS "publishedOn", score, search,
        external_id, count(*) OVER () AS total
      FROM scored
      WHERE score > 0
      ORDER BY published_on DESC, external_id
      LIMIT ${MATCH_PREVIEW_SAMPLE_SIZE}
    ) AS sample
    ORDER BY "publishedOn" DESC, external_id
  `);
  const rows = (
    result as {
      rows: (Omit<MatchPreviewItem, 'snippet' | 'concepts'> & {
        total: string;
        search: string;
        external_id: string;
        found: boolean[];
      })[];
    }
  ).rows;
  return {
    ...span,
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(
      ({ total: _total, search: _search, external_id: _externalId, found, score, ...item }) => {
        const present = concepts.filter((_, at) => found[at]);
        return {
          ...item,
          score: Math.round(Number(score) * 1000) / 1000,
          concepts: [...new Set(present.map((concept) => concept.label))],
          snippet: markConcepts(item.title, present),
        };
      },
    ),
  };
}
