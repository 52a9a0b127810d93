#!/usr/bin/env node
// `pnpm test`: every suite of the project against real services, then one summary line.
//   1. starts the Firebase Auth emulator and a throw-away PostgreSQL server;
//   2. runs jest (unit tests of every package; api integration on PGlite and on PostgreSQL);
//   3. builds the front ends and runs Playwright in Debian's Chromium over the composed app;
//   4. prints `N passed, N failed` (jest and Playwright counts summed).
//   --e2e-only   skips jest   --unit-only   skips Playwright
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build-front-ends.mjs';
import { run, stopAll } from './lib/processes.mjs';
import { EMULATOR_PORT, startAuthEmulator, startTempPostgres } from './lib/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const out = path.join(root, '.test-out');
fs.mkdirSync(out, { recursive: true });

const counts = { passed: 0, failed: 0 };

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function runJest(env) {
  const report = path.join(out, 'jest.json');
  fs.rmSync(report, { force: true });
  const ok = await run(
    path.join(root, 'node_modules', '.bin', 'jest'),
    ['--ci', '--json', `--outputFile=${report}`],
    { cwd: root, env },
  ).then(
    () => true,
    () => false,
  );
  const result = readJson(report);
  if (!result) {
    counts.failed += 1;
    console.error('jest produced no report');
    return;
  }
  counts.passed += result.numPassedTests;
  // A suite that could not run at all has no failed test to count: count it as one failure.
  counts.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  if (!ok && result.numFailedTests + result.numRuntimeErrorTestSuites === 0) counts.failed += 1;
  console.log(`jest: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
}

async function runPlaywright(env) {
  const report = path.join(out, 'playwright.json');
  fs.rmSync(report, { force: true });
  await run(
    'pnpm',
    ['--filter', '@vigia/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  ).catch(() => {});
  const result = readJson(report);
  if (!result) {
    counts.failed += 1;
    console.error('Playwright produced no report');
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = result.stats ?? {};
  counts.passed += expected + flaky;
  counts.failed += unexpected + (result.errors?.length ?? 0);
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed`);
}

async function main() {
  const env = {
    CI: process.env.CI ?? 'true',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
    FIREBASE_PROJECT_ID: 'demo-vigia',
  };
  let postgres = null;
  try {
    await startAuthEmulator(root);
    if (!args.has('--e2e-only')) {
      postgres = await startTempPostgres();
      await runJest({ ...env, TEST_DATABASE_URL: postgres.url });
    }
    if (!args.has('--unit-only')) {
      await buildFrontEnds(root);
      await runPlaywright(env);
    }
  } catch (error) {
    console.error(error.message);
    counts.failed += 1;
  } finally {
    await postgres?.stop();
    await stopAll();
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
}

main();
