import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processingStatusResponseSchema } from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { subscriptionProcessing } from '../src/db/schema';
import { startSmtpSink } from '../src/dev/smtp-sink';
import { defineJob } from '../src/jobs/job-queue';
import { startPgBossJobQueue, type PgBossJobQueue } from '../src/jobs/pg-boss-queue';
import { every } from '../src/jobs/schedule';
import { startJobs } from '../src/jobs/start-jobs';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription } from './helpers/subscriptions';
import { startApi } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(100);
  }
}

let testDatabase: TestDatabase;
/** The variables pointing the api (or a worker process) at this file's database. */
let databaseEnv: Record<string, string>;

async function openDatabase(): Promise<DatabaseHandle> {
  const database = await createDatabase(loadConfig({ ...process.env, ...databaseEnv }).database);
  await database.migrate();
  return database;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  databaseEnv = testDatabase.env;
});
afterAll(() => testDatabase?.drop());

/**
 * Asks for a run through an api that only stores jobs (JOBS=api: nothing works its queue), and
 * shuts it and its database down: the run stays pending, its job stored.
 */
async function runAskedOfAnApiThatStops(user: EmulatorUser): Promise<string> {
  const database = await openDatabase();
  const storing = await startJobs({
    database,
    config: loadConfig({ ...process.env, ...databaseEnv }),
    env: process.env,
    logger: quiet,
    work: false,
  });
  const api = await startApi(database, databaseEnv, { jobs: storing.queue });
  try {
    const call = as(api, user);
    const subscription = await createSubscription(api, user);
    const started = await call('POST', `/subscriptions/${subscription.id}/process`, {});
    expect(started.status).toBe(202);
    const { processing_id: runId } = (started.json() as { data: { processing_id: string } }).data;
    await sleep(1500);
    const status = await call('GET', `/subscriptions/${subscription.id}/status`);
    expect(processingStatusResponseSchema.parse(status.json()).data.status.status).toBe('pending');
    return runId;
  } finally {
    await api.close();
    await storing.stop();
    await database.close();
  }
}

async function runStatus(database: DatabaseHandle, runId: string) {
  const [run] = await database.db
    .select({ status: subscriptionProcessing.status, error: subscriptionProcessing.error })
    .from(subscriptionProcessing)
    .where(eq(subscriptionProcessing.id, runId));
  return run;
}

describe('a processing run', () => {
  it('survives the api: a job stored by one instance is done by the next one started', async () => {
    const user = await signUp();
    const runId = await runAskedOfAnApiThatStops(user);

    const database = await openDatabase();
    const api = await startApi(database, databaseEnv);
    try {
      await until(async () => (await runStatus(database, runId))?.status === 'completed');
      expect(await runStatus(database, runId)).toEqual({ status: 'completed', error: null });
    } finally {
      await api.close();
      await database.close();
    }
  });
});

describe('a queue of jobs', () => {
  it('runs them back to back, not one per polling interval', async () => {
    const BATCH = defineJob<{ n: number }>({
      name: 'test-batch',
      retryLimit: 0,
      expireInSeconds: 60,
    });
    const database = await openDatabase();
    // A polling interval far longer than the wait below: only looking again at once passes.
    const queue = await startPgBossJobQueue({
      database,
      logger: quiet,
      supervise: false,
      pollingIntervalSeconds: 60,
    });
    try {
      for (let n = 0; n < 5; n += 1) await queue.enqueue(BATCH, { n });
      const done: number[] = [];
      await queue.handle(BATCH, async ({ n }) => {
        done.push(n);
      });
      await until(async () => done.length === 5, 20_000);
      expect([...done].sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});

describe('a singleton job', () => {
  const TICK = defineJob<{ from: string }>({
    name: 'test-tick',
    singleton: true,
    retryLimit: 0,
    expireInSeconds: 60,
  });
  let database: DatabaseHandle;
  let workers: PgBossJobQueue[];
  const runs: string[] = [];
  let active = 0;
  let mostActive = 0;
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    database = await openDatabase();
    // Two workers, as two processes would be (on PostgreSQL each has its own connections).
    workers = [];
    for (const name of ['a', 'b']) {
      const queue = await startPgBossJobQueue({
        database,
        logger: quiet,
        supervise: true,
        pollingIntervalSeconds: 0.5,
      });
      workers.push(queue);
      await queue.handle(TICK, async ({ from }) => {
        runs.push(`${name} for ${from}`);
        active += 1;
        mostActive = Math.max(mostActive, active);
        await held;
        active -= 1;
      });
    }
  });
  afterAll(async () => {
    release();
    for (const worker of workers ?? []) await worker.stop();
    await database?.close();
  });
  beforeEach(() => {
    runs.length = 0;
    mostActive = 0;
  });

  it('runs once per interval however many workers keep its schedule', async () => {
    const [a, b] = workers as [PgBossJobQueue, PgBossJobQueue];
    const schedules = [
      every(a, TICK, { from: 'a' }, 60 * 60_000, quiet),
      every(b, TICK, { from: 'b' }, 60 * 60_000, quiet),
    ];
    await until(async () => runs.length > 0);
    await sleep(2000);
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    expect(runs).toHaveLength(1);
  });

  it('never runs twice at once, and asks made while one waits add nothing', async () => {
    const [a, b] = workers as [PgBossJobQueue, PgBossJobQueue];
    held = new Promise((resolve) => {
      release = resolve;
    });
    const askBoth = () =>
      Promise.all([a, b, a, b].map((queue, n) => queue.enqueue(TICK, { from: `ask ${n}` })));
    await askBoth();
    await until(async () => active === 1);
    await askBoth();
    await sleep(1500);
    expect(runs).toHaveLength(1);
    release();
    await until(async () => runs.length === 2);
    await until(async () => active === 0);
    await sleep(1500);
    expect(runs).toHaveLength(2);
    expect(mostActive).toBe(1);
  });
});

describe('pnpm worker', () => {
  it('runs the stored jobs and the bulletin watch without HTTP, and stops cleanly on SIGTERM', async () => {
    const user = await signUp();
    const runId = await runAskedOfAnApiThatStops(user);

    const requested: string[] = [];
    const bulletins = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(404).end('{"status":{"code":"404"}}');
    });
    await new Promise<void>((resolve) => bulletins.listen(0, '127.0.0.1', resolve));
    const bulletinsUrl = `http://127.0.0.1:${(bulletins.address() as AddressInfo).port}`;
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'vigia-worker-'));
    const sink = await startSmtpSink({ port: 0, mailDir: path.join(scratch, 'mail') });

    // As `pnpm worker` runs it: node with tsx's loader, so that signals reach the worker itself.
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        ...databaseEnv,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        BULLETIN_WATCH: 'on',
        BOE_BASE_URL: bulletinsUrl,
        DOGA_BASE_URL: bulletinsUrl,
        EMAIL_WORKER: 'on',
        SMTP_URL: `smtp://${sink.host}:${sink.port}`,
        SMTP_SINK_PORT: 'off',
        EMAIL_JOURNAL_DIR: path.join(scratch, 'journal'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    try {
      await until(async () => requested.length > 0, 45_000);
      expect(output).toContain('without HTTP');
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received, shutting down');
    } finally {
      worker.kill('SIGKILL');
      await new Promise<void>((resolve) => bulletins.close(() => resolve()));
      await sink.close();
      await rm(scratch, { recursive: true, force: true });
    }

    const database = await openDatabase();
    try {
      expect(await runStatus(database, runId)).toEqual({ status: 'completed', error: null });
    } finally {
      await database.close();
    }
  }, 90_000);
});
