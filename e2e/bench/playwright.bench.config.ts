// Benchmarks run as Playwright files against the composed app (the same server as the e2e suite),
// so that they can sign in and reuse the test support; they print figures and assert nothing.
import { defineConfig } from '@playwright/test';
import base, { webServer } from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  timeout: 600_000,
  reporter: 'list',
  // The benchmarks make hundreds of calls as one user: no per-user limits or subscription cap.
  webServer: {
    ...webServer,
    env: { ...webServer.env, RATE_LIMITS: 'off', MAX_SUBSCRIPTIONS_PER_USER: '1000' },
  },
});
