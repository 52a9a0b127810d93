import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { httpRequest, type HttpResponse, type RequestOptions } from './http';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Base URL of the api listening on a free loopback port. */
  url: string;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpResponse>;
  close(): Promise<void>;
}

/** The api on a fresh, migrated database, with its own mail folder. `env` overrides variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'vigia-mail-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    ...testDatabase.env,
    SMTP_SINK_DIR: mailDir,
    ...env,
  });
  const database = await createDatabase(config.database);
  try {
    await database.migrate();
    const app = await buildApp({ db: database, config });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    let closed = false;
    return {
      app,
      database,
      config,
      url,
      request: (method, path, options) => httpRequest(url, method, path, options),
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        await database.close();
        await testDatabase.drop();
        await rm(mailDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    await testDatabase.drop();
    throw error;
  }
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
