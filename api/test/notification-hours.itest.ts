import {
  notificationActivityResponseSchema,
  notificationStatsResponseSchema,
} from '@vigia/shared/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import type { Database } from '../src/db/client';
import type { NewNotificationRow } from '../src/db/schema';
import {
  activityCountingOf,
  calendarDay,
  HOURS_PAY_FROM,
  insertNotifications,
  lastDays,
  notificationActivity,
  notificationStats,
  weeklyChange,
} from '../src/features/notifications/repository';
import type { EmulatorUser } from './helpers/firebase-emulator';
import { as, knownUser } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';
import { copyMigrations } from './helpers/earlier-migrations';
import { createTestDatabase } from './helpers/test-database';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A zone whose midnights fall at :15 UTC, so every day's edges cut an hour. */
const TIME_ZONE = 'Asia/Kathmandu';
const SOURCES = ['boe', 'doga', null] as const;

type Rows = { rows: Record<string, unknown>[] };

/** Per UTC hour and source, the user's kept counts (zeros left out) and those recounted. */
async function keptAndRecounted(
  db: Database,
  userId: string,
): Promise<{ kept: string[]; recounted: string[] }> {
  const line = ({ hour, source, total }: Record<string, unknown>) =>
    `${new Date(String(hour)).toISOString()} ${String(source)} ${Number(total)}`;
  const kept = (await db.execute(sql`
    select hour, source, total from notification_hours
    where user_id = ${userId} and total <> 0 order by hour, source`)) as unknown as Rows;
  const recounted = (await db.execute(sql`
    select date_trunc('hour', created_at, 'UTC') as hour, coalesce(source, '') as source,
      count(*)::int as total
    from notifications where user_id = ${userId} group by 1, 2 order by 1, 2`)) as unknown as Rows;
  return { kept: kept.rows.map(line), recounted: recounted.rows.map(line) };
}

/** The user's notifications as stored: when, and from which source. */
async function storedTimes(db: Database, userId: string) {
  const result = (await db.execute(sql`
    select created_at, source from notifications where user_id = ${userId}`)) as unknown as Rows;
  return result.rows.map((row) => ({
    createdAt: new Date(String(row.created_at)),
    source: (row.source as string | null) ?? null,
  }));
}

/** What the chart and the stats must show, counted here from the stored notifications. */
function expectedFigures(
  stored: { createdAt: Date; source: string | null }[],
  now: Date,
): { perDay: { day: string; count: number }[]; change: number } {
  const days = lastDays(7, TIME_ZONE, now);
  const perDay = days.map((day) => ({
    day,
    count: stored.filter(({ createdAt }) => calendarDay(createdAt, TIME_ZONE) === day).length,
  }));
  const weekAgo = now.getTime() - 7 * DAY;
  const thisWeek = stored.filter(({ createdAt }) => createdAt.getTime() >= weekAgo).length;
  const lastWeek = stored.filter(
    ({ createdAt }) => createdAt.getTime() < weekAgo && createdAt.getTime() >= weekAgo - 7 * DAY,
  ).length;
  // JSON has no -0 (a change rounded from a small fall).
  return { perDay, change: weeklyChange(thisWeek, lastWeek) + 0 };
}

