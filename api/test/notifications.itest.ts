import {
  notificationActivityResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  notificationStatsResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
  type Notification,
} from '@vigia/shared/contracts';
import type { NewNotificationRow } from '../src/db/schema';
import {
  calendarDay,
  insertNotifications,
  lastDays,
  notificationActivity,
} from '../src/features/notifications/repository';
import { runCli } from '../src/cli';
import type { EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription, errorOf, knownUser } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ VIGIA_DEV_ROUTES: 'notifications' });
});
afterAll(() => subject?.close());

function notification(
  daysAgo: number,
  overrides: Partial<Omit<NewNotificationRow, 'userId'>> = {},
): Omit<NewNotificationRow, 'userId'> {
  return {
    title: `Aviso de hace ${daysAgo} días`,
    content: 'Contenido',
    source: 'boe',
    entityType: 'boe:document',
    createdAt: new Date(Date.now() - daysAgo * DAY),
    ...overrides,
  };
}

async function seed(user: EmulatorUser, rows: Omit<NewNotificationRow, 'userId'>[]) {
  return insertNotifications(subject.database.db, user.uid, rows);
}

async function list(user: EmulatorUser, query = '') {
  const response = await as(subject, user)('GET', `/notifications${query}`);
  expect(response.status).toBe(200);
  return notificationListResponseSchema.parse(response.json()).data;
}

describe('GET /notifications', () => {
  it('pages the caller’s notifications, newest first, with total, unread and hasMore', async () => {
    const user = await knownUser(subject);
    await seed(
      user,
      Array.from({ length: 25 }, (_, index) => notification(index * 0.1, { read: index >= 20 })),
    );
    await seed(await knownUser(subject), [notification(0)]);

    const first = await list(user);
    expect(first).toMatchObject({ total: 25, unread: 20, page: 1, limit: 20, hasMore: true });
    expect(first.notifications).toHaveLength(20);
    const times = first.notifications.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await list(user, '?page=2&_t=123');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.notifications).toHaveLength(5);
    expect(new Set([...first.notifications, ...second.notifications].map((n) => n.id)).size).toBe(
      25,
    );

    // Past the end: no row, the same figures.
    const past = await list(user, '?page=3');
    expect(past).toMatchObject({ total: 25, unread: 20, page: 3, hasMore: false });
    expect(past.notifications).toEqual([]);
  });

  it('filters by unread, subscription and entity type', async () => {
    const user = await knownUser(subject);
    const mine = await createSubscription(subject, user);
    await seed(user, [
      notification(0, { subscriptionId: mine.id, subscriptionName: mine.name }),
      notification(1, { read: true, entityType: 'doga:document', source: 'doga' }),
      notification(2),
    ]);
    const unread = await list(user, '?unread=true');
    expect(unread.notifications).toHaveLength(2);
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(await list(user, '?entityType=doga:document&page=2')).toMatchObject({
      notifications: [],
      total: 1,
      unread: 2,
    });
    expect((await list(user, '?unread=false')).notifications).toHaveLength(1);
    const bySubscription = await list(user, `?subscriptionId=${mine.id}`);
    expect(bySubscription.notifications.map((item) => item.subscriptionName)).toEqual([mine.name]);
    expect((await list(user, '?entityType=doga:document')).total).toBe(1);
    expect((await list(user, '?subscriptionId=nope')).total).toBe(0);
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?unread=maybe', '?color=red'])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const response = await as(subject, await knownUser(subject))('GET', `/notifications${query}`);
      expect(response.status).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('the prepared reads', () => {
  it('answer users calling at once each with their own notifications and figures', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => knownUser(subject)));
    const seeded = await Promise.all(
      users.map((user, index) =>
        seed(
          user,
          Array.from({ length: 3 + index * 2 }, (_, n) =>
            notification(n, { title: `De ${user.uid} nº ${n}`, read: n < index }),
          ),
        ),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, call) => {
        const index = call % users.length;
        const user = users[index]!;
        const own = seeded[index]!;
        const first = await list(user, '?limit=2');
        const later = await list(user, '?limit=2&page=2');
        const stats = (await as(subject, user)('GET', '/notifications/stats')).json() as {
          data: { total: number; unread: number };
        };
        const profile = profileResponseSchema.parse(
          (await as(subject, user)('GET', '/users/profile')).json(),
        ).data.profile;
        const titles = [...first.notifications, ...later.notifications].map(({ title }) => title);
        return (
          titles.every((title) => title.startsWith(`De ${user.uid} `)) &&
          titles.length === Math.min(4, own.length) &&
          first.total === own.length &&
          first.unread === own.length - index &&
          stats.data.total === own.length &&
          stats.data.unread === own.length - index &&
          profile.notificationCount === own.length
        );
      }),
    );
    expect(answers.every(Boolean)).toBe(true);
  });
});

