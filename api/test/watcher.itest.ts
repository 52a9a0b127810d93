import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { bulletinDays, notifications } from '../src/db/schema';
import { startBulletinWatcher } from '../src/features/publications/watcher';
import { signUp } from './helpers/firebase-emulator';
import {
  processingStatusResponseSchema,
  subscriptionResponseSchema,
} from '@vigia/shared/contracts';
import { as, createSubscription } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const FIXTURES = path.join(__dirname, '../src/features/publications/samples');
const boeDay = fs.readFileSync(path.join(FIXTURES, 'boe-two-issues.json'), 'utf8');
const dogaFeed = fs.readFileSync(path.join(FIXTURES, 'doga-sumario.rss'), 'utf8');

let subject: TestApp;
let replay: http.Server;
let baseUrl = '';
const requested: string[] = [];

beforeAll(async () => {
  subject = await createTestApp();
  replay = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/datosabiertos/api/boe/sumario/20260512') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(boeDay);
    } else if (request.url === '/diario-oficial-galicia/rss/Sumario_es.rss') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(dogaFeed);
    } else {
      response.writeHead(404).end('{"status":{"code":"404"}}');
    }
  });
  await new Promise<void>((resolve) => replay.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(replay.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => replay.close(() => resolve()));
  await subject?.close();
});

const silent = { info: () => undefined, warn: () => undefined };

describe('the bulletin watcher', () => {
  it('catches up the missed days of the week, stores them and notifies matching subscriptions', async () => {
    const user = await signUp();
    const roads = await createSubscription(subject, user, { prompts: ['autovía'], typeId: 'boe' });
    const housing = await createSubscription(subject, user, {
      prompts: ['vivienda'],
      typeId: 'doga',
    });
    const quiet = await createSubscription(subject, user, {
      prompts: ['astronautas lunares'],
      typeId: 'boe',
    });
    const watcher = startBulletinWatcher({
      db: subject.database.db,
      env: { BOE_BASE_URL: baseUrl, DOGA_BASE_URL: baseUrl },
      logger: silent,
      intervalMs: 60 * 60_000,
      // Wednesday 13 May 2026, 20:00 in Madrid.
      now: () => new Date('2026-05-13T18:00:00Z'),
    });
    await watcher.tick();

    const days = await subject.database.db
      .select({ source: bulletinDays.source, day: bulletinDays.day, status: bulletinDays.status })
      .from(bulletinDays)
      .orderBy(asc(bulletinDays.source), asc(bulletinDays.day));
    expect(days).toEqual([
      { source: 'boe', day: '2026-05-07', status: 'none' },
      { source: 'boe', day: '2026-05-08', status: 'none' },
      { source: 'boe', day: '2026-05-09', status: 'none' },
      { source: 'boe', day: '2026-05-11', status: 'none' },
      { source: 'boe', day: '2026-05-12', status: 'found' },
      { source: 'doga', day: '2026-05-07', status: 'missed' },
      { source: 'doga', day: '2026-05-08', status: 'missed' },
      { source: 'doga', day: '2026-05-11', status: 'missed' },
      { source: 'doga', day: '2026-05-12', status: 'missed' },
      { source: 'doga', day: '2026-05-13', status: 'found' },
    ]);
    const notified = async (subscriptionId: string) =>
      (
        await subject.database.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(eq(notifications.subscriptionId, subscriptionId))
      ).map((row) => row.title);
    expect(await notified(roads.id)).toEqual([
      expect.stringContaining('Conservación de la autovía A-52'),
    ]);
    expect(await notified(housing.id)).toEqual([
      expect.stringContaining('rehabilitación de viviendas'),
    ]);

    // Issue 25: the run is each subscription's last processing, notified or not; never
    // 'Último procesamiento: Nunca' and 'Pendiente' beside its notifications.
    const call = as(subject, user);
    const detail = async (id: string) =>
      subscriptionResponseSchema.parse((await call('GET', `/subscriptions/${id}`)).json()).data
        .subscription;
    const status = async (id: string) =>
      processingStatusResponseSchema.parse(
        (await call('GET', `/subscriptions/${id}/status`)).json(),
      ).data.status;
    const notifiedOne = await detail(roads.id);
    expect(notifiedOne.notifications).toBe(1);
    expect(notifiedOne.lastProcessed).not.toBeNull();
    expect(await status(roads.id)).toMatchObject({
      status: 'completed',
      lastRunAt: notifiedOne.lastProcessed,
    });
    const unmatched = await detail(quiet.id);
    expect(unmatched.notifications).toBe(0);
    expect(unmatched.lastProcessed).not.toBeNull();
    expect((await status(quiet.id)).status).toBe('completed');

    // Only today's BOE, not out yet, is looked for again; nothing is notified twice.
    requested.length = 0;
    await watcher.tick();
    expect(requested).toEqual(['/datosabiertos/api/boe/sumario/20260513']);
    expect(await notified(roads.id)).toHaveLength(1);
    await watcher.stop();
  });
});
