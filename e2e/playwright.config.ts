import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');

/** The composed app as `scripts/start.mjs --e2e` starts it (the benchmarks' too). */
export const webServer = {
  command: 'node scripts/start.mjs --e2e',
  cwd: root,
  url: 'http://127.0.0.1:3010/config.json',
  reuseExistingServer: !process.env.CI,
  // SIGTERM lets the start script stop the api and the servers it started; SIGKILL would orphan them.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  timeout: 600_000,
  stdout: 'pipe' as const,
  env: {
    PGLITE_DIR: path.join(os.tmpdir(), `vigia-e2e-${Date.now()}`),
    VIGIA_ENV: 'test',
    LOG_LEVEL: 'warn',
  },
};

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: path.join(root, '.test-out', 'playwright'),
  use: {
    baseURL: 'http://127.0.0.1:3000',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer,
});
