import { and, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications, subscriptionPrompts, subscriptions } from '../../db/schema';
import { BORDERLINE_BAND, type BorderlineMatch, type Reranker } from './reranker';
import { PERSONNEL_SECTION } from './smart/compile';
import { compilePendingPrompts, forgetUnusedPrompts } from './smart/compiled-prompts';
import { SMART_THRESHOLD, pgArray } from './smart/sql';
import { SPANISH_THESAURUS, type Thesaurus } from './thesaurus';

/** Which subscriptions meet which publications. */
export interface MatchScope {
  /** One subscription ('Procesar Ahora'), or every active subscription of `source`. */
  subscriptionId?: string;
  source?: string;
  /** Publications published on or after this day (YYYY-MM-DD). */
  since: string;
}

export interface MatchOptions {
  /** Asked to confirm the matches scored just above the threshold; without it they notify. */
  reranker?: Reranker | null;
  /** The thesaurus prompts are compiled with (the product's by default). */
  thesaurus?: Thesaurus;
}

export interface MatchResult {
  publicationsScanned: number;
  /** (subscription, publication) pairs that matched, new or already notified. */
  matches: number;
  notificationsCreated: number;
}

/** Subscriptions matched per statement: the work and memory of one statement stay bounded. */
export const MATCH_CHUNK_SIZE = 2_000;
/** Chunks matched at once: one per core of the database server (PGlite runs them in turn). */
const CONCURRENT_CHUNKS = 2;

/** Marks the words that matched with « », on the title (what the user reads first). */
const HEADLINE_OPTIONS =
  'StartSel=«, StopSel=», MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** Subscriptions whose id is after `after` and up to `upTo` (no bound when null). */
interface ChunkRange {
  after: string | null;
  upTo: string | null;
}

interface ChunkOutcome {
  matches: number;
  created: number;
}

function scopeFilter(scope: MatchScope): SQL | undefined {
  return and(
    scope.subscriptionId
      ? eq(subscriptions.id, scope.subscriptionId)
      : eq(subscriptions.active, true),
    scope.source ? eq(subscriptions.typeId, scope.source) : undefined,
  );
}

