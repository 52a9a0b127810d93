import {
  NOTIFICATION_SOURCE_COLORS,
  OTHER_SOURCE_COLOR,
  type NotificationActivity,
  type NotificationListQuery,
  type NotificationStats,
} from '@vigia/shared/contracts';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  notifications,
  subscriptions,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

function listFilter(userId: string, query: NotificationListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (query.unread !== undefined) conditions.push(eq(notifications.read, !query.unread));
  if (query.subscriptionId) {
    conditions.push(sql`${notifications.subscriptionId}::text = ${query.subscriptionId}`);
  }
  if (query.entityType) conditions.push(eq(notifications.entityType, query.entityType));
  return and(...conditions);
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  return total;
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  return countWhere(db, and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const where = listFilter(userId, query);
  const [rows, total, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countWhere(db, where),
    unreadCount(db, userId),
  ]);
  return { rows, total, unread };
}

export async function findNotification(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return rows[0];
}

/** Marks one read; an already read notification keeps its first readAt. */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.id, id),
        eq(notifications.read, false),
      ),
    );
  return findNotification(db, userId, id);
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

export async function notificationStats(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<NotificationStats> {
  const mine = eq(notifications.userId, userId);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS);
  const [total, unread, thisWeek, lastWeek, types] = await Promise.all([
    countWhere(db, mine),
    unreadCount(db, userId),
    countWhere(db, and(mine, gte(notifications.createdAt, weekAgo))),
    countWhere(
      db,
      and(mine, gte(notifications.createdAt, twoWeeksAgo), lt(notifications.createdAt, weekAgo)),
    ),
    db
      .select({ type: notifications.entityType, total: count() })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.entityType),
  ]);
  return {
    total,
    unread,
    change: weeklyChange(thisWeek, lastWeek),
    isIncrease: thisWeek > lastWeek,
    byType: Object.fromEntries(types.map(({ type, total: n }) => [type, n])),
  };
}

/** 'YYYY-MM-DD' of `date` in `timeZone`. */
export function calendarDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
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

export async function notificationActivity(
  db: Database,
  userId: string,
  { days, timeZone, now = new Date() }: { days: number; timeZone: string; now?: Date },
): Promise<NotificationActivity> {
  const window = lastDays(days, timeZone, now);
  const localDay = sql<string>`to_char(${notifications.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inWindow = and(eq(notifications.userId, userId), sql`${localDay} >= ${window[0]}`);
  const perDayAndSource = await db
    .select({ day: localDay, source: notifications.source, total: count() })
    .from(notifications)
    .where(inWindow)
    // By position: the time zone is a parameter, so the expression repeated would not match.
    .groupBy(sql`1`, sql`2`);
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

/** The profile's notification figures. */
export async function notificationTotals(
  db: Database,
  userId: string,
): Promise<{ notificationCount: number; lastNotification: Date | null }> {
  const [row] = await db
    .select({ total: count(), last: sql<Date | string | null>`max(${notifications.createdAt})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return {
    notificationCount: row?.total ?? 0,
    lastNotification: row?.last ? new Date(row.last) : null,
  };
}
