import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { randomUUID } from 'node:crypto';
import { matchScores, publications, subscriptionPrompts, subscriptions } from '../../db/schema';
import { BORDERLINE_BAND, type BorderlineMatch, type Reranker } from './reranker';
import { PERSONNEL_SECTION } from './smart/compile';
import { compilePendingPrompts, forgetUnusedPrompts } from './smart/compiled-prompts';
import { RANKING } from './smart/ranking';
import { pgArray } from './smart/sql';
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
/** Statements run at once: one per core of the database server (PGlite runs them in turn). */
const CONCURRENT_STATEMENTS = 2;

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

/**
 * Scores, once each, the distinct prompts of the scope's subscriptions (the `part`-th of `parts`
 * shares of them) on the scope's publications, and keeps in `match_scores` under `runId` the
 * publications that match (`RankingModel`), with their score, the concepts found and a snippet. Each
 * distinct term of those prompts is scored once, on the publications holding one of its anchor
 * lexemes (the only ones it can be found in); a group scores its best term, and a prompt
 * combines its groups as `vigia_prompt_score` does.
 */
async function scorePrompts(
  db: Database,
  scope: MatchScope,
  runId: string,
  part: number,
  parts: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Hash joins whatever the statistics say: they lag behind a run adding thousands of rows.
    await tx.execute(sql`
      SELECT set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)
    `);
    await tx.execute(sql`
      INSERT INTO match_scores (run_id, type_id, prompt, publication_id, score, concepts, snippet,
        thesaurus_version)
      WITH kinds AS (
        SELECT DISTINCT subscriptions.type_id, subscription_prompts.prompt
        FROM subscriptions
        JOIN subscription_prompts ON subscription_prompts.subscription_id = subscriptions.id
        WHERE ${scopeFilter(scope) ?? sql`true`}
          AND (hashtext(subscription_prompts.prompt) & 2147483647) % ${parts} = ${part}
      ),
      asked AS MATERIALIZED (
        SELECT kinds.type_id, compiled.*,
          (SELECT count(*) FROM unnest(compiled.group_names) AS named WHERE named) AS name_count
        FROM kinds JOIN compiled_prompts AS compiled ON compiled.prompt = kinds.prompt
        WHERE cardinality(compiled.anchors) > 0
      ),
      prompt_terms AS MATERIALIZED (
        SELECT asked.type_id, asked.prompt, asked.personnel_factor, term.*,
          asked.group_names[term.term_group + 1] AS named
        FROM asked,
          unnest(asked.term_keys, asked.term_groups, asked.concept_labels) WITH ORDINALITY
            AS term(key, term_group, label, position)
      ),
      -- How informative each topic is in the stored bulletins now (ranking.ts).
      stored AS (
        SELECT coalesce(max(documents), 0) AS documents FROM lexeme_documents WHERE lexeme = ''
      ),
      term_documents AS MATERIALIZED (
        SELECT keys.key, vigia_term_documents(term.weight_words) AS documents
        FROM (SELECT DISTINCT key FROM prompt_terms WHERE NOT named) AS keys
        JOIN compiled_terms AS term ON term.key = keys.key
      ),
      topic_weights AS MATERIALIZED (
        SELECT prompt_terms.prompt, prompt_terms.term_group, vigia_concept_weight(
            max(term_documents.documents), stored.documents, ${RANKING.idfExponent}::real) AS weight
        FROM prompt_terms
        JOIN term_documents ON term_documents.key = prompt_terms.key
        CROSS JOIN stored
        -- A term may be a name in one prompt and an alternative of a topic in another.
        WHERE NOT prompt_terms.named
        GROUP BY prompt_terms.prompt, prompt_terms.term_group, stored.documents
      ),
      topic_totals AS MATERIALIZED (
        SELECT prompt, sum(weight) AS weight FROM topic_weights GROUP BY prompt
      ),
      scanned AS MATERIALIZED (
        SELECT id, source, search, title, search @@ ${PERSONNEL_SECTION}::tsquery AS personnel
        FROM publications
        WHERE published_on >= ${scope.since}
          AND source = ANY (ARRAY(SELECT DISTINCT type_id FROM asked))
      ),
      lexemes AS MATERIALIZED (
        SELECT scanned.id AS publication_id, scanned.source, lexeme
        FROM scanned, unnest(tsvector_to_array(scanned.search)) AS lexeme
      ),
      anchored AS MATERIALIZED (
        SELECT asked_terms.type_id, asked_terms.key, anchor
        FROM (SELECT DISTINCT type_id, key FROM prompt_terms) AS asked_terms
        JOIN compiled_terms AS term ON term.key = asked_terms.key,
        unnest(term.anchors) AS anchor
      ),
      term_scores AS MATERIALIZED (
        SELECT candidates.key, candidates.publication_id, score.value AS score
        FROM (
          SELECT DISTINCT anchored.type_id, anchored.key, lexemes.publication_id
          FROM anchored
          JOIN lexemes ON lexemes.lexeme = anchored.anchor AND lexemes.source = anchored.type_id
        ) AS candidates
        JOIN compiled_terms AS term ON term.key = candidates.key
        JOIN scanned ON scanned.id = candidates.publication_id,
        LATERAL (
          SELECT vigia_term_score(scanned.search, term.signal_queries, term.signal_weights) AS value
        ) AS score
        WHERE score.value > 0
      ),
      groups AS (
        SELECT prompt_terms.type_id, prompt_terms.prompt, term_scores.publication_id,
          prompt_terms.term_group, prompt_terms.named, max(term_scores.score) AS score
        FROM prompt_terms
        JOIN term_scores ON term_scores.key = prompt_terms.key
        JOIN scanned ON scanned.id = term_scores.publication_id
          AND scanned.source = prompt_terms.type_id
        -- A signal weighs 1 at most: penalised, a personnel item cannot reach the threshold.
        WHERE prompt_terms.personnel_factor >= ${RANKING.minQuality} OR NOT scanned.personnel
        GROUP BY 1, 2, 3, 4, 5
      ),
      -- Every name found; the quality and the coverage of the topics at their minimums
      -- (ranking.ts, as vigia_prompt_score works them out).
      scored AS MATERIALIZED (
        SELECT found.type_id, found.prompt, found.publication_id,
          found.quality * CASE WHEN scanned.personnel THEN asked.personnel_factor ELSE 1 END
            * coalesce(found.covered / nullif(topic_totals.weight, 0), 1) AS score
        FROM (
          SELECT groups.type_id, groups.prompt, groups.publication_id,
            min(groups.score) AS quality,
            sum(topic_weights.weight) FILTER (WHERE NOT groups.named) AS covered,
            count(*) FILTER (WHERE groups.named) AS names
          FROM groups
          LEFT JOIN topic_weights ON topic_weights.prompt = groups.prompt
            AND topic_weights.term_group = groups.term_group
          GROUP BY 1, 2, 3
        ) AS found
        JOIN asked ON asked.type_id = found.type_id AND asked.prompt = found.prompt
        JOIN scanned ON scanned.id = found.publication_id
        LEFT JOIN topic_totals ON topic_totals.prompt = found.prompt
        WHERE found.names = asked.name_count
          AND (topic_totals.weight IS NULL OR found.covered > 0)
          AND found.quality * CASE WHEN scanned.personnel THEN asked.personnel_factor ELSE 1 END
            >= ${RANKING.minQuality}
          AND coalesce(found.covered / nullif(topic_totals.weight, 0), 1) >= ${RANKING.minCoverage}
          AND NOT EXISTS (
            SELECT 1 FROM unnest(asked.exclusions) AS exclusion
            WHERE scanned.search @@ exclusion)
      ),
      -- Why it matched: the concepts found in it.
      found_concepts AS (
        SELECT scored.type_id, scored.prompt, scored.publication_id,
          array_agg(prompt_terms.label ORDER BY prompt_terms.position) AS concepts
        FROM scored
        JOIN prompt_terms ON prompt_terms.type_id = scored.type_id
          AND prompt_terms.prompt = scored.prompt
        JOIN term_scores ON term_scores.key = prompt_terms.key
          AND term_scores.publication_id = scored.publication_id
        GROUP BY 1, 2, 3
      ),
      -- Prompts of the same concepts mark a title alike: each marked once.
      headlines AS MATERIALIZED (
        SELECT marks.publication_id, marks.headline_words,
          ts_headline('spanish_unaccent', publication.title,
            to_tsquery('spanish_unaccent', array_to_string(marks.headline_words, ' | ')),
            ${HEADLINE_OPTIONS}) AS snippet
        FROM (
          SELECT DISTINCT scored.publication_id, asked.headline_words
          FROM scored
          JOIN asked ON asked.type_id = scored.type_id AND asked.prompt = scored.prompt
        ) AS marks
        JOIN scanned AS publication ON publication.id = marks.publication_id
      )
      SELECT ${runId}::uuid, scored.type_id, scored.prompt, scored.publication_id, scored.score,
        coalesce(found_concepts.concepts, asked.concept_labels), headlines.snippet,
        asked.thesaurus_version
      FROM scored
      JOIN asked ON asked.type_id = scored.type_id AND asked.prompt = scored.prompt
      JOIN headlines ON headlines.publication_id = scored.publication_id
        AND headlines.headline_words = asked.headline_words
      LEFT JOIN found_concepts ON found_concepts.type_id = scored.type_id
        AND found_concepts.prompt = scored.prompt
        AND found_concepts.publication_id = scored.publication_id
    `);
  });
}