/** Spread over the last 15 days, every source, some read. */
function notifications(count: number, now: Date, seed = 0): Omit<NewNotificationRow, 'userId'>[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Aviso ${seed}-${index}`,
    source: SOURCES[(index + seed) % SOURCES.length],
    entityType: 'boe:document',
    read: index % 4 === 0,
    createdAt: new Date(
      now.getTime() - ((index * 7919 + seed * 104_729) % (15 * 24 * 60)) * 60_000,
    ),
  }));
}

describe('the hours of notifications kept as notifications change', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject?.close());

  /** The kept hours match the notifications, and the chart and the weekly change show them. */
  async function expectRight(user: EmulatorUser): Promise<void> {
    const db = subject.database.db;
    const { kept, recounted } = await keptAndRecounted(db, user.uid);
    expect(kept).toEqual(recounted);
    const now = new Date();
    const call = as(subject, user);
    const [activity, stats] = await Promise.all([
      call('GET', `/notifications/activity?days=7&tz=${encodeURIComponent(TIME_ZONE)}`),
      call('GET', '/notifications/stats'),
    ]);
    const expected = expectedFigures(await storedTimes(db, user.uid), now);
    const chart = notificationActivityResponseSchema.parse(activity.json()).data;
    expect(chart.activityByDay.map(({ day, count }) => ({ day, count }))).toEqual(expected.perDay);
    // Counted either way (the api picks one by the user's volume), the same chart.
    for (const from of ['hours', 'index'] as const) {
      const counted = await notificationActivity(db, user.uid, {
        days: 7,
        timeZone: TIME_ZONE,
        now,
        from,
      });
      expect(counted.activityByDay.map(({ day, count }) => ({ day, count }))).toEqual(
        expected.perDay,
      );
      expect(counted.sources).toEqual(chart.sources);
    }
    expect(notificationStatsResponseSchema.parse(stats.json()).data.change).toBe(expected.change);
  }

  it('follow every write: stored, marked read, all marked read, moved, deleted, all deleted', async () => {
    const user = await knownUser(subject);
    const call = as(subject, user);
    const stored = await insertNotifications(
      subject.database.db,
      user.uid,
      notifications(300, new Date()),
    );
    await expectRight(user);
    expect((await keptAndRecounted(subject.database.db, user.uid)).kept.length).toBeGreaterThan(50);

    const unread = stored.find(({ read }) => !read)!;
    expect((await call('POST', `/notifications/${unread.id}/read`)).status).toBe(200);
    await expectRight(user);

    expect((await call('POST', '/notifications/read-all')).status).toBe(200);
    await expectRight(user);

    // Nothing the api does moves one to another hour or source, but a hand-made update may.
    await subject.database.db.execute(sql`
      update notifications set created_at = created_at - interval '3 hours 20 minutes',
        source = case when source = 'doga' then null else 'doga' end
      where id in (${stored[1]!.id}, ${stored[2]!.id}, ${stored[3]!.id})`);
    await expectRight(user);

    for (const { id } of stored.slice(0, 40)) {
      expect((await call('DELETE', `/notifications/${id}`)).status).toBe(200);
    }
    await expectRight(user);

    expect((await call('DELETE', '/notifications/delete-all')).status).toBe(200);
    expect((await keptAndRecounted(subject.database.db, user.uid)).kept).toEqual([]);
    await expectRight(user);
  });

  it("stay right under concurrent writers, and no user is shown another's", async () => {
    const user = await knownUser(subject);
    const other = await knownUser(subject);
    const now = new Date();
    const stored = await insertNotifications(subject.database.db, user.uid, notifications(80, now));
    await insertNotifications(subject.database.db, other.uid, [
      { title: 'Solo uno', source: 'boe', createdAt: new Date(now.getTime() - HOUR) },
    ]);

    // Batches landing in the same hours at once, while others are deleted and all marked read.
    await Promise.all([
      ...Array.from({ length: 8 }, (_, batch) =>
        insertNotifications(subject.database.db, user.uid, notifications(25, now, batch + 1)),
      ),
      ...stored.slice(0, 30).map(({ id }) => as(subject, user)('DELETE', `/notifications/${id}`)),
      as(subject, user)('POST', '/notifications/read-all'),
    ]);

    await expectRight(user);
    await expectRight(other);
    const chart = notificationActivityResponseSchema.parse(
      (await as(subject, other)('GET', '/notifications/activity?days=7')).json(),
    ).data;
    expect(chart.activityByDay.reduce((sum, { count }) => sum + count, 0)).toBe(1);
  });
});

describe("the chart's counting follows the user's volume", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject?.close());

  it(`sums the kept hours once a chart counted ${HOURS_PAY_FROM}, and the index again below`, async () => {
    const user = await knownUser(subject);
    const call = as(subject, user);
    const now = new Date();
    // Within the last six days, so every one is in a seven-day chart.
    const many = Array.from({ length: HOURS_PAY_FROM }, (_, index) => ({
      title: `Aviso ${index}`,
      source: SOURCES[index % SOURCES.length],
      createdAt: new Date(now.getTime() - ((index * 7919) % (6 * 24 * 60)) * 60_000),
    }));
    const stored = await insertNotifications(subject.database.db, user.uid, many);
    const chart = async () => {
      const answer = await call('GET', `/notifications/activity?days=7&tz=${TIME_ZONE}`);
      const { activityByDay } = notificationActivityResponseSchema.parse(answer.json()).data;
      return activityByDay.reduce((sum, { count }) => sum + count, 0);
    };

    expect(activityCountingOf(user.uid)).toBe('index');
    expect(await chart()).toBe(HOURS_PAY_FROM);
    expect(activityCountingOf(user.uid)).toBe('hours');
    expect(await chart()).toBe(HOURS_PAY_FROM);

    expect((await call('DELETE', `/notifications/${stored[0]!.id}`)).status).toBe(200);
    expect(await chart()).toBe(HOURS_PAY_FROM - 1);
    expect(activityCountingOf(user.uid)).toBe('index');
    expect(await chart()).toBe(HOURS_PAY_FROM - 1);
  });
});

describe('the migration that keeps the hours of notifications', () => {
  it('counts the notifications stored before it', async () => {
    const testDatabase = await createTestDatabase();
    const earlier = await copyMigrations();
    const now = new Date();
    try {
      await earlier.endAt('_notification_hours');
      const config = loadConfig({ ...process.env, ...testDatabase.env }).database;

      const before = await createDatabase(config, { migrationsFolder: earlier.folder });
      try {
        await before.migrate();
        await before.db.execute(sql`insert into users (id) values ('ana'), ('luis')`);
        await before.db.execute(sql`
          insert into notifications (user_id, title, source, created_at)
          select case when n % 4 = 0 then 'luis' else 'ana' end, 'Aviso ' || n,
            case n % 3 when 0 then 'boe' when 1 then 'doga' end,
            ${now.toISOString()}::timestamptz - n * interval '37 minutes'
          from generate_series(1, 600) as n`);
      } finally {
        await before.close();
      }

      const after = await createDatabase(config);
      try {
        await after.migrate();
        for (const userId of ['ana', 'luis']) {
          const { kept, recounted } = await keptAndRecounted(after.db, userId);
          expect(kept.length).toBeGreaterThan(0);
          expect(kept).toEqual(recounted);
          const expected = expectedFigures(await storedTimes(after.db, userId), now);
          const chart = await notificationActivity(after.db, userId, {
            days: 7,
            timeZone: TIME_ZONE,
            now,
            from: 'hours',
          });
          expect(chart.activityByDay.map(({ day, count }) => ({ day, count }))).toEqual(
            expected.perDay,
          );
          expect((await notificationStats(after.db, userId, now)).change).toBe(expected.change);
        }
      } finally {
        await after.close();
      }
    } finally {
      await testDatabase.drop();
      await earlier.remove();
    }
  });
});