describe('one notification', () => {
  it('reads, marks read once (readAt kept), and deletes', async () => {
    const user = await knownUser(subject);
    const [row] = await seed(user, [
      notification(0, { metadata: { url: 'https://www.boe.es/x' } }),
    ]);
    const call = as(subject, user);

    const shown = notificationResponseSchema.parse(
      (await call('GET', `/notifications/${row.id}`)).json(),
    ).data.notification;
    expect(shown).toMatchObject({
      id: row.id,
      read: false,
      readAt: null,
      entityType: 'boe:document',
    });

    const read = notificationResponseSchema.parse(
      (await call('POST', `/notifications/${row.id}/read`)).json(),
    ).data.notification;
    expect(read.read).toBe(true);
    expect(read.readAt).not.toBeNull();
    const again = notificationResponseSchema.parse(
      (await call('POST', `/notifications/${row.id}/read`)).json(),
    ).data.notification;
    expect(again.readAt).toBe(read.readAt);
    expect((await list(user)).unread).toBe(0);

    const deleted = await call('DELETE', `/notifications/${row.id}`);
    expect(deleted.json()).toEqual({ data: { success: true, id: row.id } });
    expect((await call('GET', `/notifications/${row.id}`)).status).toBe(404);
  });

  it.each(['undefined', 'null', '123'])('answers 404 to the id %s', async (id) => {
    const response = await as(subject, await knownUser(subject))('DELETE', `/notifications/${id}`);
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
  });

  it.each<{ method: string; suffix: string }>([
    { method: 'GET', suffix: '' },
    { method: 'POST', suffix: '/read' },
    { method: 'DELETE', suffix: '' },
  ])(
    "answers 404 to $method on another user's notification, leaving it as it was",
    async ({ method, suffix }) => {
      const owner = await knownUser(subject);
      const [row] = await seed(owner, [notification(0)]);
      const response = await as(subject, await knownUser(subject))(
        method,
        `/notifications/${row.id}${suffix}`,
      );
      expect(response.status).toBe(404);
      const still = await list(owner);
      expect(still.notifications).toHaveLength(1);
      expect(still.notifications[0]).toMatchObject({ id: row.id, read: false });
    },
  );
});

describe('all of them', () => {
  it('marks all read and deletes all, only the caller’s', async () => {
    const user = await knownUser(subject);
    const other = await knownUser(subject);
    await seed(user, [notification(0), notification(1), notification(2, { read: true })]);
    await seed(other, [notification(0)]);

    const marked = await as(subject, user)('POST', '/notifications/read-all');
    expect(marked.json()).toEqual({ data: { success: true, updated: 2 } });
    expect((await list(user)).unread).toBe(0);
    expect((await list(other)).unread).toBe(1);

    const deleted = await as(subject, user)('DELETE', '/notifications/delete-all');
    expect(deleted.json()).toEqual({
      data: { success: true, message: '3 notificaciones eliminadas', deletedCount: 3 },
    });
    expect((await list(user)).total).toBe(0);
    expect((await list(other)).total).toBe(1);
  });
});

