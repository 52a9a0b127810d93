import {
  NOTIFICATION_SOURCE_COLORS,
  OTHER_SOURCE_COLOR,
  type NotificationActivity,
  type NotificationListQuery,
  type NotificationStats,
} from '@vigia/shared/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { BoundedMap } from '../../lib/bounded-map';
import {
  notificationCounts,
  notifications,
  subscriptions,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema';
import { windowCountsStatement } from './window-counts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const uuid = z.string().uuid();

/** Newest first; the id breaks ties, so pages never overlap. */
const NEWEST_FIRST = [desc(notifications.createdAt), desc(notifications.id)];

function listFilter(userId: string, query: NotificationListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (query.unread !== undefined) conditions.push(eq(notifications.read, !query.unread));
  if (query.subscriptionId) {
    // An id that is not a UUID names no subscription: nothing matches.
    conditions.push(
      uuid.safeParse(query.subscriptionId).success
        ? eq(notifications.subscriptionId, query.subscriptionId)
        : sql`false`,
    );
  }
  if (query.entityType) conditions.push(eq(notifications.entityType, query.entityType));
  return and(...conditions);
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  return total;
}

/** A user's kept counts (migration 0017): per entity type, the notifications and unread ones. */
type TypeCounts = { entityType: string; total: number; unread: number }[];

const countsStatement = preparedStatement((db) =>
  db
    .select({
      entityType: notificationCounts.entityType,
      total: notificationCounts.total,
      unread: notificationCounts.unread,
    })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, sql.placeholder('userId')))
    .prepare('notification_counts_of_user'),
);

function countsOf(db: Database, userId: string): Promise<TypeCounts> {
  return countsStatement(db).execute({ userId });
}

/**
 * The same kept counts as one JSON column of another statement (an uncorrelated subquery: run
 * once per statement), so that a read needs one round trip to the database instead of two.
 */
function countsColumn(userId: SQLWrapper) {
  return sql<TypeCounts>`(select coalesce(json_agg(json_build_object('entityType', ${notificationCounts.entityType}, 'total', ${notificationCounts.total}, 'unread', ${notificationCounts.unread})), '[]') from ${notificationCounts} where ${notificationCounts.userId} = ${userId})`;
}

const sum = (counts: TypeCounts, of: (row: TypeCounts[number]) => number) =>
  counts.reduce((total, row) => total + of(row), 0);

/**
 * How many notifications the list's filters keep, from the kept counts when the filters are
 * the ones they are kept by (read state, entity type); null when they must be counted.
 */
function keptTotal(counts: TypeCounts, query: NotificationListQuery): number | null {
  if (query.subscriptionId) return null;
  const ofType = query.entityType
    ? counts.filter(({ entityType }) => entityType === query.entityType)
    : counts;
  if (query.unread === undefined) return sum(ofType, (row) => row.total);
  return query.unread
    ? sum(ofType, (row) => row.unread)
    : sum(ofType, (row) => row.total - row.unread);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  return sum(await countsOf(db, userId), (row) => row.unread);
}

const unfiltered = (query: NotificationListQuery) =>
  query.unread === undefined && !query.subscriptionId && !query.entityType;

/** A page's rows, each with the user's kept counts. */
type PageRow = NotificationRow & { counts: TypeCounts };

const pageColumns = (userId: SQLWrapper) => ({
  ...getTableColumns(notifications),
  counts: countsColumn(userId),
});

const firstPageStatement = preparedStatement((db) =>
  db
    .select(pageColumns(sql.placeholder('userId')))
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(...NEWEST_FIRST)
    .limit(sql.placeholder('limit'))
    .prepare('notifications_first_page'),
);

const laterPageStatement = preparedStatement((db) =>
  db
    .select(pageColumns(sql.placeholder('userId')))
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.userId, sql.placeholder('userId')))
          .orderBy(...NEWEST_FIRST)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .prepare('notifications_later_page'),
);

/**
 * A page of the list. Past the first page, the page's ids are found on the index alone and only
 * its own rows are read, however many come before it. Without filters (the common case) the
 * statements are prepared.
 */
function listPage(db: Database, userId: string, query: NotificationListQuery): Promise<PageRow[]> {
  const { page, limit } = query;
  if (unfiltered(query)) {
    return page === 1
      ? firstPageStatement(db).execute({ userId, limit })
      : laterPageStatement(db).execute({ userId, limit, offset: (page - 1) * limit });
  }
  const where = listFilter(userId, query);
  if (page === 1) {
    return db
      .select(pageColumns(sql`${userId}`))
      .from(notifications)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  }
  const ids = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset((page - 1) * limit);
  return db
    .select(pageColumns(sql`${userId}`))
    .from(notifications)
    .where(inArray(notifications.id, ids))
    .orderBy(...NEWEST_FIRST);
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, counted] = await Promise.all([
    listPage(db, userId, query),
    query.subscriptionId ? countWhere(db, listFilter(userId, query)) : null,
  ]);
  // A page past the end has no row to bring the counts with it.
  const counts = rows[0]?.counts ?? (await countsOf(db, userId));
  return {
    rows,
    total: counted ?? keptTotal(counts, query) ?? 0,
    unread: sum(counts, (row) => row.unread),
  };
}

