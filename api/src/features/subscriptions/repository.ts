import type {
  SubscriptionCreateRequest,
  SubscriptionListQuery,
  SubscriptionStats,
  SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  subscriptionProcessing,
  subscriptions,
  subscriptionTypes,
  type ProcessingRow,
  type SubscriptionRow,
  type SubscriptionTypeRow,
} from '../../db/schema';

export interface SubscriptionWithType {
  row: SubscriptionRow;
  type: SubscriptionTypeRow;
}

const OWN_SOURCES = ['boe', 'doga'];

export async function listTypes(db: Database): Promise<SubscriptionTypeRow[]> {
  return db
    .select()
    .from(subscriptionTypes)
    .orderBy(asc(subscriptionTypes.createdAt), asc(subscriptionTypes.id));
}

export async function findType(db: Database, id: string): Promise<SubscriptionTypeRow | undefined> {
  const rows = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, id));
  return rows[0];
}

function withType(
  rows: { subscriptions: SubscriptionRow; subscription_types: SubscriptionTypeRow }[],
) {
  return rows.map(({ subscriptions: row, subscription_types: type }) => ({ row, type }));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function listFilter(userId: string, query: SubscriptionListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(subscriptions.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(subscriptions.active, query.status === 'active'));
  if (query.type === 'other') conditions.push(notInArray(subscriptions.typeId, OWN_SOURCES));
  else if (query.type && query.type !== 'all')
    conditions.push(eq(subscriptions.typeId, query.type));
  if (query.search) {
    // Accents ignored as well as case: 'ninos' finds 'Niños' (unaccent: migration 0000).
    const pattern = sql`unaccent(${`%${escapeLike(query.search)}%`})`;
    conditions.push(
      or(
        ilike(sql`unaccent(${subscriptions.name})`, pattern),
        ilike(sql`unaccent(${subscriptions.description})`, pattern),
      ),
    );
  }
  return and(...conditions);
}

const ORDER = {
  newest: [desc(subscriptions.createdAt), desc(subscriptions.id)],
  oldest: [asc(subscriptions.createdAt), asc(subscriptions.id)],
  name: [asc(sql`lower(${subscriptions.name})`), asc(subscriptions.id)],
  updated: [desc(subscriptions.updatedAt), desc(subscriptions.id)],
} as const;

type SubscriptionSort = SubscriptionListQuery['sort'];

/**
 * A page of all the user's subscriptions (no filter, no search) in one order, each row with how
 * many the user holds: one round trip to the database.
 */
const allPageStatement = (sort: SubscriptionSort) =>
  preparedStatement((db) =>
    db
      .select({
        subscriptions,
        subscription_types: subscriptionTypes,
        total: subscriptionCountOf(sql.placeholder('userId')),
      })
      .from(subscriptions)
      .innerJoin(subscriptionTypes, eq(subscriptions.typeId, subscriptionTypes.id))
      .where(eq(subscriptions.userId, sql.placeholder('userId')))
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`subscriptions_page_${sort}`),
  );

const allPageStatements = {
  newest: allPageStatement('newest'),
  oldest: allPageStatement('oldest'),
  name: allPageStatement('name'),
  updated: allPageStatement('updated'),
} satisfies Record<SubscriptionSort, unknown>;

export async function listSubscriptions(
  db: Database,
  userId: string,
  query: SubscriptionListQuery,
): Promise<{ items: SubscriptionWithType[]; total: number }> {
  if (query.status === 'all' && !query.type && !query.search) {
    const rows = await allPageStatements[query.sort](db).execute({
      userId,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    // A page past the end has no row to bring the count with it.
    const total = rows[0]?.total ?? (await countSubscriptions(db, userId));
    return { items: withType(rows), total };
  }
  const where = listFilter(userId, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .innerJoin(subscriptionTypes, eq(subscriptions.typeId, subscriptionTypes.id))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { items: withType(rows), total };
}

export async function findSubscription(
  db: Database,
  userId: string,
  id: string,
): Promise<SubscriptionWithType | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptions.typeId, subscriptionTypes.id))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)));
  return withType(rows)[0];
}

