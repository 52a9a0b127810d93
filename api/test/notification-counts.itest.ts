import {
  notificationListResponseSchema,
  notificationStatsResponseSchema,
  profileResponseSchema,
} from '@vigia/shared/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import type { Database } from '../src/db/client';
import type { NewNotificationRow } from '../src/db/schema';
import { insertNotifications, notificationStats } from '../src/features/notifications/repository';
import type { EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription, knownUser } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';
import { copyMigrations } from './helpers/earlier-migrations';
import { createTestDatabase } from './helpers/test-database';

const TYPES = ['boe:document', 'doga:document'];

interface Counted {
  total: number;
  unread: number;
  byType: Record<string, number>;
}

/** The user's figures counted from the notifications themselves, as the truth to compare with. */
async function recount(db: Database, userId: string): Promise<Counted> {
  const result = await db.execute(sql`
    select entity_type, count(*)::int as total, (count(*) filter (where not read))::int as unread
    from notifications where user_id = ${userId} group by entity_type`);
  const rows = (
    result as unknown as { rows: { entity_type: string; total: number; unread: number }[] }
  ).rows;
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    unread: rows.reduce((sum, row) => sum + row.unread, 0),
    byType: Object.fromEntries(rows.map((row) => [row.entity_type, row.total])),
  };
}

function notification(index: number, read = false): Omit<NewNotificationRow, 'userId'> {
  return {
    title: `Aviso ${index}`,
    source: 'boe',
    entityType: TYPES[index % TYPES.length]!,
    read,
    createdAt: new Date(Date.now() - index * 60_000),
  };
}

describe('the notification counts kept as notifications change', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject?.close());

  /** What the user is shown: stats, the list's total and unread, the profile's count. */
  async function shown(user: EmulatorUser): Promise<Counted> {
    const call = as(subject, user);
    const [stats, list, profile] = await Promise.all([
      call('GET', '/notifications/stats'),
      call('GET', '/notifications?limit=1'),
      call('GET', '/users/profile'),
    ]);
    const { total, unread, byType } = notificationStatsResponseSchema.parse(stats.json()).data;
    const page = notificationListResponseSchema.parse(list.json()).data;
    expect({ total: page.total, unread: page.unread }).toEqual({ total, unread });
    expect(profileResponseSchema.parse(profile.json()).data.profile.notificationCount).toBe(total);
    return { total, unread, byType };
  }

  it('follow every write: stored, marked read, all marked read, deleted, all deleted', async () => {
    const user = await knownUser(subject);
    const call = as(subject, user);
    const stored = await insertNotifications(
      subject.database.db,
      user.uid,
      Array.from({ length: 9 }, (_, index) => notification(index, index < 2)),
    );
    expect(await shown(user)).toEqual({
      total: 9,
      unread: 7,
      byType: { 'boe:document': 5, 'doga:document': 4 },
    });

    expect((await call('POST', `/notifications/${stored[4]!.id}/read`)).status).toBe(200);
    // Marking a read one read again changes nothing.
    expect((await call('POST', `/notifications/${stored[4]!.id}/read`)).status).toBe(200);
    expect(await shown(user)).toMatchObject({ total: 9, unread: 6 });

    expect((await call('DELETE', `/notifications/${stored[5]!.id}`)).status).toBe(200);
    expect((await call('DELETE', `/notifications/${stored[0]!.id}`)).status).toBe(200);
    expect(await shown(user)).toEqual({
      total: 7,
      unread: 5,
      byType: { 'boe:document': 4, 'doga:document': 3 },
    });

    // The list's filters are answered from the same counts: of the odd (DOGA) ones, 1 was read
    // when stored and 5 deleted.
    const unreadDoga = notificationListResponseSchema.parse(
      (await call('GET', '/notifications?unread=true&entityType=doga:document')).json(),
    ).data;
    expect(unreadDoga.total).toBe(2);
    expect(unreadDoga.notifications.map(({ title }) => title).sort()).toEqual([
      'Aviso 3',
      'Aviso 7',
    ]);

    expect((await call('POST', '/notifications/read-all')).status).toBe(200);
    expect(await shown(user)).toMatchObject({ total: 7, unread: 0 });

    expect((await call('DELETE', '/notifications/delete-all')).status).toBe(200);
    expect(await shown(user)).toEqual({ total: 0, unread: 0, byType: {} });
  });

  it('are untouched by a deleted subscription, whose notifications stay', async () => {
    const user = await knownUser(subject);
    const subscription = await createSubscription(subject, user);
    await insertNotifications(
      subject.database.db,
      user.uid,
      [0, 1, 2].map((index) => ({ ...notification(index), subscriptionId: subscription.id })),
    );
    expect(
      (await as(subject, user)('DELETE', `/subscriptions/${subscription.id}`)).status,
    ).toBeLessThan(300);
    expect(await shown(user)).toEqual(await recount(subject.database.db, user.uid));
    expect((await shown(user)).total).toBe(3);
  });

  it('stay right under concurrent writers of one user', async () => {
    const user = await knownUser(subject);
    const other = await knownUser(subject);
    const call = as(subject, user);
    const stored = await insertNotifications(
      subject.database.db,
      user.uid,
      Array.from({ length: 120 }, (_, index) => notification(index)),
    );
    await insertNotifications(subject.database.db, other.uid, [notification(0)]);

    await Promise.all([
      // The same notifications marked read twice at once, and others deleted meanwhile…
      ...stored.slice(0, 60).map(({ id }) => call('POST', `/notifications/${id}/read`)),
      ...stored.slice(30, 60).map(({ id }) => call('POST', `/notifications/${id}/read`)),
      ...stored.slice(50, 80).map(({ id }) => call('DELETE', `/notifications/${id}`)),
      // …while new ones arrive and everything is marked read.
      ...Array.from({ length: 8 }, (_, batch) =>
        insertNotifications(
          subject.database.db,
          user.uid,
          Array.from({ length: 5 }, (_, index) => notification(200 + batch * 5 + index)),
        ),
      ),
      call('POST', '/notifications/read-all'),
    ]);

    const truth = await recount(subject.database.db, user.uid);
    expect(truth.total).toBe(120 - 30 + 40);
    expect(await shown(user)).toEqual(truth);
    expect(await shown(other)).toEqual({ total: 1, unread: 1, byType: { 'boe:document': 1 } });
  });
});

describe('the migration that keeps notification counts', () => {
  it('counts the notifications stored before it', async () => {
    const testDatabase = await createTestDatabase();
    const earlier = await copyMigrations();
    try {
      await earlier.endAt('_notification_counts');
      const config = loadConfig({ ...process.env, ...testDatabase.env }).database;

      const before = await createDatabase(config, { migrationsFolder: earlier.folder });
      try {
        await before.migrate();
        await before.db.execute(sql`insert into users (id) values ('ana'), ('luis')`);
        await before.db.execute(sql`
          insert into notifications (user_id, title, read, entity_type)
          select case when n % 4 = 0 then 'luis' else 'ana' end, 'Aviso ' || n, n % 3 = 0,
            case when n % 2 = 0 then 'boe:document' else 'doga:document' end
          from generate_series(1, 40) as n`);
      } finally {
        await before.close();
      }

      const after = await createDatabase(config);
      try {
        await after.migrate();
        for (const userId of ['ana', 'luis']) {
          const truth = await recount(after.db, userId);
          expect(truth.total).toBeGreaterThan(0);
          const stats = await notificationStats(after.db, userId);
          expect({ total: stats.total, unread: stats.unread, byType: stats.byType }).toEqual(truth);
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
