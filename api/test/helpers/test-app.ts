import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import type { JobQueue } from '../../src/jobs/job-queue';
import { startJobs } from '../../src/jobs/start-jobs';
import { httpRequest, type HttpResponse, type RequestOptions } from './http';
import { createTestDatabase } from './test-database';

export interface RunningApi {
  app: FastifyInstance;
  config: AppConfig;
  /** Base URL of the api listening on a free loopback port. */
  url: string;
  /** Its job queue (pg-boss on its database), working the jobs unless JOBS=api. */
  jobs: JobQueue;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpResponse>;
  close(): Promise<void>;
}

export interface TestApp extends RunningApi {
  database: DatabaseHandle;
  /** The variables that point a process (a CLI command) at this app's database. */
  databaseEnv: Record<string, string>;
}

/** How often an idle test worker looks for jobs another instance stored (pg-boss's minimum). */
const TEST_POLLING_SECONDS = 0.5;

/**
 * The api over an open database, listening on 127.0.0.1, with its job queue as `pnpm start`
 * runs it (JOBS in `env`). `env` overrides variables; `options` replaces the identity provider's
 * side of signing out, or gives a job queue instead of starting one.
 */
export async function startApi(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'revokeRefreshTokens'> & { jobs?: JobQueue } = {},
): Promise<RunningApi> {
  const variables = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // Tests make many calls as one user to set up what they are about; limits.itest turns them on.
    RATE_LIMITS: 'off',
    ...env,
  };
  const config = loadConfig(variables);
  const jobs = options.jobs
    ? { queue: options.jobs, stop: async () => undefined }
    : await startJobs({
        database,
        config,
        env: variables,
        logger: pino({ level: config.logLevel }),
        work: config.jobs !== 'api',
        pollingIntervalSeconds: TEST_POLLING_SECONDS,
      });
  try {
    const app = await buildApp({ db: database, config, ...options, jobs: jobs.queue });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      app,
      config,
      url,
      jobs: jobs.queue,
      request: (method, requestPath, requestOptions) =>
        httpRequest(url, method, requestPath, requestOptions),
      async close() {
        await app.close();
        await jobs.stop();
      },
    };
  } catch (error) {
    await jobs.stop();
    throw error;
  }
}

/** The api on a fresh, migrated database of its own, with its own mail folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'vigia-mail-'));
  const config = loadConfig({ ...process.env, ...testDatabase.env });
  const database = await createDatabase(config.database);
  const cleanUp = async () => {
    await database.close();
    await testDatabase.drop();
    await rm(mailDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    const api = await startApi(database, { ...testDatabase.env, SMTP_SINK_DIR: mailDir, ...env });
    let closed = false;
    return {
      ...api,
      database,
      databaseEnv: testDatabase.env,
      async close() {
        if (closed) return;
        closed = true;
        await api.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