const oneStatement = preparedStatement((db) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.id, sql.placeholder('id')),
      ),
    )
    .prepare('notification_of_user'),
);

export async function findNotification(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const rows = await oneStatement(db).execute({ userId, id });
  return rows[0];
}

/**
 * Marks one read and answers it, in one statement: the update (only of an unread one, so a read
 * one keeps its first readAt and is not written again) and the row as it is after it.
 */
const markReadStatement = preparedStatement((db) => {
  const mine = and(
    eq(notifications.userId, sql.placeholder('userId')),
    eq(notifications.id, sql.placeholder('id')),
  );
  const marked = db.$with('marked').as(
    db
      .update(notifications)
      .set({ read: true, readAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(and(mine, eq(notifications.read, false)))
      .returning({ readAt: notifications.readAt }),
  );
  // The select sees the row as it was before the update: what the update wrote comes from it.
  return db
    .with(marked)
    .select({
      ...getTableColumns(notifications),
      read: sql<boolean>`(${notifications.read} or exists (select from ${marked}))`,
      readAt:
        sql`coalesce((select ${marked.readAt} from ${marked}), ${notifications.readAt})`.mapWith(
          notifications.readAt,
        ),
    })
    .from(notifications)
    .where(mine)
    .prepare('notification_mark_read');
});

/** Marks one read; an already read notification keeps its first readAt. */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await markReadStatement(db).execute({ userId, id, now: new Date().toISOString() });
  return row;
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Stores notifications and keeps each subscription's count and last notification time, as the
 * subscription detail shows them. Every row must belong to `userId`.
 */
export async function insertNotifications(
  db: Database,
  userId: string,
  rows: Omit<NewNotificationRow, 'userId'>[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    // A publication notifies a subscription once, ever: a repeated match adds nothing.
    const inserted = await tx
      .insert(notifications)
      .values(rows.map((row) => ({ ...row, userId })))
      .onConflictDoNothing({
        target: [notifications.subscriptionId, notifications.publicationId],
        where: sql`${notifications.publicationId} is not null`,
      })
      .returning();
    const subscriptionIds = [
      ...new Set(inserted.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []))),
    ];
    if (subscriptionIds.length > 0) {
      await tx
        .update(subscriptions)
        .set({
          notificationCount: sql`(select count(*) from ${notifications} where ${notifications.subscriptionId} = ${subscriptions.id})`,
          lastNotificationAt: sql`(select max(${notifications.createdAt}) from ${notifications} where ${notifications.subscriptionId} = ${subscriptions.id})`,
        })
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.id, subscriptionIds)));
    }
    return inserted;
  });
}

/** Percent change from `previous` to `current`, rounded; from nothing to something is +100 %. */
export function weeklyChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 100);
}

/** One range of the user's index, the last two weeks, with the user's kept counts. */
const weeksStatement = preparedStatement((db) => {
  const weekAgo = sql`${sql.placeholder('weekAgo')}::timestamptz`;
  return db
    .select({
      thisWeek: sql`count(*) filter (where ${notifications.createdAt} >= ${weekAgo})`.mapWith(
        Number,
      ),
      lastWeek: sql`count(*) filter (where ${notifications.createdAt} < ${weekAgo})`.mapWith(
        Number,
      ),
      counts: countsColumn(sql.placeholder('userId')),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        gte(notifications.createdAt, sql`${sql.placeholder('twoWeeksAgo')}::timestamptz`),
      ),
    )
    .prepare('notification_weeks');
});