const statsStatement = preparedStatement((db) =>
  db
    .select({
      typeId: subscriptions.typeId,
      frequency: subscriptions.frequency,
      active: subscriptions.active,
      total: count(),
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .groupBy(subscriptions.typeId, subscriptions.frequency, subscriptions.active)
    .prepare('subscription_stats'),
);

export async function subscriptionStats(db: Database, userId: string): Promise<SubscriptionStats> {
  const rows = await statsStatement(db).execute({ userId });
  const stats: SubscriptionStats = {
    total: 0,
    active: 0,
    inactive: 0,
    bySource: { boe: 0, doga: 0, other: 0 },
    byFrequency: { immediate: 0, daily: 0 },
  };
  for (const row of rows) {
    stats.total += row.total;
    if (row.active) stats.active += row.total;
    else stats.inactive += row.total;
    const source = OWN_SOURCES.includes(row.typeId) ? (row.typeId as 'boe' | 'doga') : 'other';
    stats.bySource[source] += row.total;
    stats.byFrequency[row.frequency] = (stats.byFrequency[row.frequency] ?? 0) + row.total;
  }
  return stats;
}

const countStatement = preparedStatement((db) =>
  db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscriptions_count'),
);

/** How many subscriptions the user `userId` (SQL or a placeholder) holds, as one column. */
export function subscriptionCountOf(userId: SQLWrapper) {
  return sql`(select count(*) from ${subscriptions} where ${subscriptions.userId} = ${userId})`.mapWith(
    Number,
  );
}

/** How many subscriptions the user holds. */
export async function countSubscriptions(db: Database, userId: string): Promise<number> {
  const [row] = await countStatement(db).execute({ userId });
  return row?.total ?? 0;
}

export async function insertSubscription(
  db: Database,
  userId: string,
  input: SubscriptionCreateRequest,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      typeId: input.typeId,
      name: input.name,
      description: input.description,
      prompts: input.prompts,
      frequency: input.frequency,
      active: input.active,
      metadata: input.metadata,
      filters: input.filters ?? null,
    })
    .returning();
  if (!row) throw new Error('Insert returned no subscription');
  return row;
}

export async function updateSubscription(
  db: Database,
  userId: string,
  id: string,
  change: SubscriptionUpdateRequest,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export async function deleteAllSubscriptions(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .returning({ id: subscriptions.id });
  return rows.length;
}

export async function insertProcessingRun(
  db: Database,
  userId: string,
  subscriptionId: string,
  metadata: Record<string, unknown>,
): Promise<ProcessingRow> {
  const [row] = await db
    .insert(subscriptionProcessing)
    .values({ userId, subscriptionId, metadata })
    .returning();
  if (!row) throw new Error('Insert returned no processing run');
  return row;
}

export async function latestProcessingRun(
  db: Database,
  subscriptionId: string,
): Promise<ProcessingRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptionProcessing)
    .where(eq(subscriptionProcessing.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionProcessing.createdAt), desc(subscriptionProcessing.id))
    .limit(1);
  return rows[0];
}

export async function markRunProcessing(
  db: Database,
  runId: string,
): Promise<ProcessingRow | undefined> {
  const [row] = await db
    .update(subscriptionProcessing)
    .set({ status: 'processing', startedAt: new Date() })
    .where(
      and(
        eq(subscriptionProcessing.id, runId),
        inArray(subscriptionProcessing.status, ['pending', 'processing']),
      ),
    )
    .returning();
  return row;
}

export async function finishRun(
  db: Database,
  run: ProcessingRow,
  outcome:
    | { status: 'completed'; metadata: Record<string, unknown> }
    | { status: 'failed'; error: string },
): Promise<ProcessingRow | undefined> {
  const finishedAt = new Date();
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(subscriptionProcessing)
      .set(
        outcome.status === 'completed'
          ? { status: 'completed', finishedAt, metadata: { ...run.metadata, ...outcome.metadata } }
          : { status: 'failed', finishedAt, error: outcome.error },
      )
      .where(eq(subscriptionProcessing.id, run.id))
      .returning();
    if (outcome.status === 'completed') {
      await tx
        .update(subscriptions)
        .set({ lastProcessedAt: finishedAt })
        .where(eq(subscriptions.id, run.subscriptionId));
    }
    return finished;
  });
}