describe('GET /notifications/stats', () => {
  async function stats(user: EmulatorUser) {
    const response = await as(subject, user)('GET', '/notifications/stats');
    return notificationStatsResponseSchema.parse(response.json()).data;
  }

  it('compares the last 7 days with the 7 before and counts per type', async () => {
    const user = await knownUser(subject);
    // 6 this week, 4 the week before, 2 older.
    await seed(user, [
      ...[0, 1, 2, 3, 5, 6.5].map((days) => notification(days)),
      ...[7.5, 9, 11, 13].map((days) => notification(days, { read: true })),
      ...[15, 30].map((days) => notification(days, { entityType: 'doga:document' })),
    ]);
    expect(await stats(user)).toEqual({
      total: 12,
      unread: 8,
      change: 50,
      isIncrease: true,
      byType: { 'boe:document': 10, 'doga:document': 2 },
    });
  });

  it('reports a fall as negative, and nothing as no change', async () => {
    const fewer = await knownUser(subject);
    await seed(fewer, [notification(1), ...[8, 9, 10, 12].map((days) => notification(days))]);
    expect(await stats(fewer)).toMatchObject({ change: -75, isIncrease: false });

    expect(await stats(await knownUser(subject))).toEqual({
      total: 0,
      unread: 0,
      change: 0,
      isIncrease: false,
      byType: {},
    });
  });
});