export async function notificationStats(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<NotificationStats> {
  // An aggregate without grouping: always one row.
  const [{ thisWeek, lastWeek, counts }] = await weeksStatement(db).execute({
    userId,
    weekAgo: new Date(now.getTime() - WEEK_MS).toISOString(),
    twoWeeksAgo: new Date(now.getTime() - 2 * WEEK_MS).toISOString(),
  });
  return {
    total: sum(counts, (row) => row.total),
    unread: sum(counts, (row) => row.unread),
    change: weeklyChange(thisWeek, lastWeek),
    isIncrease: thisWeek > lastWeek,
    byType: Object.fromEntries(
      counts.filter(({ total }) => total > 0).map(({ entityType, total }) => [entityType, total]),
    ),
  };
}

/**
 * One formatter per time zone (making one costs ~100 times formatting with it). Only zones that
 * made one are kept, so at most the IANA list.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of `date` in `timeZone`. */
export function calendarDay(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** The `days` calendar days ending today (in `timeZone`), oldest first. */
export function lastDays(days: number, timeZone: string, now = new Date()): string[] {
  const today = Date.parse(`${calendarDay(now, timeZone)}T12:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

function sourceName(source: string | null): string {
  return source ? source.toUpperCase() : 'Otras';
}

/**
 * The midnights in the time zone that bound the chart's days, as `timestamptz[]`: the first
 * day's, then the one ending each day. Computed once per statement, so clock changes and
 * half-hour zones are right and the zone is not looked up per row.
 */
const dayBounds = sql`(select array_agg((${sql.placeholder('firstDay')}::date + d)::timestamp at time zone ${sql.placeholder('timeZone')} order by d) from generate_series(0, ${sql.placeholder('days')}::int) as d)`;

/**
 * Per day and source, the user's notifications read off one range of the user's index (each row
 * put in its day by `width_bucket` against the bounds: 1 the first day). Cheapest while the
 * window holds few notifications.
 */
const activityFromIndexStatement = preparedStatement((db) =>
  db
    .select({
      window: sql`width_bucket(${notifications.createdAt}, ${dayBounds})`.mapWith(Number),
      source: notifications.source,
      total: count(),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        gte(
          notifications.createdAt,
          sql`(${sql.placeholder('firstDay')}::date::timestamp at time zone ${sql.placeholder('timeZone')})`,
        ),
      ),
    )
    // By position: the expressions hold placeholders, so repeated they would not match.
    .groupBy(sql`1, 2`)
    .prepare('notification_activity'),
);

/** The same figures summed from the kept hours (migration 0018): for windows of many. */
const activityFromHoursStatement = windowCountsStatement('notification_activity_hours', dayBounds);

/**
 * From how many notifications in a user's chart window the kept hours cost less than the index
 * (README, Measuring: the heavy user's chart took half the database time from the hours, an
 * ordinary user's took more on the embedded database).
 */
export const HOURS_PAY_FROM = 1_000;

/**
 * The users whose last chart counted at least HOURS_PAY_FROM: their next one is summed from the
 * kept hours. Both ways give the same figures; this only picks the cheaper.
 */
const countedFromHours = new BoundedMap<string, true>(10_000);

export type ActivityCounting = 'index' | 'hours';

/** How the user's next chart is counted. */
export function activityCountingOf(userId: string): ActivityCounting {
  return countedFromHours.has(userId) ? 'hours' : 'index';
}

export async function notificationActivity(
  db: Database,
  userId: string,
  {
    days,
    timeZone,
    now = new Date(),
    from = activityCountingOf(userId),
  }: { days: number; timeZone: string; now?: Date; from?: ActivityCounting },
): Promise<NotificationActivity> {
  const window = lastDays(days, timeZone, now);
  const statement = from === 'hours' ? activityFromHoursStatement : activityFromIndexStatement;
  const rows = await statement(db).execute({ userId, timeZone, firstDay: window[0], days });
  // Window 1 is the first day; 0 lies before the first midnight, days + 1 after the last.
  const perDayAndSource = rows.flatMap(({ window: day, source, total }) =>
    day >= 1 && day <= window.length ? [{ day: window[day - 1]!, source, total }] : [],
  );
  const counted = perDayAndSource.reduce((sum, { total }) => sum + total, 0);
  if (counted >= HOURS_PAY_FROM) countedFromHours.set(userId, true);
  else countedFromHours.delete(userId);
  const byDay = new Map<string, Record<string, number>>();
  const bySource = new Map<string | null, number>();
  for (const { day, source, total } of perDayAndSource) {
    const counts = byDay.get(day) ?? {};
    counts[sourceName(source)] = (counts[sourceName(source)] ?? 0) + total;
    byDay.set(day, counts);
    bySource.set(source, (bySource.get(source) ?? 0) + total);
  }
  return {
    activityByDay: window.map((day) => {
      const counts = byDay.get(day) ?? {};
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { day, count: total, bySource: counts };
    }),
    sources: [...bySource]
      .map(([source, total]) => ({
        name: sourceName(source),
        count: total,
        color: (source && NOTIFICATION_SOURCE_COLORS[source]) || OTHER_SOURCE_COLOR,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/**
 * The profile's notification figures of the user `userId` (SQL or a placeholder), as columns: the
 * kept total, and the newest one off the index.
 */
export function notificationFiguresOf(userId: SQLWrapper) {
  return {
    notificationCount:
      sql`(select coalesce(sum(${notificationCounts.total}), 0) from ${notificationCounts} where ${notificationCounts.userId} = ${userId})`.mapWith(
        Number,
      ),
    lastNotification: sql<
      Date | string | null
    >`(select max(${notifications.createdAt}) from ${notifications} where ${notifications.userId} = ${userId})`,
  };
}

/** `lastNotification` as a column answers it (a string from some drivers), as a date. */
export function toDate(value: Date | string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

const totalsStatement = preparedStatement((db) =>
  db
    .select(notificationFiguresOf(sql.placeholder('userId')))
    .from(sql`(select 1) as one`)
    .prepare('notification_totals'),
);

/** The profile's notification figures: the kept total, and the newest one off the index. */
export async function notificationTotals(
  db: Database,
  userId: string,
): Promise<{ notificationCount: number; lastNotification: Date | null }> {
  const [row] = await totalsStatement(db).execute({ userId });
  return {
    notificationCount: row?.notificationCount ?? 0,
    lastNotification: toDate(row?.lastNotification),
  };
}
