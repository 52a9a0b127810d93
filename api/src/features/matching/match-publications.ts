import { and, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications, subscriptionPrompts, subscriptions } from '../../db/schema';

/** Which subscriptions meet which publications. */
export interface MatchScope {
  /** One subscription ('Procesar Ahora'), or every active subscription of `source`. */
  subscriptionId?: string;
  source?: string;
  /** Publications published on or after this day (YYYY-MM-DD). */
  since: string;
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

/**
 * Matches the scope's subscriptions in `range` in one statement. A prompt is only tried on the
 * publications holding one of its anchor lexemes (`subscription_prompts.anchors`; all of them
 * when it has none), the only ones it can match. A match already notified is not written again,
 * and a headline is made once per new (publication, prompt); the subscription's count and last
 * notification time are recounted as `insertNotifications` does. One prompt is kept per
 * (subscription, publication): the subscription's first that matched.
 */
async function matchChunk(
  db: Database,
  scope: MatchScope,
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
          subscription_prompts.position, subscription_prompts.prompt, subscription_prompts.query,
          subscription_prompts.anchors
        FROM chunk JOIN subscription_prompts ON subscription_prompts.subscription_id = chunk.id
        WHERE ${promptInRange ?? sql`true`}
      ),
      scanned AS MATERIALIZED (
        SELECT id, source, search, external_id, title, section, department, epigraph,
          published_on, url_html, url_pdf
        FROM publications
        WHERE published_on >= ${scope.since}
          AND source = ANY (ARRAY(SELECT DISTINCT type_id FROM chunk))
      ),
      lexemes AS MATERIALIZED (
        SELECT scanned.id AS publication_id, lexeme
        FROM scanned, unnest(tsvector_to_array(scanned.search)) AS lexeme
      ),
      candidates AS MATERIALIZED (
        SELECT prompts.*, lexemes.publication_id
        FROM prompts, unnest(prompts.anchors) AS anchor, lexemes
        WHERE lexemes.lexeme = anchor
        UNION ALL
        SELECT prompts.*, scanned.id
        FROM prompts, scanned
        WHERE prompts.anchors IS NULL
      ),
      matched AS MATERIALIZED (
        SELECT DISTINCT ON (candidates.subscription_id, candidates.publication_id) candidates.*
        FROM candidates
        JOIN scanned ON scanned.id = candidates.publication_id
        WHERE scanned.source = candidates.type_id AND scanned.search @@ candidates.query
        ORDER BY candidates.subscription_id, candidates.publication_id, candidates.position
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
      headlined AS (
        SELECT fresh.*, publication.source, publication.external_id, publication.title,
          publication.section, publication.department, publication.epigraph,
          publication.published_on, publication.url_html, publication.url_pdf,
          CASE WHEN row_number() OVER same_headline = 1 THEN
            ts_headline('spanish_unaccent', publication.title, fresh.query, ${HEADLINE_OPTIONS})
          END AS snippet
        FROM fresh JOIN scanned AS publication ON publication.id = fresh.publication_id
        WINDOW same_headline AS (PARTITION BY fresh.publication_id, fresh.prompt)
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
            'snippet', max(snippet) OVER (PARTITION BY publication_id, prompt),
            'document_type', source || '_document',
            'external_id', external_id,
            'published_on', to_char(published_on, 'YYYY-MM-DD'),
            'url', url_html,
            'url_pdf', url_pdf)
        FROM headlined
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
 * A prompt is a web-search query in Spanish without accents: all its words (any order, stemmed),
 * "quoted phrases", OR between alternatives, -word to exclude; any one prompt of a subscription
 * is enough. Title, heading, section and department are searched.
 */
export async function matchPublications(db: Database, scope: MatchScope): Promise<MatchResult> {
  const ranges = await chunkRanges(db, scope);
  let matches = 0;
  let notificationsCreated = 0;
  let failure: Error | undefined;
  const worker = async () => {
    for (let range = ranges.shift(); range && !failure; range = ranges.shift()) {
      try {
        const chunk = await matchChunk(db, scope, range);
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