/** The scope's subscriptions cut by id into ranges of `MATCH_CHUNK_SIZE`. */
async function chunkRanges(db: Database, scope: MatchScope): Promise<ChunkRange[]> {
  const numbered = db
    .select({
      id: subscriptions.id,
      position: sql<number>`row_number() over (order by ${subscriptions.id})`.as('position'),
    })
    .from(subscriptions)
    .where(scopeFilter(scope))
    .as('numbered');
  const bounds = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.position} % ${MATCH_CHUNK_SIZE} = 0`)
    .orderBy(numbered.id);
  const upTos = [...bounds.map(({ id }) => id), null];
  return upTos.map((upTo, index) => ({ after: bounds[index - 1]?.id ?? null, upTo }));
}

/** A (prompt, publication) pair the re-ranker turned down. */
interface Rejection {
  prompt: string;
  publicationId: string;
}

/**
 * The scope's subscriptions in `range` and the publications their prompts score at least
 * `SMART_THRESHOLD` on, as the CTEs `chunk`, `prompts` (one row per subscription prompt),
 * `asked` (each distinct prompt compiled, per source), `scanned` and `scored` (prompt,
 * publication, score). A prompt is only scored on the publications holding one of its anchor
 * lexemes, the only ones it can match, and once however many subscriptions share it.
 */
function scoredCtes(scope: MatchScope, range: ChunkRange, rejected: readonly Rejection[]): SQL {
  const inRange = and(
    scopeFilter(scope),
    range.after ? gt(subscriptions.id, range.after) : undefined,
    range.upTo ? lte(subscriptions.id, range.upTo) : undefined,
  );
  const promptInRange = and(
    range.after ? gt(subscriptionPrompts.subscriptionId, range.after) : undefined,
    range.upTo ? lte(subscriptionPrompts.subscriptionId, range.upTo) : undefined,
  );
  const notRejected =
    rejected.length === 0
      ? sql``
      : sql`AND (candidates.prompt, candidates.publication_id) NOT IN (
          SELECT * FROM unnest(${pgArray(rejected.map((pair) => pair.prompt))}::text[],
            ${pgArray(rejected.map((pair) => pair.publicationId))}::uuid[]))`;
  return sql`
    WITH chunk AS (
      SELECT id, user_id, type_id, name FROM subscriptions
      WHERE ${inRange}
    ),
    prompts AS MATERIALIZED (
      SELECT chunk.id AS subscription_id, chunk.user_id, chunk.type_id, chunk.name,
        subscription_prompts.position, subscription_prompts.prompt
      FROM chunk JOIN subscription_prompts ON subscription_prompts.subscription_id = chunk.id
      WHERE ${promptInRange ?? sql`true`}
    ),
    asked AS MATERIALIZED (
      SELECT kinds.type_id, compiled.*
      FROM (SELECT DISTINCT type_id, prompt FROM prompts) AS kinds
      JOIN compiled_prompts AS compiled ON compiled.prompt = kinds.prompt
      WHERE cardinality(compiled.anchors) > 0
    ),
    scanned AS MATERIALIZED (
      SELECT id, source, search, external_id, title, section, department, epigraph,
        published_on, url_html, url_pdf
      FROM publications
      WHERE published_on >= ${scope.since}
        AND source = ANY (ARRAY(SELECT DISTINCT type_id FROM chunk))
    ),
    lexemes AS MATERIALIZED (
      SELECT scanned.id AS publication_id, scanned.source, lexeme
      FROM scanned, unnest(tsvector_to_array(scanned.search)) AS lexeme
    ),
    anchored AS MATERIALIZED (
      SELECT asked.type_id, asked.prompt, anchor
      FROM asked, unnest(asked.anchors) AS anchor
    ),
    candidates AS MATERIALIZED (
      SELECT DISTINCT anchored.type_id, anchored.prompt, lexemes.publication_id
      FROM anchored
      JOIN lexemes ON lexemes.lexeme = anchored.anchor AND lexemes.source = anchored.type_id
    ),
    scored AS MATERIALIZED (
      SELECT candidates.type_id, candidates.prompt, candidates.publication_id, score.value AS score
      FROM candidates
      JOIN asked ON asked.type_id = candidates.type_id AND asked.prompt = candidates.prompt
      JOIN scanned ON scanned.id = candidates.publication_id,
      LATERAL (
        SELECT vigia_prompt_score(scanned.search, asked.group_gates, asked.signal_queries,
          asked.signal_weights,
          asked.signal_groups, asked.exclusions, asked.personnel_factor,
          ${PERSONNEL_SECTION}::tsquery) AS value
      ) AS score
      WHERE score.value >= ${SMART_THRESHOLD} ${notRejected}
    )`;
}

/**
 * The borderline pairs of the chunk (scored under the threshold plus `BORDERLINE_BAND`) that
 * some subscription of it has not been notified of yet, for the re-ranker to confirm.
 */
async function borderlinePairs(
  db: Database,
  scope: MatchScope,
  range: ChunkRange,
): Promise<(Rejection & BorderlineMatch)[]> {
  const result = await db.execute(sql`
    ${scoredCtes(scope, range, [])}
    SELECT DISTINCT scored.prompt, scored.publication_id AS "publicationId", scanned.title,
      coalesce(scanned.section, '') AS section, coalesce(scanned.department, '') AS department
    FROM scored JOIN scanned ON scanned.id = scored.publication_id
    WHERE scored.score < ${SMART_THRESHOLD + BORDERLINE_BAND}
      AND EXISTS (
        SELECT 1 FROM prompts
        WHERE prompts.prompt = scored.prompt AND prompts.type_id = scored.type_id
          AND NOT EXISTS (
            SELECT 1 FROM notifications
            WHERE notifications.subscription_id = prompts.subscription_id
              AND notifications.publication_id = scored.publication_id))
  `);
  return (result as { rows: (Rejection & BorderlineMatch)[] }).rows;
}

/** The borderline pairs of the chunk that the re-ranker turns down. */
async function rejectedPairs(
  db: Database,
  scope: MatchScope,
  range: ChunkRange,
  reranker: Reranker,
): Promise<Rejection[]> {
  const pairs = await borderlinePairs(db, scope, range);
  if (pairs.length === 0) return [];
  const answers = await reranker.confirm(pairs);
  return pairs
    .filter((_, index) => answers[index] === false)
    .map(({ prompt, publicationId }) => ({ prompt, publicationId }));
}

/**
 * Notifies the matches of the scope's subscriptions in `range`, in one statement. A match
 * already notified is not written again; a headline and the concepts found are worked out once
 * per new (publication, prompt); the subscription's count and last notification time are
 * recounted as `insertNotifications` does. One prompt is kept per (subscription, publication):
 * the best scored, then the subscription's first.
 */
async function matchChunk(
  db: Database,
  scope: MatchScope,
  range: ChunkRange,
  options: MatchOptions,
): Promise<ChunkOutcome> {
  const rejected = options.reranker ? await rejectedPairs(db, scope, range, options.reranker) : [];
  const inRange = and(
    scopeFilter(scope),
    range.after ? gt(subscriptions.id, range.after) : undefined,
    range.upTo ? lte(subscriptions.id, range.upTo) : undefined,
  );
  return db.transaction(async (tx) => {
    // One plan whatever the statistics say (they lag behind a run adding thousands of rows, and
    // there are none for the chunk's intermediate results): tables reached by index, the chunk's
    // sets joined by hashing, notifications probed once per match.
    await tx.execute(sql`
      SELECT set_config('enable_seqscan', 'off', true), set_config('enable_nestloop', 'off', true),
        set_config('jit', 'off', true)
    `);
    const result = await tx.execute(sql`
      ${scoredCtes(scope, range, rejected)},
      matched AS MATERIALIZED (
        SELECT DISTINCT ON (prompts.subscription_id, scored.publication_id) prompts.*,
          scored.publication_id, scored.score
        FROM prompts
        JOIN scored ON scored.prompt = prompts.prompt AND scored.type_id = prompts.type_id
        ORDER BY prompts.subscription_id, scored.publication_id, scored.score DESC,
          prompts.position
      ),
      fresh AS MATERIALIZED (
        SELECT matched.* FROM matched
        -- LIMIT keeps this one index probe per match, never a join over every notification.
        LEFT JOIN LATERAL (
          SELECT true AS found FROM notifications
          WHERE notifications.subscription_id = matched.subscription_id
            AND notifications.publication_id = matched.publication_id
          LIMIT 1
        ) AS notified ON true
        WHERE notified.found IS NULL
      ),
      explained AS (
        SELECT fresh.*, publication.source, publication.external_id, publication.title,
          publication.section, publication.department, publication.epigraph,
          publication.published_on, publication.url_html, publication.url_pdf,
          asked.thesaurus_version,
          CASE WHEN row_number() OVER same_prompt = 1 THEN
            ts_headline('spanish_unaccent', publication.title,
              to_tsquery('spanish_unaccent', array_to_string(asked.headline_words, ' | ')),
              ${HEADLINE_OPTIONS})
          END AS snippet,
          CASE
            -- One concept per AND-group: every one was found.
            WHEN cardinality(asked.concept_labels) = cardinality(asked.group_gates) THEN
              asked.concept_labels
            WHEN row_number() OVER same_prompt = 1 THEN
              ARRAY(
                SELECT concept.label
                FROM unnest(asked.concept_labels, asked.concept_queries) AS concept(label, query)
                WHERE publication.search @@ concept.query)
          END AS concepts
        FROM fresh
        JOIN scanned AS publication ON publication.id = fresh.publication_id
        JOIN asked ON asked.type_id = fresh.type_id AND asked.prompt = fresh.prompt
        WINDOW same_prompt AS (PARTITION BY fresh.publication_id, fresh.prompt)
      ),
      inserted AS (
        INSERT INTO notifications (user_id, subscription_id, subscription_name, publication_id,
          title, content, source_url, source, entity_type, metadata)
        SELECT user_id, subscription_id, name, publication_id, title,
          concat_ws(' · ', nullif(department, ''), nullif(epigraph, ''), nullif(section, '')),
          url_html, source, source || ':document',
          jsonb_build_object(
            'section', section,
            'department', department,
            'epigraph', epigraph,
            'matched_prompt', prompt,
            'matched_concepts', to_jsonb(max(concepts) OVER same_prompt),
            'score', round(score::numeric, 3),
            'thesaurus_version', thesaurus_version,
            'snippet', max(snippet) OVER same_prompt,
            'document_type', source || '_document',
            'external_id', external_id,
            'published_on', to_char(published_on, 'YYYY-MM-DD'),
            'url', url_html,
            'url_pdf', url_pdf)
        FROM explained
        WINDOW same_prompt AS (PARTITION BY publication_id, prompt)
        ON CONFLICT (subscription_id, publication_id) WHERE publication_id IS NOT NULL DO NOTHING
        RETURNING subscription_id, created_at
      ),
      added AS (
        SELECT subscription_id, count(*) AS created, max(created_at) AS last
        FROM inserted GROUP BY subscription_id
      ),
      counted AS (
        UPDATE subscriptions SET
          notification_count = added.created
            + (SELECT count(*) FROM notifications
              WHERE notifications.subscription_id = subscriptions.id),
          last_notification_at = greatest(added.last,
            (SELECT max(created_at) FROM notifications
              WHERE notifications.subscription_id = subscriptions.id))
        FROM added
        WHERE subscriptions.id = added.subscription_id AND ${inRange}
      )
      SELECT
        (SELECT count(*) FROM matched)::int AS matches,
        (SELECT count(*) FROM inserted)::int AS created
    `);
    const [outcome] = (result as { rows: ChunkOutcome[] }).rows;
    if (!outcome) throw new Error('Matching returned no outcome');
    return outcome;
  });
}

/**
 * Matches stored publications against subscriptions' prompts and notifies each match once.
 * Prompts are understood as smart matching does (`compilePrompt`): concepts joined by AND, each
 * expanded through the thesaurus, "quoted phrases", OR between alternatives, -word to exclude;
 * an item notifies when it scores at least `SMART_THRESHOLD`. Any one prompt of a subscription is
 * enough. Prompts not compiled with the thesaurus yet are compiled first.
 */
export async function matchPublications(
  db: Database,
  scope: MatchScope,
  options: MatchOptions = {},
): Promise<MatchResult> {
  const thesaurus = options.thesaurus ?? SPANISH_THESAURUS;
  if (!scope.subscriptionId) await forgetUnusedPrompts(db);
  await compilePendingPrompts(db, scopeFilter(scope), thesaurus);
  const ranges = await chunkRanges(db, scope);
  let matches = 0;
  let notificationsCreated = 0;
  let failure: Error | undefined;
  const worker = async () => {
    for (let range = ranges.shift(); range && !failure; range = ranges.shift()) {
      try {
        const chunk = await matchChunk(db, scope, range, options);
        matches += chunk.matches;
        notificationsCreated += chunk.created;
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CHUNKS }, worker));
  if (failure) throw failure;
  return {
    publicationsScanned: await countScanned(db, scope),
    matches,
    notificationsCreated,
  };
}

/** Publications the scope looked at: those of the subscriptions' sources since the day. */
async function countScanned(db: Database, scope: MatchScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publications)
    .where(
      and(
        gte(publications.publishedOn, scope.since),
        sql`${publications.source} in (select ${subscriptions.typeId} from ${subscriptions} where ${scopeFilter(scope) ?? sql`true`})`,
      ),
    );
  return row?.total ?? 0;
}