/**
 * Asks the re-ranker about the run's matches scored just above the threshold (under it plus
 * `BORDERLINE_BAND`) and forgets those it turns down. A match every subscription of the scope
 * with its prompt was already notified of is not asked about again: its answer would change
 * nothing.
 */
async function rerankBorderline(
  db: Database,
  scope: MatchScope,
  runId: string,
  reranker: Reranker,
): Promise<void> {
  const result = await db.execute(sql`
    SELECT match_scores.prompt, match_scores.publication_id AS "publicationId", publications.title,
      coalesce(publications.section, '') AS section,
      coalesce(publications.department, '') AS department
    FROM match_scores JOIN publications ON publications.id = match_scores.publication_id
    WHERE match_scores.run_id = ${runId}
      AND match_scores.score < ${RANKING.minQuality + BORDERLINE_BAND}
      AND EXISTS (
        SELECT 1 FROM subscriptions
        JOIN subscription_prompts ON subscription_prompts.subscription_id = subscriptions.id
        WHERE ${scopeFilter(scope) ?? sql`true`}
          AND subscriptions.type_id = match_scores.type_id
          AND subscription_prompts.prompt = match_scores.prompt
          AND NOT EXISTS (
            SELECT 1 FROM notifications
            WHERE notifications.subscription_id = subscriptions.id
              AND notifications.publication_id = match_scores.publication_id))
  `);
  const pairs = (result as { rows: (BorderlineMatch & { publicationId: string })[] }).rows;
  if (pairs.length === 0) return;
  const answers = await reranker.confirm(pairs);
  const rejected = pairs.filter((_, index) => answers[index] === false);
  if (rejected.length === 0) return;
  await db.execute(sql`
    DELETE FROM match_scores
    WHERE run_id = ${runId} AND (prompt, publication_id) IN (
      SELECT * FROM unnest(${pgArray(rejected.map((pair) => pair.prompt))}::text[],
        ${pgArray(rejected.map((pair) => pair.publicationId))}::uuid[]))
  `);
}