describe('GET /notifications/activity', () => {
  it('counts each of the last days, zeros included, and each source with its colour', async () => {
    const user = await knownUser(subject);
    await seed(user, [
      notification(0),
      notification(0, { source: 'doga' }),
      notification(2),
      notification(20),
    ]);
    const response = await as(subject, user)('GET', '/notifications/activity?tz=UTC');
    const { activityByDay, sources } = notificationActivityResponseSchema.parse(
      response.json(),
    ).data;
    expect(activityByDay).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    expect(activityByDay[6]).toEqual({ day: today, count: 2, bySource: { BOE: 1, DOGA: 1 } });
    expect(activityByDay[4]).toEqual({ day: twoDaysAgo, count: 1, bySource: { BOE: 1 } });
    expect(activityByDay[5]).toEqual({ day: expect.any(String), count: 0, bySource: {} });
    expect(activityByDay.reduce((sum, { count }) => sum + count, 0)).toBe(3);
    expect(sources).toEqual([
      { name: 'BOE', count: 2, color: '#7a1f2b' },
      { name: 'DOGA', count: 1, color: '#0a6ab3' },
    ]);

    const month = await as(subject, user)('GET', '/notifications/activity?days=30&tz=UTC');
    const monthly = notificationActivityResponseSchema.parse(month.json()).data;
    expect(monthly.activityByDay).toHaveLength(30);
    expect(monthly.activityByDay.reduce((sum, { count }) => sum + count, 0)).toBe(4);
  });

  it.each(['Europe/Madrid', 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu'])(
    'puts every notification in its calendar day in %s, at midnight and across clock changes',
    async (timeZone) => {
      // A notification every 15 minutes (every zone's midnight falls on one) over 32 days that
      // hold a clock change of each zone but Kathmandu (+5:45): Lord Howe's (4 October) is half
      // an hour.
      const now = new Date('2026-11-03T12:00:00Z');
      const user = await knownUser(subject);
      const times = Array.from(
        { length: 34 * 96 },
        (_, index) => new Date(now.getTime() - 33 * DAY + index * 15 * 60 * 1000),
      ).filter((time) => time <= now);
      await seed(
        user,
        times.map((createdAt, index) =>
          notification(0, { createdAt, source: index % 3 === 0 ? 'doga' : 'boe' }),
        ),
      );
      // What the calendar of the zone says (Intl), per day and source.
      const expected = new Map<string, Record<string, number>>();
      times.forEach((time, index) => {
        const day = calendarDay(time, timeZone);
        const counts = expected.get(day) ?? {};
        const source = index % 3 === 0 ? 'DOGA' : 'BOE';
        counts[source] = (counts[source] ?? 0) + 1;
        expected.set(day, counts);
      });
      const { activityByDay, sources } = await notificationActivity(subject.database.db, user.uid, {
        days: 32,
        timeZone,
        now,
      });
      expect(activityByDay.map(({ day }) => day)).toEqual(lastDays(32, timeZone, now));
      expect(activityByDay).toEqual(
        activityByDay.map(({ day }) => {
          const bySource = expected.get(day) ?? {};
          const count = Object.values(bySource).reduce((sum, n) => sum + n, 0);
          return { day, count, bySource };
        }),
      );
      // The day the clocks went back (or forward) has more (fewer) quarter hours than 96.
      if (timeZone !== 'Asia/Kathmandu') {
        expect(activityByDay.slice(1, -1).some(({ count }) => count !== 96)).toBe(true);
      }
      expect(sources.map(({ name }) => name)).toEqual(['BOE', 'DOGA']);
    },
  );

  it.each(['?days=0', '?days=91', '?tz=Mars/Olympus'])('refuses %s', async (query) => {
    const response = await as(subject, await knownUser(subject))(
      'GET',
      `/notifications/activity${query}`,
    );
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  });
});

describe('counts elsewhere', () => {
  it('keeps the subscription’s and the profile’s notification figures', async () => {
    const user = await knownUser(subject);
    const mine = await createSubscription(subject, user);
    await seed(user, [
      notification(1, { subscriptionId: mine.id }),
      notification(0, { subscriptionId: mine.id }),
    ]);
    const detail = subscriptionResponseSchema.parse(
      (await as(subject, user)('GET', `/subscriptions/${mine.id}`)).json(),
    ).data.subscription;
    expect(detail.notifications).toBe(2);
    expect(Date.now() - Date.parse(detail.lastNotification ?? '')).toBeLessThan(60_000);

    const profile = profileResponseSchema.parse(
      (await as(subject, user)('GET', '/users/profile')).json(),
    ).data.profile;
    expect(profile).toMatchObject({ notificationCount: 2 });
    expect(profile.lastNotification).toBe(detail.lastNotification);
  });
});

describe('demo notifications', () => {
  it('seeds 45 over 10 days for a user, through the dev endpoint and the CLI', async () => {
    const user = await knownUser(subject);
    await createSubscription(subject, user);
    const seeded = await subject.request('POST', '/api/dev/notifications/seed', {
      body: { email: user.email },
    });
    expect(seeded.json()).toEqual({ data: { created: 45 } });
    const page = await list(user, '?limit=100');
    expect(page.total).toBe(45);
    expect(page.unread).toBeGreaterThan(0);
    expect(page.unread).toBeLessThan(45);
    const ages = page.notifications.map(
      (item: Notification) => Date.now() - Date.parse(item.createdAt),
    );
    expect(Math.max(...ages)).toBeLessThanOrEqual(10 * DAY);
    expect(Math.max(...ages)).toBeGreaterThan(9 * DAY);
    expect(page.notifications.every((item) => item.subscriptionId !== null)).toBe(true);

    const unknown = await subject.request('POST', '/api/dev/notifications/seed', {
      body: { email: 'nadie@example.com' },
    });
    expect(unknown.status).toBe(404);

    // The CLI opens the api's database: on PGlite, through the database process the api uses.
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runCli(['seed-notifications', '--email', user.email, '--count', '5'], {
      env: { ...process.env, ...subject.databaseEnv },
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
    });
    expect({ code, errors }).toEqual({ code: 0, errors: [] });
    expect(lines).toEqual([`5 notifications created for ${user.email}.`]);
    expect((await list(user)).total).toBe(50);
  });
});
