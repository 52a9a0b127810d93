import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications, subscriptions, type NewNotificationRow } from '../../db/schema';
import { insertNotifications } from '../notifications/repository';

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

const query = sql`websearch_to_tsquery('spanish_unaccent', prompt.value)`;

/** Marks the words that matched with « », on the title (what the user reads first). */
const snippet = sql<string>`ts_headline('spanish_unaccent', ${publications.title}, ${query},
  'StartSel=«, StopSel=», MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')`;

function scopeFilter(scope: MatchScope): SQL | undefined {
  return and(
    scope.subscriptionId
      ? eq(subscriptions.id, scope.subscriptionId)
      : eq(subscriptions.active, true),
    scope.source ? eq(subscriptions.typeId, scope.source) : undefined,
  );
}

/**
 * Matches stored publications against subscriptions' prompts and notifies each match once.
 * A prompt is a web-search query in Spanish without accents: all its words (any order, stemmed),
 * "quoted phrases", OR between alternatives, -word to exclude; any one prompt of a subscription
 * is enough. Title, heading, section and department are searched.
 */
export async function matchPublications(db: Database, scope: MatchScope): Promise<MatchResult> {
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      userId: subscriptions.userId,
      subscriptionName: subscriptions.name,
      prompt: sql<string>`prompt.value`,
      snippet,
      publicationId: publications.id,
      source: publications.source,
      externalId: publications.externalId,
      title: publications.title,
      section: publications.section,
      department: publications.department,
      epigraph: publications.epigraph,
      publishedOn: publications.publishedOn,
      urlHtml: publications.urlHtml,
      urlPdf: publications.urlPdf,
    })
    .from(subscriptions)
    .crossJoinLateral(sql`jsonb_array_elements_text(${subscriptions.prompts}) as prompt(value)`)
    .innerJoin(
      publications,
      and(
        eq(publications.source, subscriptions.typeId),
        gte(publications.publishedOn, scope.since),
        sql`${publications.search} @@ ${query}`,
      ),
    )
    .where(scopeFilter(scope))
    .orderBy(publications.publishedOn, publications.externalId);

  const byUser = new Map<string, Omit<NewNotificationRow, 'userId'>[]>();
  const pairs = new Set<string>();
  for (const row of rows) {
    const pair = `${row.subscriptionId}:${row.publicationId}`;
    if (pairs.has(pair)) continue; // another prompt of the same subscription matched it too
    pairs.add(pair);
    const list = byUser.get(row.userId) ?? [];
    list.push({
      subscriptionId: row.subscriptionId,
      subscriptionName: row.subscriptionName,
      publicationId: row.publicationId,
      title: row.title,
      content: [row.department, row.epigraph, row.section].filter(Boolean).join(' · '),
      sourceUrl: row.urlHtml,
      source: row.source,
      entityType: `${row.source}:document`,
      metadata: {
        section: row.section,
        department: row.department,
        epigraph: row.epigraph,
        matched_prompt: row.prompt,
        snippet: row.snippet,
        document_type: `${row.source}_document`,
        external_id: row.externalId,
        published_on: row.publishedOn,
        url: row.urlHtml,
        url_pdf: row.urlPdf,
      },
    });
    byUser.set(row.userId, list);
  }

  let notificationsCreated = 0;
  for (const [userId, list] of byUser) {
    notificationsCreated += (await insertNotifications(db, userId, list)).length;
  }
  return {
    publicationsScanned: await countScanned(db, scope),
    matches: pairs.size,
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