/**
 * Notifies the run's matches of the scope's subscriptions in `range`, in one statement. A match
 * already notified is not written again; the subscription's count and last notification time
 * are recounted as `insertNotifications` does, and each subscription of the range records the
 * run as its last processing (the detail's 'Último procesamiento'). One prompt is kept per (subscription,
 * publication): the best scored, then the subscription's first.
 */
async function notifyChunk(
  db: Database,
  scope: MatchScope,
  runId: string,
  range: ChunkRange,
): Promise<ChunkOutcome> {
  const inRange = and(
    scopeFilter(scope),
    range.after ? gt(subscriptions.id, range.after) : undefined,
    range.upTo ? lte(subscriptions.id, range.upTo) : undefined,
  );
  const promptInRange = and(
    range.after ? gt(subscriptionPrompts.subscriptionId, range.after) : undefined,
    range.upTo ? lte(subscriptionPrompts.subscriptionId, range.upTo) : undefined,
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
      matched AS MATERIALIZED (
        SELECT DISTINCT ON (prompts.subscription_id, scores.publication_id) prompts.*,
          scores.publication_id, scores.score, scores.concepts, scores.snippet,
          scores.thesaurus_version
        FROM prompts
        JOIN match_scores AS scores ON scores.run_id = ${runId}
          AND scores.type_id = prompts.type_id AND scores.prompt = prompts.prompt
        ORDER BY prompts.subscription_id, scores.publication_id, scores.score DESC,
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
      inserted AS (
        INSERT INTO notifications (user_id, subscription_id, subscription_name, publication_id,
          title, content, source_url, source, entity_type, metadata)
        SELECT fresh.user_id, fresh.subscription_id, fresh.name, fresh.publication_id,
          publication.title,
          concat_ws(' · ', nullif(publication.department, ''), nullif(publication.epigraph, ''),
            nullif(publication.section, '')),
          publication.url_html, publication.source, publication.source || ':document',
          jsonb_build_object(
            'section', publication.section,
            'department', publication.department,
            'epigraph', publication.epigraph,
            'matched_prompt', fresh.prompt,
            'matched_concepts', to_jsonb(fresh.concepts),
            'score', round(fresh.score::numeric, 3),
            'thesaurus_version', fresh.thesaurus_version,
            'snippet', fresh.snippet,
            'document_type', publication.source || '_document',
            'external_id', publication.external_id,
            'published_on', to_char(publication.published_on, 'YYYY-MM-DD'),
            'url', publication.url_html,
            'url_pdf', publication.url_pdf)
        FROM fresh JOIN publications AS publication ON publication.id = fresh.publication_id
        ON CONFLICT (subscription_id, publication_id) WHERE publication_id IS NOT NULL DO NOTHING
        RETURNING subscription_id, created_at
      ),
      added AS (
        SELECT subscription_id, count(*) AS created, max(created_at) AS last
        FROM inserted GROUP BY subscription_id
      ),
      -- Every subscription of the chunk was just processed, notified or not; one UPDATE per
      -- row (a row updated by two parts of one statement keeps only one of them).
      counted AS (
        UPDATE subscriptions SET
          last_processed_at = now(),
          notification_count = CASE WHEN added.subscription_id IS NULL
            THEN subscriptions.notification_count
            ELSE added.created + (SELECT count(*) FROM notifications
              WHERE notifications.subscription_id = subscriptions.id) END,
          last_notification_at = CASE WHEN added.subscription_id IS NULL
            THEN subscriptions.last_notification_at
            ELSE greatest(added.last, (SELECT max(created_at) FROM notifications
              WHERE notifications.subscription_id = subscriptions.id)) END
        FROM chunk LEFT JOIN added ON added.subscription_id = chunk.id
        WHERE subscriptions.id = chunk.id
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

/** Runs `task` on each item, `concurrency` at a time; the first failure stops the rest. */
async function eachConcurrently<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  let failure: Error | undefined;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
      try {
        await task(item);
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failure) throw failure;
}

/**
 * Matches stored publications against subscriptions' prompts and notifies each match once.
 * Prompts are understood as smart matching does (`compilePrompt`): concepts joined by AND, each
 * expanded through the thesaurus, "quoted phrases", OR between alternatives, -word to exclude;
 * an item notifies when it matches as `RankingModel` says. Any one prompt of a subscription is
 * enough. Prompts not compiled with the thesaurus yet are compiled first.
 */
export async function matchPublications(
  db: Database,
  scope: MatchScope,
  options: MatchOptions = {},
): Promise<MatchResult> {
  const thesaurus = options.thesaurus ?? SPANISH_THESAURUS;
  if (!scope.subscriptionId) {
    await forgetUnusedPrompts(db);
    // Left by a run whose process died before it cleared its scores.
    await db.delete(matchScores).where(lt(matchScores.createdAt, new Date(Date.now() - 3_600_000)));
  }
  await compilePendingPrompts(db, scopeFilter(scope), thesaurus);
  const runId = randomUUID();
  try {
    const parts = Array.from({ length: CONCURRENT_STATEMENTS }, (_, part) => part);
    await eachConcurrently(parts, CONCURRENT_STATEMENTS, (part) =>
      scorePrompts(db, scope, runId, part, parts.length),
    );
    if (options.reranker) await rerankBorderline(db, scope, runId, options.reranker);
    let matches = 0;
    let notificationsCreated = 0;
    await eachConcurrently(await chunkRanges(db, scope), CONCURRENT_STATEMENTS, async (range) => {
      const chunk = await notifyChunk(db, scope, runId, range);
      matches += chunk.matches;
      notificationsCreated += chunk.created;
    });
    return {
      publicationsScanned: await countScanned(db, scope),
      matches,
      notificationsCreated,
    };
  } finally {
    await db.delete(matchScores).where(eq(matchScores.runId, runId));
  }
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
